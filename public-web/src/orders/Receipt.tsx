import { formatCents } from '../quote/pricing';
import { useSiteConfig } from '../site/SiteConfigContext';
import type { OrderView } from './orders-api';
import { zonedDateFormat } from '../ui/dates';

const PAID_DAY = zonedDateFormat({ month: 'long', day: 'numeric', year: 'numeric' });

/** "November 26, 2026" in the business's time zone. */
function paidOn(iso: string, timeZone: string): string {
  return PAID_DAY(new Date(iso), timeZone);
}

/** What was paid, as the quote card itemised it: lines, discount (with its code), what came free, the amount, the card and the date. */
export function Receipt({ order }: { order: OrderView }) {
  const { timeZone } = useSiteConfig();
  const lines = order.lineItems ?? [];
  const paid = order.amountPaid ?? order.dueToday;
  return (
    <section className="order-card receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="order-card__title">
        Payment received
      </h2>
      {lines.length > 0 && (
        <ul className="receipt__lines" aria-label="What you paid for">
          {lines.map((line) => (
            <li key={line.id} className={line.amount < 0 ? 'receipt__line receipt__line--discount' : 'receipt__line'}>
              <span>{line.id === 'discount' && order.discountCode ? `${line.label}: ${order.discountCode}` : line.label}</span>
              <span className="receipt__amount">{line.amount === 0 ? 'Free' : formatCents(line.amount)}</span>
            </li>
          ))}
          {(order.gifts ?? []).map((gift) => (
            <li key={gift} className="receipt__line receipt__line--discount">
              <span>{gift}</span>
              <span className="receipt__amount">Free</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="order-facts">
        <div>
          <dt>Paid today</dt>
          <dd>{formatCents(paid)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>By card{order.paidAt ? `, ${paidOn(order.paidAt, timeZone)}` : ''}</dd>
        </div>
        {order.isSubscription && (
          <div>
            <dt>Then</dt>
            <dd>
              {formatCents(order.commitmentMonths === 3 ? 3 * order.finalPrice : order.finalPrice)}{' '}
              {order.commitmentMonths === 3 ? 'every 3 months' : 'a month'}, cancel anytime
            </dd>
          </div>
        )}
        <div>
          <dt>Order number</dt>
          <dd className="order-facts__id">{order.orderNumber ?? order.id}</dd>
        </div>
      </dl>
    </section>
  );
}
