import { useState } from 'react';
import { SectionLink } from '../../navigation/SectionLink';
import { opensOnPhone } from '../../ui/phone-layout';
import { MARKETING_ADD_ONS, MARKETING_GUARANTEES, MARKETING_PLANS, YARD_RESCUE_FROM, type MarketingPlan } from './marketing-prices';
import { usePlanChoice } from './usePlanChoice';

function PlanCard({ plan, onChoose }: { plan: MarketingPlan; onChoose: ReturnType<typeof usePlanChoice> }) {
  const featured = plan.options.some((option) => option.badge);
  return (
    <li className={featured ? 'plan-card plan-card--featured' : 'plan-card'}>
      <h3 className="plan-card__name">{plan.name}</h3>
      <p className="plan-card__cadence">{plan.cadence}</p>
      <ul className="plan-card__options">
        {plan.options.map((option) => (
          <li key={option.dogs}>
            <button
              type="button"
              className={option.badge ? 'plan-option plan-option--badged' : 'plan-option'}
              onClick={() => onChoose(option.dogs, plan.frequency)}
            >
              <span className="visually-hidden">Choose {plan.name.toLowerCase()} for </span>
              <span className="plan-option__dogs">{option.dogsLabel}</span>
              <span className="plan-option__price">
                {option.price}
                <span className="plan-option__unit">{plan.unit}</span>
              </span>
              {option.badge && <span className="plan-option__badge">{option.badge}</span>}
            </button>
          </li>
        ))}
      </ul>
      <p className="plan-card__note">{plan.yardNote}. Larger yards are priced in your quote.</p>
    </li>
  );
}

/** Phones (issue 18 §8): the add-on list and the guarantees start folded there (the quote form lists both again); elsewhere open. */
function useFoldedOnPhones(): boolean {
  const [folded] = useState(opensOnPhone);
  return folded;
}

export function PricingSection() {
  const choosePlan = usePlanChoice();
  const folded = useFoldedOnPhones();
  return (
    <section id="pricing" className="section section--tinted" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section__header">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple plans, no contracts</h2>
          <p className="section__lead">Choose how often we come and how many dogs you have. Your quote shows the exact price for your yard.</p>
        </div>
        <ul className="plan-grid">
          {MARKETING_PLANS.map((plan) => (
            <PlanCard key={plan.frequency} plan={plan} onChoose={choosePlan} />
          ))}
        </ul>

        <div className="rescue-card">
          <div>
            <h3>One-time Yard Rescue</h3>
            <p>A deep cleanup for move-ins, parties, or when the yard got away from you. No subscription needed.</p>
          </div>
          <p className="rescue-card__price">
            <span>from</span> {YARD_RESCUE_FROM}
          </p>
          <button type="button" className="button button--ghost" onClick={() => choosePlan('1', 'one-time-cleanup')}>
            Book a Yard Rescue
          </button>
        </div>

        <div className="pricing-extras">
          <div className="pricing-extras__block">
            <h3>Add-ons</h3>
            <details className="addon-fold" open={!folded}>
              <summary className="addon-fold__summary">See all {MARKETING_ADD_ONS.length} add-ons and their prices</summary>
              <ul className="addon-list">
                {MARKETING_ADD_ONS.map((addOn) => (
                  <li key={addOn.name}>
                    <span className="addon-list__name">{addOn.name}</span>
                    <span className="addon-list__price">{addOn.price}</span>
                    <span className="addon-list__note">{addOn.note}</span>
                  </li>
                ))}
              </ul>
            </details>
          </div>
          <div className="pricing-extras__block">
            <h3>Every plan includes</h3>
            <details className="addon-fold" open={!folded}>
              <summary className="addon-fold__summary">See all {MARKETING_GUARANTEES.length} things every plan includes</summary>
              <ul className="check-list check-list--stacked">
                {MARKETING_GUARANTEES.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </details>
            <SectionLink section="quote" className="button button--accent">
              Get my exact price
            </SectionLink>
          </div>
        </div>
      </div>
    </section>
  );
}
