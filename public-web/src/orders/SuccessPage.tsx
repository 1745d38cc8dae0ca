import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCents } from '../quote/pricing';
import { useSiteConfig } from '../site/SiteConfigContext';
import { recordCompletedPurchase } from './completed-purchases';
import { describePlan } from './describe-order';
import { SuccessBadge } from './illustrations';
import { Pending, Problem } from './LoadStatus';
import { NextSteps, type Step } from './NextSteps';
import { OrderPage } from './OrderPage';
import { detailsOnFile, type OrderView } from './orders-api';
import { Upsells } from './Upsells';
import { useOrderBySession } from './useOrderBySession';
import { BreakableEmail } from '../ui/BreakableEmail';

export const SUBSCRIPTION_PROMO = 'Get 15% off with our 3-month commitment + FREE first service';

interface Props {
  kind: 'subscription' | 'one-time';
}

/** /subscription-success and /payment-success: confirm the payment, then send new customers on to their details. */
export function SuccessPage({ kind }: Props) {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [load, retry] = useOrderBySession(sessionId, { waitForPayment: true });
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    // A missing order on the success pages is only logged (spec 001 §8); the thank-you still shows.
    if (load.state === 'no-session') console.error('Success page opened without a session_id');
    if (load.state === 'not-found' || load.state === 'failed') console.error('Could not load the order for this checkout:', load.error);
    if (load.state !== 'ready' || handled.current || !sessionId) return;
    handled.current = true;
    const { order } = load;
    if (order.paymentStatus !== 'completed') return;
    recordCompletedPurchase(order.customerEmail);
    if (!detailsOnFile(order)) navigate(`/customer-info?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
  }, [load, navigate, sessionId]);

  const frame = (children: ReactNode) => (
    <OrderPage title={kind === 'one-time' ? 'Payment Successful!' : 'Thank you!'} badge={<SuccessBadge />}>
      {children}
    </OrderPage>
  );

  switch (load.state) {
    case 'loading':
      return frame(<Pending text="Loading your order…" />);
    case 'confirming':
      return frame(<Pending text="Confirming your payment…" />);
    case 'unconfirmed':
      return frame(
        <Problem
          title="Still confirming your payment"
          text="Your payment is being processed. This usually takes a few seconds, so please check again in a moment."
          action={
            <button type="button" className="button button--primary" onClick={retry}>
              Check again
            </button>
          }
        />,
      );
    case 'ready': {
      const { order } = load;
      if (order.paymentStatus === 'cancelled' || order.paymentStatus === 'failed') {
        return frame(
          <Problem
            title="Payment not completed"
            text="Your payment didn’t go through, so you haven’t been charged. You can try again from your quote."
            action={
              <Link className="button button--primary" to="/#quote">
                Back to the quote
              </Link>
            }
          />,
        );
      }
      if (!detailsOnFile(order)) return frame(<Pending text="Taking you to your service details…" />);
      return kind === 'one-time' ? <OneTimeSuccess order={order} /> : <SubscriptionSuccess order={order} />;
    }
    default:
      return kind === 'one-time' ? <OneTimeSuccess order={null} /> : <SubscriptionSuccess order={null} />;
  }
}

function useSteps(kind: Props['kind']): Step[] {
  const { supportEmail } = useSiteConfig();
  return [
    {
      icon: 'calendar',
      title: kind === 'one-time' ? 'We’ll confirm your visit' : 'We’ll schedule your first visit',
      text: 'We’ll contact you within 24 hours to schedule your first visit.',
    },
    { icon: 'camera', title: 'Photos and updates', text: 'After each visit you get before-and-after photos and a short update.' },
    {
      icon: 'mail',
      title: 'Help by email',
      text: (
        <>
          Questions any time:{' '}
          <a href={`mailto:${supportEmail}`}>
            <BreakableEmail email={supportEmail} />
          </a>
        </>
      ),
    },
  ];
}

function OrderSummary({ order }: { order: OrderView }) {
  return (
    <section className="order-card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-card__title">
        Your order
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Order number</dt>
          <dd className="order-facts__id">{order.orderNumber ?? order.id}</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{describePlan(order)}</dd>
        </div>
        {order.gifts && order.gifts.length > 0 && (
          <div>
            <dt>Included free</dt>
            <dd>{order.gifts.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>Paid today</dt>
          <dd>{formatCents(order.dueToday)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ReturnHome() {
  return (
    <div className="button-row button-row--center order-page__actions">
      <Link className="button button--primary button--large" to="/">
        Return Home
      </Link>
    </div>
  );
}

function SubscriptionSuccess({ order }: { order: OrderView | null }) {
  const { name } = useSiteConfig();
  const steps = useSteps('subscription');
  return (
    <OrderPage
      title={`Welcome to ${name}!`}
      eyebrow="Subscription confirmed"
      badge={<SuccessBadge />}
      lead="Your subscription is active. Thank you for trusting us with your yard."
    >
      {order && <OrderSummary order={order} />}
      <NextSteps steps={steps} />
      {order && <Upsells order={order} />}
      <ReturnHome />
    </OrderPage>
  );
}

function OneTimeSuccess({ order }: { order: OrderView | null }) {
  const steps = useSteps('one-time');
  return (
    <OrderPage title="Payment Successful!" eyebrow="Yard Rescue booked" badge={<SuccessBadge />} lead="Thanks! Your one-time Yard Rescue is paid and booked.">
      {order && <OrderSummary order={order} />}
      <NextSteps steps={steps} />
      <section className="order-card promo" aria-labelledby="promo-title">
        <h2 id="promo-title" className="promo__title">
          {SUBSCRIPTION_PROMO}
        </h2>
        <p>Keep your yard clean every week without thinking about it. No contracts, cancel anytime.</p>
        <Link className="button button--accent button--large" to="/#quote">
          View Subscription Plans
        </Link>
      </section>
      <ReturnHome />
    </OrderPage>
  );
}
