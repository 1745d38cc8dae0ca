import { weekdayLabel } from '../quote/weekdays';
import { addOnLabels, describePlan, formatDays, formatServiceDate } from './describe-order';
import type { OrderView } from './orders-api';

/** The service details on file: plan, extras, what came free, address, days or visit, trash day, dogs. */
export function ServiceDetails({ order }: { order: OrderView }) {
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
        {order.trashDay && (
          <div>
            <dt>Trash day</dt>
            <dd>{weekdayLabel(order.trashDay)}</dd>
          </div>
        )}
        {order.scheduledDate && order.isSubscription && (
          <div>
            <dt>First visit</dt>
            <dd>{formatServiceDate(order.scheduledDate)}</dd>
          </div>
        )}
        {dogs.length > 0 && (
          <div>
            <dt>Dogs</dt>
            <dd>{dogs.map((dog) => `${dog.name} (${dog.breed})`).join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
