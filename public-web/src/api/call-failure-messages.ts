import { NetworkError } from './http';

/** Spec 001 §8: what a failed call to the server means to the visitor, one sentence per call. */
export const CALL_FAILURE_MESSAGES = {
  subscription: 'Failed to create subscription. Please try again.',
  payment: 'Failed to create payment. Please try again.',
  areaRequest: 'Failed to submit area request. Please try again.',
  cart: 'Failed to track cart. Please try again.',
  network: 'Network error. Please try again.',
} as const;

export type FailedCall = Exclude<keyof typeof CALL_FAILURE_MESSAGES, 'network'>;

/** No answer at all is a network error whatever the call; any other failure is worded by the call that failed. */
export function callFailureMessage(call: FailedCall, error: unknown): string {
  if (error instanceof NetworkError) return CALL_FAILURE_MESSAGES.network;
  return CALL_FAILURE_MESSAGES[call];
}
