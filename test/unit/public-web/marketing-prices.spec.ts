import {
  MARKETING_ADD_ONS,
  MARKETING_GUARANTEES,
  MARKETING_PLANS,
  SERVICE_CARD_PRICES,
  YARD_RESCUE_FROM,
} from '../../../public-web/src/pages/home/marketing-prices';
import { frequencyPriceHint } from '../../../public-web/src/quote/price-hints';
import { pricingAnswer } from '../../../public-web/src/pages/faq/faq-content';

const pricesOf = (frequency: string) => MARKETING_PLANS.find((plan) => plan.frequency === frequency)?.options.map((o) => o.price);
const badgeOf = (frequency: string) => MARKETING_PLANS.find((plan) => plan.frequency === frequency)?.options.find((o) => o.badge);

describe('the pricing section figures come from the price table and match the spec (000 §9)', () => {
  it('shows the small-yard row for every plan: monthly $45/$55/$65, weekly $24/$29/$34 and twice-weekly $40/$50/$60', () => {
    expect(pricesOf('monthly')).toEqual(['$45', '$55', '$65']);
    expect(pricesOf('weekly')).toEqual(['$24', '$29', '$34']);
    expect(pricesOf('twice-weekly')).toEqual(['$40', '$50', '$60']);
    expect(MARKETING_PLANS.map((plan) => plan.yardNote)).toEqual([
      'Small yard prices',
      'Small yard prices, billed monthly',
      'Small yard prices, billed monthly',
    ]);
  });

  it('marks weekly with 2 dogs most popular and twice-weekly with 2 dogs best value', () => {
    expect(badgeOf('weekly')).toMatchObject({ dogs: '2', badge: 'Most popular' });
    expect(badgeOf('twice-weekly')).toMatchObject({ dogs: '2', badge: 'Best value' });
    expect(badgeOf('monthly')).toBeUndefined();
  });

  it("gives the services card every plan in the quote form's words, and Yard Rescue from $75", () => {
    expect(SERVICE_CARD_PRICES).toEqual(['Weekly from $24/week', 'Twice-weekly from $40/week', 'Monthly from $45/month']);
    expect(SERVICE_CARD_PRICES[0]).toContain(frequencyPriceHint('weekly', { numberOfDogs: '', yardSize: '' }));
    expect(YARD_RESCUE_FROM).toBe('$75');
  });

  it('the FAQ states the same small-yard figures as the pricing section', () => {
    const answer = pricingAnswer();
    for (const plan of MARKETING_PLANS) expect(answer).toContain(plan.options.map((o) => o.price).join(', '));
  });

  it('prices the add-ons and guarantees from the same module', () => {
    expect(MARKETING_ADD_ONS.map((a) => a.price)).toEqual(['$5/week', '$10/month', '$2/month', '$5/month', '$10/month', '$4.95/trip']);
    expect(MARKETING_ADD_ONS[5].note).toContain('$9.95/trip');
    expect(MARKETING_GUARANTEES).toContain('$50 one-time setup fee, $25 with 3-month prepay');
    expect(MARKETING_GUARANTEES).toContain('Save 15% when you prepay 3 months');
  });
});
