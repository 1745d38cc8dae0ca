import { Link, useSearchParams } from 'react-router-dom';
import { addOnLabels, describePlan, firstName, formatDays, formatServiceDate } from './describe-order';
import { SuccessBadge } from './illustrations';
import { Pending } from './LoadStatus';
import { OrderPage } from './OrderPage';
import type { OrderView } from './orders-api';
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
      <div className="button-row button-row--center order-page__actions">
        <Link className="button button--accent button--large" to="/customer-next-steps">
          What Happens Next
        </Link>
      </div>
    </OrderPage>
  );
}

function ServiceDetails({ order }: { order: OrderView }) {
  const addOns = addOnLabels(order);
  const dogs = order.dogInfo.filter((dog) => dog.name || dog.breed);
  return (
    <section className="order-card" aria-labelledby="service-details-title">
      <h2 id="service-details-title" className="order-card__title">
        Your service details
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Service</dt>
          <dd>{describePlan(order)}</dd>
        </div>
        {addOns.length > 0 && (
          <div>
            <dt>Add-ons</dt>
            <dd>{addOns.join(', ')}</dd>
          </div>
        )}
        {order.gifts && order.gifts.length > 0 && (
          <div>
            <dt>Included free</dt>
            <dd>{order.gifts.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>Address</dt>
          <dd>
            {order.streetAddress}
            {order.zipCode ? `, ${order.zipCode}` : ''}
          </dd>
        </div>
        {order.isSubscription ? (
          <div>
            <dt>Preferred days</dt>
            <dd>{formatDays(order.preferredDays)}</dd>
          </div>
        ) : (
          <div>
            <dt>Visit</dt>
            <dd>
              {order.scheduledDate ? formatServiceDate(order.scheduledDate) : ''}
              {order.timeSlot ? `, ${order.timeSlot}` : ''}
            </dd>
          </div>
        )}
        {dogs.length > 0 && (
          <div>
            <dt>Dogs</dt>
            <dd>{dogs.map((dog) => `${dog.name} (${dog.breed})`).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>Order confirmation</dt>
          <dd className="order-facts__id">{order.id}</dd>
        </div>
      </dl>
    </section>
  );
}
