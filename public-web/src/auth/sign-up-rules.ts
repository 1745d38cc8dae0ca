/** Spec 000 §5: sign-up fields are required and the password has at least 6 characters (the server checks the same). */
export const PASSWORD_MIN_LENGTH = 6;

export const SIGN_UP_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

export interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpFields, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignUp(fields: SignUpFields): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!fields.fullName.trim()) errors.fullName = SIGN_UP_MESSAGES.fullNameRequired;
  const email = fields.email.trim();
  if (!email) errors.email = SIGN_UP_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = SIGN_UP_MESSAGES.emailInvalid;
  if (!fields.password) errors.password = SIGN_UP_MESSAGES.passwordRequired;
  else if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = SIGN_UP_MESSAGES.passwordTooShort;
  return errors;
}
