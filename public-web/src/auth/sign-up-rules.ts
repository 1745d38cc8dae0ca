/**
 * Spec 000 §5: sign-up fields are required and the password has a minimum length, raised from 6 to 10 (DESIGN §10).
 * The server checks the same, and also refuses passwords on its common-password list (its message shows under the field).
 */
export const PASSWORD_MIN_LENGTH = 10;

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
