import { useNavigate } from 'react-router-dom';
import { ADD_ON_CATALOGUE, type AddOnId } from '../quote/pricing';
import { upsellsFor } from './upsell-offers';
import { useSiteConfig } from '../site/SiteConfigContext';
import type { OrderView } from './orders-api';
import { addsToSameSubscription, addToServicePath } from '../account/add-to-service';

/** The quote form reads ?addOn= and ?email= to pre-tick the add-on for this customer. */
export const addToServiceUrl = (id: AddOnId, email: string) => `/?addOn=${id}&email=${encodeURIComponent(email)}#quote`;

/** Offers the extras this order doesn't have yet. */
export function Upsells({ order }: { order: OrderView }) {
  const navigate = useNavigate();
  const { supportEmail } = useSiteConfig();
  const missing = upsellsFor(order);
  if (!missing.length) return null;
  const subject = encodeURIComponent(`Add services to order ${order.orderNumber ?? order.id}`);
  const body = encodeURIComponent(
    `Hi! I'd like to add these to my service:\n${missing.map(({ id }) => `- ${ADD_ON_CATALOGUE[id].label}`).join('\n')}\n\nOrder ${order.orderNumber ?? order.id}`,
  );
  return (
    <section className="order-card" aria-labelledby="upsells-title">
      <h2 id="upsells-title" className="order-card__title">
        Make it even easier
      </h2>
      <p className="order-card__lead">
        {addsToSameSubscription(order)
          ? 'Popular extras you can add to your plan: same subscription, no new setup fee.'
          : 'Popular extras you can add to your service.'}
      </p>
      <ul className="upsells">
        {missing.map(({ id, price, popular }) => (
          <li key={id} className="upsell">
            <div className="upsell__text">
              <h3 className="upsell__title" id={`upsell-${id}`}>
                {ADD_ON_CATALOGUE[id].label}
                {popular && <span className="upsell__badge">Popular</span>}
              </h3>
              <p>{ADD_ON_CATALOGUE[id].description}</p>
            </div>
            <p className="upsell__price">{price}</p>
            <button
              type="button"
              className="button button--primary upsell__button"
              aria-describedby={`upsell-${id}`}
              onClick={() => navigate(addsToSameSubscription(order) ? addToServicePath(order.id, id) : addToServiceUrl(id, order.customerEmail))}
            >
              Add to Service
            </button>
          </li>
        ))}
      </ul>
      {missing.length > 1 && (
        <p className="upsells__email">
          Want more than one?{' '}
          <a className="button button--ghost" href={`mailto:${supportEmail}?subject=${subject}&body=${body}`}>
            Email Us
          </a>
        </p>
      )}
    </section>
  );
}
