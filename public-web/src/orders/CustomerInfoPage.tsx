import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../ui/toast';
import { CustomerInfoForm } from './CustomerInfoForm';
import { DetailsSaved } from './DetailsSaved';
import { ClipboardBadge, SuccessBadge } from './illustrations';
import { Pending, Problem } from './LoadStatus';
import { OrderPage } from './OrderPage';
import { Receipt } from './Receipt';
import { CUSTOMER_INFO_TOASTS } from './order-toasts';
import { CUSTOMER_INFO_MESSAGES } from './order-rules';
import { detailsOnFile } from './orders-api';
import { useOrderBySession } from './useOrderBySession';

/** /customer-info?session_id: the service details we need before the first visit. */
export default function CustomerInfoPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [load, retry] = useOrderBySession(sessionId, { waitForPayment: true });
  const toast = useToast();
  const navigate = useNavigate();
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (announced.current === load.state) return;
    announced.current = load.state;
    if (load.state === 'no-session') {
      toast.show({ ...CUSTOMER_INFO_TOASTS.sessionNotFound, variant: 'error', followsNavigation: true });
      navigate('/', { replace: true });
    } else if (load.state === 'not-found') {
      toast.show({ title: CUSTOMER_INFO_MESSAGES.orderNotFoundTitle, description: CUSTOMER_INFO_MESSAGES.orderNotFound, variant: 'error' });
    } else if (load.state === 'failed') {
      console.error('Loading the order failed:', load.error);
      toast.show({ title: 'Error', description: CUSTOMER_INFO_TOASTS.loadFailed, variant: 'error' });
    }
  }, [load, navigate, toast]);

  const saved = load.state === 'ready' && detailsOnFile(load.order);
  return (
    <OrderPage
      title={saved ? 'Your details are saved' : 'Complete your service details'}
      eyebrow={saved ? 'Setup complete' : 'Almost done'}
      badge={saved ? <SuccessBadge /> : <ClipboardBadge />}
      lead={saved ? 'Here is what we have for your service and what you paid.' : 'Payment received. Just a few details so we can plan your first visit.'}
    >
      {(load.state === 'loading' || load.state === 'no-session') && <Pending text="Loading your order…" />}
      {load.state === 'confirming' && <Pending text="Confirming your payment…" />}
      {load.state === 'unconfirmed' && (
        <Problem
          title="Still confirming your payment"
          text={CUSTOMER_INFO_MESSAGES.paymentNotConfirmed}
          action={
            <button type="button" className="button button--primary" onClick={retry}>
              Check again
            </button>
          }
        />
      )}
      {load.state === 'not-found' && <Problem title={CUSTOMER_INFO_MESSAGES.orderNotFoundTitle} text={CUSTOMER_INFO_MESSAGES.orderNotFound} />}
      {load.state === 'failed' && (
        <Problem
          title="Something went wrong"
          text={CUSTOMER_INFO_TOASTS.loadFailed}
          action={
            <button type="button" className="button button--primary" onClick={retry}>
              Try again
            </button>
          }
        />
      )}
      {load.state === 'ready' &&
        sessionId &&
        (detailsOnFile(load.order) ? (
          <DetailsSaved order={load.order} />
        ) : (
          <>
            <Receipt order={load.order} />
            <CustomerInfoForm order={load.order} sessionId={sessionId} />
          </>
        ))}
    </OrderPage>
  );
}
