/** The spec's identity messages, word for word; the UI shows them as they are. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_REQUIRED_MESSAGE = 'Email address is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required. Please sign in and try again.';
export const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';
