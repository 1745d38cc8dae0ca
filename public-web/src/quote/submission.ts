import { CHECKOUT_FAILED_MESSAGE, SUBMIT_LIMIT_MESSAGES } from './pricing';

/** Client-side submission guard (spec 000 §4, §9); the server enforces the same limits with Redis. */
export const SUBMIT_SPACING_MS = 3_000;
/** The busy flag's companions (attempts, last submit time) are cleared this long after a submission finishes. */
export const SUBMIT_RESET_MS = 2_000;

/** Checkout toasts from the error catalogue (spec 000 §8). */
export const CHECKOUT_TOASTS = {
  pleaseWait: { title: SUBMIT_LIMIT_MESSAGES.spacing.title, description: SUBMIT_LIMIT_MESSAGES.spacing.detail },
  tooMany: { title: SUBMIT_LIMIT_MESSAGES.tooMany.title, description: SUBMIT_LIMIT_MESSAGES.tooMany.detail },
  failed: { title: 'Error', description: CHECKOUT_FAILED_MESSAGE },
} as const;
