/** Lead tracking timings (spec 000 §9): the lead is created this long after the form has a valid e-mail. */
export const LEAD_CREATION_DELAY_MS = 100;
/** Progress steps are sent once the form has been still this long. */
export const LEAD_PROGRESS_DEBOUNCE_MS = 800;
/** How long Pay waits for the 'checkout' progress call before going to checkout anyway. */
export const CHECKOUT_PROGRESS_WAIT_MS = 1_500;
/** The abandoned cart is re-tracked after a substantial change, at most this often. */
export const CART_TRACK_MIN_INTERVAL_MS = 10_000;
/** ...and only once the form has been still this long. */
export const CART_TRACK_DEBOUNCE_MS = 2_000;
