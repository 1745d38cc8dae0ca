import { useSiteConfig } from '../../site/SiteConfigContext';

const PLANS = ['Monthly', 'Weekly', 'Twice-weekly', 'One-time Yard Rescue'];

export function PricingSection() {
  const { supportEmail } = useSiteConfig();
  return (
    <section id="pricing" className="section section--tinted" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section__header">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple plans, no contracts</h2>
          <p className="section__lead">
            Pick the visit schedule that fits your dogs and your yard, and cancel anytime. Every plan comes with our
            100% satisfaction guarantee.
          </p>
        </div>
        <ul className="plan-chips" aria-label="Plans we offer">
          {PLANS.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
        <div className="notice">
          <p>
            Our full price list is on its way. In the meantime, email us at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we&apos;ll send you prices for your home.
          </p>
        </div>
      </div>
    </section>
  );
}
