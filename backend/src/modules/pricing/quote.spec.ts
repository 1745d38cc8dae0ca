import { calculateQuote, formatCents, formatPrice, groupDigits, isBinOnly, QuoteChoices } from './quote';
import { AddOns, NO_ADD_ONS } from './price-table';

const choices = (over: Omit<Partial<QuoteChoices>, 'addOns'> & { addOns?: Partial<AddOns> } = {}): QuoteChoices => ({
  serviceType: 'subscription',
  serviceFrequency: 'weekly',
  numberOfDogs: '1',
  yardSize: 'small',
  trashDay: '',
  commitmentMonths: 1,
  ...over,
  addOns: { ...NO_ADD_ONS, ...over.addOns },
});
const binOnly = (addOns: Partial<AddOns>, over: Omit<Partial<QuoteChoices>, 'addOns'> = {}) =>
  choices({ serviceFrequency: '', numberOfDogs: '', yardSize: '', trashDay: 'tuesday', addOns, ...over });
const quote = (c: QuoteChoices, percent = 0) => {
  const q = calculateQuote(c, percent);
  if (!q) throw new Error('expected a quote');
  return q;
};

describe('price table, every cell (spec 000 §9)', () => {
  // [frequency, dogs, yard, per-week or monthly cell, monthly base]
  const cells: Array<[QuoteChoices['serviceFrequency'], QuoteChoices['numberOfDogs'], QuoteChoices['yardSize'], number]> = [];
  const table = {
    weekly: [
      [2400, 2600, 2800],
      [2900, 3100, 3300],
      [3400, 3600, 3800],
    ],
    'twice-weekly': [
      [4000, 4200, 4400],
      [5000, 5200, 5400],
      [6000, 6200, 6400],
    ],
    monthly: [
      [4500, 5500, 7000],
      [5500, 6000, 7000],
      [6500, 7000, 7000],
    ],
    'one-time-cleanup': [
      [7500, 8500, 9500],
      [8500, 9500, 10500],
      [9500, 10500, 11500],
    ],
  } as const;
  for (const [frequency, rows] of Object.entries(table))
    rows.forEach((row, d) =>
      row.forEach((cell, y) => cells.push([frequency as never, (['1', '2', '3+'] as const)[d], (['small', 'medium', 'large'] as const)[y], cell])),
    );

  it.each(cells)('%s, %s dog(s), %s yard → cell %i', (serviceFrequency, numberOfDogs, yardSize, cell) => {
    const oneTime = serviceFrequency === 'one-time-cleanup';
    const q = quote(choices({ serviceFrequency, numberOfDogs, yardSize, serviceType: oneTime ? 'one-time' : 'subscription' }));
    const perWeek = serviceFrequency === 'weekly' || serviceFrequency === 'twice-weekly';
    expect(q.basePrice).toBe(perWeek ? cell * 4 : cell);
    expect(q.totalPrice).toBe(q.basePrice);
    expect(q.kind).toBe(oneTime ? 'one-time' : 'subscription');
    expect(q.setupFee).toBe(oneTime ? 0 : 5000);
    expect(q.dueToday).toBe(q.basePrice + q.setupFee);
    expect(q.monthlyPrice).toBe(oneTime ? null : q.basePrice);
  });
  it('covers all 36 cells', () => expect(cells).toHaveLength(36));
});

describe('DESIGN.md §8 worked examples, to the cent', () => {
  it('1 dog, small, weekly → base 9600, setup 5000, due 14600', () => {
    const q = quote(choices());
    expect([q.basePrice, q.setupFee, q.dueToday]).toEqual([9600, 5000, 14600]);
  });
  it('2 dogs, medium, weekly, deodorizing, 3-month → commitment 1860, final 10540, setup 2500, due 34120', () => {
    const q = quote(choices({ numberOfDogs: '2', yardSize: 'medium', commitmentMonths: 3, addOns: { deodorizing: true } }));
    expect(q).toMatchObject({ basePrice: 12400, addOnsPrice: 0, commitmentDiscount: 1860, finalPrice: 10540, setupFee: 2500, dueToday: 34120 });
    expect(q.lineItems.find((l) => l.id === 'deodorizing')).toMatchObject({ amount: 0, note: 'Free on medium and large yards' });
    expect(q.recurring).toEqual({ intervalMonths: 3, amount: 31620 });
    expect(q.lineItems[0]).toEqual({ id: 'base', label: 'Weekly · 2 dogs · medium yard', amount: 12400, note: '$31 × 4 weeks' });
  });
  it('3+ dogs, large, twice-weekly, off-site + key/lock → base 25600, add-ons 1500, due 32100', () => {
    const q = quote(
      choices({ numberOfDogs: '3+', yardSize: 'large', serviceFrequency: 'twice-weekly', addOns: { offSiteDisposal: true, keyLockService: true } }),
    );
    expect([q.basePrice, q.addOnsPrice, q.dueToday]).toEqual([25600, 1500, 32100]);
  });
  it('one-time, 2 dogs, small, deodorizing → 8500 + 500, due 9000', () => {
    const q = quote(choices({ serviceType: 'one-time', serviceFrequency: 'one-time-cleanup', numberOfDogs: '2', addOns: { deodorizing: true } }));
    expect([q.basePrice, q.addOnsPrice, q.setupFee, q.dueToday, q.recurring]).toEqual([8500, 500, 0, 9000, null]);
  });
  it('monthly, 1 dog, small, code 10% → discount 450, final 4050, due 9050', () => {
    const q = quote(choices({ serviceFrequency: 'monthly' }), 10);
    expect([q.discountAmount, q.finalPrice, q.dueToday]).toEqual([450, 4050, 9050]);
  });
  it('bin-only, trash bin + take out + bring in → 1000 + 3980 + 3980 = 8960, due 8960', () => {
    const q = quote(binOnly({ trashBinService: true, binTakeOut: true, binBringIn: true }));
    expect(q.kind).toBe('bin-only');
    expect(q.lineItems.map((l) => l.amount)).toEqual([1000, 3980, 3980]);
    expect([q.basePrice, q.totalPrice, q.setupFee, q.dueToday]).toEqual([0, 8960, 0, 8960]);
  });
  it('weekly, 1 dog, small, code 20%, 3-month → discount 1920, commitment 1152, final 6528, due 22084', () => {
    const q = quote(choices({ commitmentMonths: 3 }), 20);
    expect([q.discountAmount, q.commitmentDiscount, q.finalPrice, q.setupFee, q.dueToday]).toEqual([1920, 1152, 6528, 2500, 22084]);
  });
});

describe('the first month’s free bin deodorizing (spec 000 §1)', () => {
  it('comes with every subscription, bins-only too, and never with a one-time cleanup', () => {
    const gift = { id: 'firstMonthBinDeodorizing', label: 'Bin deodorizing with your first month' };
    expect(quote(choices()).gifts).toEqual([gift]);
    expect(quote(binOnly({ trashBinService: true })).gifts).toEqual([gift]);
    expect(quote(choices({ serviceType: 'one-time', serviceFrequency: 'one-time-cleanup' })).gifts).toEqual([]);
  });
  it('costs nothing: not a charged line, and the totals are unchanged', () => {
    const q = quote(choices());
    expect(q.lineItems.map((l) => l.id)).toEqual(['base', 'setup']);
    expect(q.dueToday).toBe(14600);
  });
});

describe('add-on rules', () => {
  it.each([
    ['weekly', 2000],
    ['twice-weekly', 2000],
    ['monthly', 500],
  ] as const)('deodorizing on a small yard, %s → $5 × weeks factor = %i', (serviceFrequency, amount) => {
    expect(quote(choices({ serviceFrequency, addOns: { deodorizing: true } })).addOnsPrice).toBe(amount);
  });
  it.each(['medium', 'large'] as const)('deodorizing is free on a %s yard', (yardSize) => {
    expect(quote(choices({ yardSize, addOns: { deodorizing: true } })).addOnsPrice).toBe(0);
  });
  it('deodorizing is not free in bin-only mode: $5 × 4 weeks', () => {
    expect(quote(binOnly({ trashBinService: true, deodorizing: true })).addOnsPrice).toBe(1000 + 2000);
  });
  it('off-site disposal $10, key/lock $5, trash bin service $10, flat per period', () => {
    for (const serviceFrequency of ['weekly', 'monthly', 'twice-weekly'] as const) {
      expect(quote(choices({ serviceFrequency, addOns: { offSiteDisposal: true } })).addOnsPrice).toBe(1000);
      expect(quote(choices({ serviceFrequency, addOns: { keyLockService: true } })).addOnsPrice).toBe(500);
      expect(quote(choices({ serviceFrequency, trashDay: 'monday', addOns: { trashBinService: true } })).addOnsPrice).toBe(1000);
    }
  });
  it('Gate Access Service is $2 a period on a small yard and never priced on a larger yard or bins only (spec 001 §3)', () => {
    const small = quote(choices({ addOns: { gateAccess: true } }));
    expect(small.addOnsPrice).toBe(200);
    expect(small.lineItems).toContainEqual({ id: 'gateAccess', label: 'Gate Access Service', amount: 200 });
    expect(quote(choices({ yardSize: 'medium', addOns: { gateAccess: true } })).addOnsPrice).toBe(0);
    expect(quote(binOnly({ trashBinService: true, gateAccess: true })).addOnsPrice).toBe(1000);
  });
  it.each([
    ['weekly', 4],
    ['twice-weekly', 4],
    ['monthly', 1],
    ['one-time-cleanup', 1],
  ] as const)('bin take out and bring in as add-ons on %s: $4.95 × %i trips each', (serviceFrequency, trips) => {
    const q = quote(choices({ serviceFrequency, trashDay: 'friday', addOns: { binTakeOut: true, binBringIn: true } }));
    expect(q.addOnsPrice).toBe(2 * 495 * trips);
  });
  it('bin trips cost $9.95 × 4 in bin-only mode', () => {
    expect(quote(binOnly({ binTakeOut: true })).addOnsPrice).toBe(3980);
  });
  it('discount code applies to base plus add-ons, never the setup fee', () => {
    const q = quote(choices({ addOns: { offSiteDisposal: true } }), 50);
    expect(q.discountAmount).toBe(Math.round((9600 + 1000) / 2));
    expect(q.setupFee).toBe(5000);
  });
  it('a discount code applies to one-time and bin-only orders too', () => {
    expect(quote(choices({ serviceType: 'one-time', serviceFrequency: 'one-time-cleanup' }), 10).finalPrice).toBe(6750);
    expect(quote(binOnly({ trashBinService: true }), 10).finalPrice).toBe(900);
  });
  it('3-month prepay applies to subscriptions only, never bin-only or one-time', () => {
    const bin = quote(binOnly({ trashBinService: true }, { commitmentMonths: 3 }));
    expect([bin.commitmentDiscount, bin.commitmentMonths, bin.dueToday]).toEqual([0, 1, 1000]);
    const once = quote(choices({ serviceType: 'one-time', serviceFrequency: 'one-time-cleanup', commitmentMonths: 3 }));
    expect([once.commitmentDiscount, once.commitmentMonths, once.dueToday]).toEqual([0, 1, 7500]);
  });
  it('rounds percentages to the nearest cent', () => {
    // 3+ dogs, large, monthly 7000 + key/lock 500 = 7500; 15% → 1125; 7% of 7500 = 525
    const q = quote(choices({ serviceFrequency: 'monthly', numberOfDogs: '3+', yardSize: 'large', commitmentMonths: 3, addOns: { keyLockService: true } }), 7);
    expect([q.discountAmount, q.commitmentDiscount, q.finalPrice]).toEqual([525, Math.round(6975 * 0.15), 6975 - 1046]);
  });
});

describe('incomplete and bin-only choices', () => {
  it('gives no quote until dogs, yard and frequency are chosen', () => {
    expect(calculateQuote(choices({ numberOfDogs: '' }))).toBeNull();
    expect(calculateQuote(choices({ yardSize: '' }))).toBeNull();
    expect(calculateQuote(choices({ serviceFrequency: '' }))).toBeNull();
  });
  it('is bin-only only while dogs, yard and frequency are all empty', () => {
    expect(isBinOnly(binOnly({ binBringIn: true }))).toBe(true);
    expect(isBinOnly({ ...binOnly({ binBringIn: true }), numberOfDogs: '1' })).toBe(false);
    expect(isBinOnly(binOnly({ deodorizing: true }))).toBe(false);
  });
});

describe('formatCents', () => {
  it.each([
    [34120, '$341.20'],
    [5, '$0.05'],
    [-1860, '-$18.60'],
    [123456, '$1,234.56'],
    [123456789, '$1,234,567.89'],
  ])('%i → %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});

describe('formatPrice', () => {
  it.each([
    [4500, '$45'],
    [120000, '$1,200'],
    [995, '$9.95'],
    [0, '$0'],
    [-4500, '-$45'],
    [100000000, '$1,000,000'],
  ])('%i → %s', (cents, text) => expect(formatPrice(cents)).toBe(text));
});

describe('groupDigits', () => {
  it.each([0, 7, 99, 999, 1000, 9999, 12345, 100000, 999999, 1000000, 123456789, 1234567890123])('%i is grouped as en-US Intl groups it', (n) =>
    expect(groupDigits(n)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n)),
  );
});
