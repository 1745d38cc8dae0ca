import { ERROR_MESSAGES } from '../../platform/http/error-messages';

/** The spec's identity messages, word for word; the UI shows them as they are. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_REQUIRED_MESSAGE = 'Email address is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const AUTHENTICATION_REQUIRED_MESSAGE = ERROR_MESSAGES.auth;
export const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';

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
