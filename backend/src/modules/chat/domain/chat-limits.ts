/** The chat's size and rate limits, shared by the endpoint and the widget so the widget never sends what the server refuses. */

/** Characters in one visitor message. */
export const MAX_MESSAGE_LENGTH = 1000;

/** Characters in any turn a request carries; only the last (the visitor's, within MAX_MESSAGE_LENGTH) is used. */
export const MAX_HISTORY_TURN_LENGTH = 4000;

/** Turns (visitor and assistant) one request may carry, and the most the model sees: the stored history plus the new message. */
export const MAX_HISTORY_MESSAGES = 30;

export const MAX_CURRENT_PAGE_LENGTH = 300;

export const MAX_USER_SESSION_LENGTH = 128;

/** Messages one browser session may send per window: a person typing never gets near it. */
export const CHAT_SESSION_RATE_LIMIT = { limit: 10, windowMs: 60_000 } as const;

/** Messages one network address may send per window, because the session id is the browser's own claim. */
export const CHAT_ADDRESS_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;
