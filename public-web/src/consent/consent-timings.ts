/** Spec 000 §9: the banner appears 1 s after load when no choice is saved; the toast stays 3 s. */
export const CONSENT_BANNER_DELAY_MS = 1000;
export const CONSENT_TOAST_MS = 3000;
export const CONSENT_SAVED_TOAST = 'Preferences saved';
