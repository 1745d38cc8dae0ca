import { ERROR_MESSAGES } from '../http/error-messages';

/** The spec's general limit: 5 attempts per 60 seconds per key. */
export const GENERAL_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

/** The spec's answer whenever any limit is exceeded. */
export const TOO_MANY_REQUESTS_MESSAGE = ERROR_MESSAGES.rateLimit;
