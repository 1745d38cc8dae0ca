import { useEffect, useState } from 'react';
import { ApiError, isAbort } from '../api/http';
import { fetchOrderBySession, type OrderView } from './orders-api';
import { PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS } from './timings';

export type OrderLoad =
  | { state: 'no-session' }
  | { state: 'loading' }
  /** Payment is still pending: the webhook has not landed yet, so we ask again. */
  | { state: 'confirming'; order: OrderView }
  /** Still pending after every retry. */
  | { state: 'unconfirmed'; order: OrderView }
  | { state: 'ready'; order: OrderView }
  | { state: 'not-found'; error: ApiError }
  | { state: 'failed'; error: unknown };

/** Loads the order behind a checkout session; with waitForPayment, polls briefly while the payment is pending. */
export function useOrderBySession(sessionId: string | null, { waitForPayment = false } = {}): [OrderLoad, () => void] {
  const [load, setLoad] = useState<OrderLoad>(sessionId ? { state: 'loading' } : { state: 'no-session' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sessionId) {
      setLoad({ state: 'no-session' });
      return undefined;
    }
    const controller = new AbortController();
    let timer: number | undefined;
    let tries = 0;
    const fetchOnce = async () => {
      tries += 1;
      try {
        const order = await fetchOrderBySession(sessionId, controller.signal);
        if (waitForPayment && order.paymentStatus === 'pending') {
          if (tries >= PAYMENT_POLL_ATTEMPTS) {
            setLoad({ state: 'unconfirmed', order });
            return;
          }
          setLoad({ state: 'confirming', order });
          timer = window.setTimeout(() => void fetchOnce(), PAYMENT_POLL_INTERVAL_MS);
          return;
        }
        setLoad({ state: 'ready', order });
      } catch (error) {
        if (isAbort(error)) return;
        setLoad(error instanceof ApiError && error.status === 404 ? { state: 'not-found', error } : { state: 'failed', error });
      }
    };
    setLoad({ state: 'loading' });
    void fetchOnce();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [sessionId, waitForPayment, attempt]);

  return [load, () => setAttempt((n) => n + 1)];
}
