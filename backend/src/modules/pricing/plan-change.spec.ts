import { billingPeriod, changedChoices, changedQuote, prorate, SERVICE_CHANGE_MESSAGES, ServiceChangeInvalid } from './plan-change';
import { NO_ADD_ONS } from './price-table';
import { calculateQuote, QuoteChoices } from './quote';

const WEEKLY: QuoteChoices = {
  serviceType: 'subscription',
  serviceFrequency: 'weekly',
  numberOfDogs: '2',
  yardSize: 'medium',
  addOns: { ...NO_ADD_ONS },
  trashDay: 'thursday',
  commitmentMonths: 1,
};
const BINS_ONLY: QuoteChoices = { ...WEEKLY, serviceFrequency: '', numberOfDogs: '', yardSize: '', addOns: { ...NO_ADD_ONS, binTakeOut: true } };

const refusal = (fn: () => unknown): Record<string, string> => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ServiceChangeInvalid) return error.errors;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('pricing: a change to the same subscription (issue 17)', () => {
  it('switches only the add-ons named and keeps yard, commitment and the rest', () => {
    const next = changedChoices({ ...WEEKLY, addOns: { ...NO_ADD_ONS, deodorizing: true } }, { addOns: { binBringIn: true } });
    expect(next).toEqual({ ...WEEKLY, addOns: { ...NO_ADD_ONS, deodorizing: true, binBringIn: true } });
    expect(changedChoices(WEEKLY, { serviceFrequency: 'monthly', numberOfDogs: '3+' })).toMatchObject({
      serviceFrequency: 'monthly',
      numberOfDogs: '3+',
      yardSize: 'medium',
    });
  });

  it('prices the change with the same pricing module as the quote, with the order’s discount, to the cent', () => {
    const next = changedChoices(WEEKLY, { addOns: { binBringIn: true } });
    const quote = changedQuote(next, 10);
    expect(quote).toEqual(calculateQuote(next, 10));
    // $31 × 4 weeks + Bin Bring In $4.95 × 4 trips = $143.80; 10% off = $129.42 a month.
    expect(quote.finalPrice).toBe(12942);
    expect(quote.recurring).toEqual({ intervalMonths: 1, amount: 12942 });
  });

  it('refuses unknown add-ons, prototype keys, non-boolean values, one-time or unknown frequencies, and bad dogs', () => {
    expect(refusal(() => changedChoices(WEEKLY, { addOns: { price: true } }))).toEqual({ addOns: SERVICE_CHANGE_MESSAGES.addOns });
    expect(refusal(() => changedChoices(WEEKLY, { addOns: JSON.parse('{"__proto__": {"binBringIn": true}}') }))).toEqual({
      addOns: SERVICE_CHANGE_MESSAGES.addOns,
    });
    expect(refusal(() => changedChoices(WEEKLY, { addOns: JSON.parse('{"constructor": true}') }))).toEqual({ addOns: SERVICE_CHANGE_MESSAGES.addOns });
    expect(refusal(() => changedChoices(WEEKLY, { addOns: { binBringIn: 'yes' } }))).toEqual({ addOns: SERVICE_CHANGE_MESSAGES.addOns });
    expect(refusal(() => changedChoices(WEEKLY, { addOns: ['binBringIn'] }))).toEqual({ addOns: SERVICE_CHANGE_MESSAGES.addOns });
    expect(refusal(() => changedChoices(WEEKLY, { serviceFrequency: 'one-time-cleanup', numberOfDogs: '9' }))).toEqual({
      serviceFrequency: SERVICE_CHANGE_MESSAGES.frequency,
      numberOfDogs: SERVICE_CHANGE_MESSAGES.dogs,
    });
  });

  it('needs a trash day to add bin service, and keeps a bins-only plan bins-only with a bin', () => {
    expect(refusal(() => changedChoices({ ...WEEKLY, trashDay: '' }, { addOns: { binBringIn: true } }))).toEqual({
      trashDay: SERVICE_CHANGE_MESSAGES.trashDayRequired,
    });
    expect(changedChoices({ ...WEEKLY, trashDay: '' }, { addOns: { binBringIn: true }, trashDay: 'monday' }).trashDay).toBe('monday');
    expect(refusal(() => changedChoices(BINS_ONLY, { serviceFrequency: 'weekly' }))).toEqual({ serviceFrequency: SERVICE_CHANGE_MESSAGES.binOnlyFrequency });
    expect(refusal(() => changedChoices(BINS_ONLY, { addOns: { binTakeOut: false } }))).toEqual({ addOns: SERVICE_CHANGE_MESSAGES.binOnlyNeedsBin });
    expect(changedChoices(BINS_ONLY, { addOns: { binBringIn: true } }).addOns).toMatchObject({ binTakeOut: true, binBringIn: true });
  });

  it('finds the billing period from the first payment (monthly, every 3 months, month ends)', () => {
    expect(billingPeriod('2026-01-15', '2026-01-15', 1)).toEqual({ start: '2026-01-15', end: '2026-02-15' });
    expect(billingPeriod('2026-01-15', '2026-03-20', 1)).toEqual({ start: '2026-03-15', end: '2026-04-15' });
    expect(billingPeriod('2026-01-31', '2026-02-10', 1)).toEqual({ start: '2026-01-31', end: '2026-02-28' });
    expect(billingPeriod('2026-01-15', '2026-05-01', 3)).toEqual({ start: '2026-04-15', end: '2026-07-15' });
  });

  it('prorates the difference for the days left from the effective date, to the cent; a downgrade is a credit', () => {
    const period = { start: '2026-01-15', end: '2026-02-15' }; // 31 days
    // 14 days left of 31 at +$14.00 a month: 1400 × 14 / 31 = 632.26 → 632 cents.
    expect(prorate(12400, 13800, period, '2026-02-01')).toBe(632);
    expect(prorate(13800, 12400, period, '2026-02-01')).toBe(-632);
    expect(prorate(12400, 13800, period, '2026-01-10')).toBe(1400);
    expect(prorate(12400, 13800, period, '2026-02-15')).toBe(0);
  });
});
