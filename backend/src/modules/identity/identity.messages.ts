import { ERROR_MESSAGES } from '../../platform/http/error-messages';

/** The spec's identity messages, word for word; the UI shows them as they are. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_REQUIRED_MESSAGE = 'Email address is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const AUTHENTICATION_REQUIRED_MESSAGE = ERROR_MESSAGES.auth;
export const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';
export const SCOOPER_REQUIRED_MESSAGE = 'Access denied. The field app is for scoopers with an active account.';

/** Sign-up (spec 000 §5: all fields required, password at least 6 characters; DESIGN §10 raises it to 10 for everyone). */
export const FULL_NAME_REQUIRED_MESSAGE = 'Full name is required';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose a less predictable one.';
export const CHECK_YOUR_EMAIL_MESSAGE = 'We sent you a confirmation link. Open it to finish creating your account, then sign in.';
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Email not confirmed';
export const EMAIL_NOT_CONFIRMED_DETAIL = 'Please open the confirmation link we e-mailed you, then sign in again.';
export const CONFIRMATION_EMAIL_FAILED_MESSAGE = 'We could not send the confirmation e-mail. Please try again in a moment.';

/** Scooper accounts (issue 15): what staff are told when a scooper's details will not do. */
export const SCOOPER_MESSAGES = {
  nameRequired: 'Please enter the scooper’s name',
  nameTooLong: 'The name must be at most 100 characters',
  emailTaken: 'That email address already has an account. Use another address for the scooper.',
  phoneInvalid: 'Please enter a phone number of 10 digits, e.g. (661) 555-0123',
  homeAddressRequired: 'Please enter the scooper’s home base address',
  homeAddressTooLong: 'The home base address must be at most 200 characters',
  homeZipInvalid: 'Please enter a 5-digit ZIP code',
  workingDaysRequired: 'Pick at least one working day',
  workingDaysInvalid: 'Working days must be weekday names, monday to sunday',
  dailyCapacity: 'Daily capacity must be a whole number of stops from 1 to 60',
  active: 'Active must be true or false',
  notFound: 'Scooper account not found',
  deactivated: 'This account has been deactivated. Please contact the office.',
} as const;
