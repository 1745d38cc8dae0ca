/** Spec: scroll to the element named by the URL hash after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100;
