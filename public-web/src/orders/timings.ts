/** The webhook may land just after the browser does: ask again this often, this many times, while payment is pending. */
export const PAYMENT_POLL_INTERVAL_MS = 1_000;
export const PAYMENT_POLL_ATTEMPTS = 20;
