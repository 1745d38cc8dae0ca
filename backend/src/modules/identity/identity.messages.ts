import { ERROR_MESSAGES } from '../../platform/http/error-messages';

/** The spec's identity messages, word for word; the UI shows them as they are. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_REQUIRED_MESSAGE = 'Email address is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const AUTHENTICATION_REQUIRED_MESSAGE = ERROR_MESSAGES.auth;
export const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';
