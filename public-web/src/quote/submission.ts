import { callFailureMessage } from '../api/call-failure-messages';
import { ApiError } from '../api/http';
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

/** The checkout was created but came back without a URL to send the visitor to. */
export class CheckoutWithoutUrl extends Error {
  constructor() {
    super('Checkout answered without a URL');
    this.name = 'CheckoutWithoutUrl';
  }
}

/** The payment provider's own failure codes: spec 000 §8 words those (and a missing URL) as the payment-session toast. */
const PAYMENT_SESSION_CODES: ReadonlySet<string> = new Set(['CHECKOUT_FAILED', 'CHECKOUT_NOT_RECORDED']);

/**
 * The toast for a checkout that could not be started: the payment session's failure keeps spec 000's sentence; no answer
 * at all is a network error; any other failure names what could not be created (spec 001 §8).
 */
export function checkoutFailedToast(kind: 'subscription' | 'one-time', error: unknown): { title: string; description: string } {
  if (error instanceof CheckoutWithoutUrl) return CHECKOUT_TOASTS.failed;
  if (error instanceof ApiError && error.problem?.code && PAYMENT_SESSION_CODES.has(error.problem.code)) return CHECKOUT_TOASTS.failed;
  return { title: CHECKOUT_TOASTS.failed.title, description: callFailureMessage(kind === 'subscription' ? 'subscription' : 'payment', error) };
}
