/** The spec's generic error classifier (spec 000 §8): one sentence per kind of failure, sent by the API and shown by the site. */
export const ERROR_MESSAGES = {
  network: 'Connection error. Please check your internet and try again.',
  auth: 'Authentication required. Please sign in and try again.',
  rateLimit: 'Too many requests. Please wait a moment and try again.',
  payment: 'Payment processing error. Please try again or contact support.',
  server: 'Server error. Please try again in a moment or contact support.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
