import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';
import { useToast } from '../ui/toast';
import type { FieldErrors } from './pricing';
import { createCheckout, type CheckoutRequest } from './quote-api';
import { CHECKOUT_TOASTS, CheckoutWithoutUrl, checkoutFailedToast, SUBMIT_RESET_MS, SUBMIT_SPACING_MS } from './submission';

export type SubmitOutcome = { kind: 'redirected' } | { kind: 'invalid'; errors: FieldErrors } | { kind: 'failed' } | { kind: 'ignored' };

/** Creates the checkout and sends the browser to it; a busy flag, an attempt counter and submit spacing guard it. */
export function useCheckoutSubmit() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const attempts = useRef(0);
  const lastSubmitAt = useRef<number | null>(null);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const finish = useCallback(() => {
    busyRef.current = false;
    setBusy(false);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => {
      attempts.current = 0;
      lastSubmitAt.current = null;
    }, SUBMIT_RESET_MS);
  }, []);

  /** `prepare` runs once the guards have let the submission through, right before the request; it may add to it. */
  const submit = useCallback(
    async (kind: 'subscription' | 'one-time', request: CheckoutRequest, prepare?: () => Promise<Partial<CheckoutRequest>>): Promise<SubmitOutcome> => {
      if (busyRef.current) return { kind: 'ignored' };
      const now = Date.now();
      if (lastSubmitAt.current !== null && now - lastSubmitAt.current < SUBMIT_SPACING_MS) {
        toast.show({ ...CHECKOUT_TOASTS.pleaseWait, variant: 'error' });
        return { kind: 'ignored' };
      }
      busyRef.current = true;
      setBusy(true);
      attempts.current += 1;
      lastSubmitAt.current = now;
      try {
        const session = await createCheckout(kind, { ...request, ...(prepare ? await prepare() : {}) });
        if (!session?.url) throw new CheckoutWithoutUrl();
        window.location.assign(session.url);
        // Stay busy: the page is leaving for the checkout.
        return { kind: 'redirected' };
      } catch (error) {
        finish();
        if (error instanceof ApiError && error.status === 400 && error.problem?.errors && Object.keys(error.problem.errors).length) {
          return { kind: 'invalid', errors: error.problem.errors };
        }
        // 429 for the spacing and count limits, 409 for a duplicate of a paid submission: the server words both.
        if (error instanceof ApiError && (error.status === 429 || error.status === 409)) {
          toast.show({
            title: error.problem?.title || CHECKOUT_TOASTS.tooMany.title,
            description: error.problem?.detail || CHECKOUT_TOASTS.tooMany.description,
            variant: 'error',
          });
          return { kind: 'failed' };
        }
        console.error('Checkout creation failed:', error);
        toast.show({ ...checkoutFailedToast(kind, error), variant: 'error' });
        return { kind: 'failed' };
      }
    },
    [finish, toast],
  );

  return { busy, submit };
}
