import { calculateQuote, NO_ADD_ONS, type QuoteChoices } from '../../pricing';
import { breakdown, checkoutLines } from './checkout-lines';

const choices: QuoteChoices = {
  serviceType: 'subscription',
  serviceFrequency: 'weekly',
  numberOfDogs: '1',
  yardSize: 'small',
  addOns: { ...NO_ADD_ONS, binTakeOut: true },
  trashDay: 'tuesday',
  commitmentMonths: 1,
};

describe('the hosted checkout shows what was chosen (issue 18 §2)', () => {
  it('describes the charge with the quote card’s lines, the discount, the trash day and the free gift', () => {
    const quote = calculateQuote(choices, 10)!;
    expect(breakdown(quote, choices)).toBe(
      'Weekly · 1 dog · small yard $96.00; Bin Take Out $19.80; Discount code (10% off) -$11.58; trash day Tuesday; free: bin deodorizing with your first month',
    );
    const [plan, setup] = checkoutLines(quote, choices);
    expect(plan).toMatchObject({ amount: quote.finalPrice, recurring: { intervalMonths: 1 }, description: breakdown(quote, choices) });
    expect(setup).toEqual({ name: 'One-time setup fee', amount: 5000, recurring: null });
  });

  it('a one-time cleanup names its lines and no gift', () => {
    const oneTime: QuoteChoices = { ...choices, serviceType: 'one-time', serviceFrequency: 'one-time-cleanup', addOns: NO_ADD_ONS, trashDay: '' };
    const [line] = checkoutLines(calculateQuote(oneTime)!, oneTime);
    expect(line).toMatchObject({ amount: 7500, recurring: null, description: 'One-time Yard Rescue · 1 dog · small yard $75.00' });
  });
});
