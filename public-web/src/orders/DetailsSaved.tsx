import { Link } from 'react-router-dom';
import { CUSTOMER_INFO_MESSAGES } from './order-rules';
import type { OrderView } from './orders-api';
import { Receipt } from './Receipt';
import { ServiceDetails } from './ServiceDetails';
import { SupportContact } from './SupportContact';

/**
 * The forms take service details once; opened again (the e-mail's link, a reload), the page shows what is saved and
 * what was paid, and says that changes go through us.
 */
export function DetailsSaved({ order }: { order: OrderView }) {
  return (
    <>
      <ServiceDetails order={order} />
      <Receipt order={order} />
      <section className="order-card order-card--center" aria-labelledby="details-saved-title">
        <h2 id="details-saved-title" className="order-card__title">
          {CUSTOMER_INFO_MESSAGES.detailsSavedTitle}
        </h2>
        <p>{CUSTOMER_INFO_MESSAGES.detailsSaved}</p>
        <div className="button-row button-row--center details-saved__actions">
          <Link className="button button--accent" to="/customer-next-steps">
            What Happens Next
          </Link>
        </div>
        <SupportContact lead="Need a change? Contact us:" />
      </section>
    </>
  );
}
