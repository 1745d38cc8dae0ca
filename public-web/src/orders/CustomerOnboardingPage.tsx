import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, isAbort } from '../api/http';
import { DetailsSaved } from './DetailsSaved';
import { ClipboardBadge } from './illustrations';
import { Pending, Problem } from './LoadStatus';
import { OnboardingForm } from './OnboardingForm';
import { OrderPage } from './OrderPage';
import { CUSTOMER_INFO_MESSAGES, ONBOARDING_MESSAGES } from './order-rules';
import { detailsOnFile, fetchOnboardingOrder, type OrderView } from './orders-api';

type Load = { state: 'loading' } | { state: 'missing-id' } | { state: 'not-found' } | { state: 'failed' } | { state: 'ready'; order: OrderView };

/** /customer-onboarding?order_id&session_id: address, city, ZIP, 2–3 service days and the marketing opt-in. */
export default function CustomerOnboardingPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const sessionId = params.get('session_id') ?? '';
  const [load, setLoad] = useState<Load>(orderId ? { state: 'loading' } : { state: 'missing-id' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderId) {
      setLoad({ state: 'missing-id' });
      return undefined;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchOnboardingOrder(orderId, sessionId, controller.signal)
      .then((order) => setLoad({ state: 'ready', order }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        if (!(error instanceof ApiError && error.status === 404)) console.error('Loading the order for onboarding failed:', error);
        setLoad(error instanceof ApiError && error.status === 404 ? { state: 'not-found' } : { state: 'failed' });
      });
    return () => controller.abort();
  }, [orderId, sessionId, attempt]);

  if (load.state === 'missing-id') {
    return (
      <OrderPage title="Missing Order Information" badge={<ClipboardBadge />}>
        <Problem
          title="We need your order number"
          text="This link is missing its order number. Please open the link from your confirmation email, or contact us."
        />
      </OrderPage>
    );
  }
  if (load.state === 'not-found') {
    return (
      <OrderPage title={CUSTOMER_INFO_MESSAGES.orderNotFoundTitle} badge={<ClipboardBadge />}>
        <Problem title={CUSTOMER_INFO_MESSAGES.orderNotFoundTitle} text={CUSTOMER_INFO_MESSAGES.orderNotFound} />
      </OrderPage>
    );
  }
  return (
    <OrderPage title="Set up your service" eyebrow="Welcome aboard" badge={<ClipboardBadge />} lead="Tell us where and when, and we’ll take it from there.">
      {load.state === 'loading' && <Pending text="Loading your order…" />}
      {load.state === 'failed' && (
        <Problem
          title="Something went wrong"
          text={ONBOARDING_MESSAGES.loadFailed}
          action={
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          }
        />
      )}
      {load.state === 'ready' &&
        (detailsOnFile(load.order) ? <DetailsSaved order={load.order} /> : <OnboardingForm order={load.order} sessionId={sessionId} />)}
    </OrderPage>
  );
}
