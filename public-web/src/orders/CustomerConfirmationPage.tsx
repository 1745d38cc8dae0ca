import { Link, useSearchParams } from 'react-router-dom';
import { firstName } from './describe-order';
import { SuccessBadge } from './illustrations';
import { Pending } from './LoadStatus';
import { OrderPage } from './OrderPage';
import { Receipt } from './Receipt';
import { ServiceDetails } from './ServiceDetails';
import { useOrderBySession } from './useOrderBySession';

/** /customer-confirmation?session_id: what we saved, then on to what happens next. */
export default function CustomerConfirmationPage() {
  const [params] = useSearchParams();
  const [load] = useOrderBySession(params.get('session_id'));
  const order = load.state === 'ready' ? load.order : null;
  const name = order ? firstName(order.customerName) : '';
  return (
    <OrderPage
      title={name ? `You’re all set, ${name}!` : 'You’re all set!'}
      eyebrow="Setup complete"
      badge={<SuccessBadge />}
      lead="Thanks for completing your details. Here is what we have for your service."
    >
      {load.state === 'loading' && <Pending text="Loading your details…" />}
      {order && <ServiceDetails order={order} />}
      {order && <Receipt order={order} />}
      <div className="button-row button-row--center order-page__actions">
        <Link className="button button--accent button--large" to="/customer-next-steps">
          What Happens Next
        </Link>
      </div>
    </OrderPage>
  );
}
