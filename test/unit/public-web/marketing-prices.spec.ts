import {
  MARKETING_ADD_ONS,
  MARKETING_GUARANTEES,
  MARKETING_PLANS,
  SERVICE_CARD_PRICES,
  YARD_RESCUE_FROM,
} from '../../../public-web/src/pages/home/marketing-prices';

const pricesOf = (frequency: string) => MARKETING_PLANS.find((plan) => plan.frequency === frequency)?.options.map((o) => o.price);
const badgeOf = (frequency: string) => MARKETING_PLANS.find((plan) => plan.frequency === frequency)?.options.find((o) => o.badge);

describe('the pricing section figures come from the price table and match the spec (000 §9)', () => {
  it('shows monthly $45/$55/$65, weekly $24/$29/$34 and twice-weekly (medium yard) $42/$52/$62', () => {
    expect(pricesOf('monthly')).toEqual(['$45', '$55', '$65']);
    expect(pricesOf('weekly')).toEqual(['$24', '$29', '$34']);
    expect(pricesOf('twice-weekly')).toEqual(['$42', '$52', '$62']);
  });

  it('marks weekly with 2 dogs most popular and twice-weekly with 2 dogs best value', () => {
    expect(badgeOf('weekly')).toMatchObject({ dogs: '2', badge: 'Most popular' });
    expect(badgeOf('twice-weekly')).toMatchObject({ dogs: '2', badge: 'Best value' });
    expect(badgeOf('monthly')).toBeUndefined();
  });

  it('gives the services card $45–65 per month and $40–60 per week, and Yard Rescue from $75', () => {
    expect(SERVICE_CARD_PRICES).toEqual({ perMonth: '$45–65 per month', perWeek: '$40–60 per week' });
    expect(YARD_RESCUE_FROM).toBe('$75');
  });

  it('prices the add-ons and guarantees from the same module', () => {
    expect(MARKETING_ADD_ONS.map((a) => a.price)).toEqual(['$5/week', '$10/month', '$5/month', '$10/month', '$4.95/trip']);
    expect(MARKETING_ADD_ONS[4].note).toContain('$9.95/trip');
    expect(MARKETING_GUARANTEES).toContain('$50 one-time setup fee, $25 with 3-month prepay');
    expect(MARKETING_GUARANTEES).toContain('Save 15% when you prepay 3 months');
  });
});
