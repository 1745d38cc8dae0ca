import { ADD_ON_IDS, calculateQuote, WEEKDAYS } from '../../pricing';
import { toChoices } from '../domain/quote-input';
import { DiscountGuesses } from './discount-guesses';
import { PriceQuoteHandler, PriceQuoteQuery, QUOTE_MEMO_LIMIT } from './price-quote.query';

const WEEKLY = { serviceType: 'subscription', serviceFrequency: 'weekly', numberOfDogs: '2', yardSize: 'small', commitmentMonths: 1 };
const TAKE20 = { id: 'c0de', code: 'TAKE20', discountPercent: 20 };

/** A code book that knows TAKE20 and counts its look-ups (the guesses a visitor is held to). */
function codeBook() {
  const asked: string[] = [];
  const codes = {
    check: async (input: string) => {
      asked.push(input);
      return input.trim().toUpperCase() === 'TAKE20' ? { isValid: true, discountCode: TAKE20 } : { isValid: false, error: 'no' };
    },
  } as unknown as DiscountGuesses;
  return { codes, asked };
}

const price = (handler: PriceQuoteHandler, request: object) => handler.execute(new PriceQuoteQuery(request, () => '203.0.113.9'));

describe('the quote API prices each set of choices once (issue 19)', () => {
  it('given the same choices twice, answers the same quote, priced as calculateQuote prices it, and frozen', async () => {
    const handler = new PriceQuoteHandler(codeBook().codes);
    const first = await price(handler, WEEKLY);
    const again = await price(handler, { ...WEEKLY, yardSize: ' Small ' });
    expect(again).toBe(first);
    expect(first).toEqual({ ...calculateQuote(toChoices(WEEKLY, 'subscription'))!, discountCode: null });
    // Shared by every visitor who asks: no caller can change it for the next one.
    expect(Object.isFrozen(first) && Object.isFrozen(first.lineItems) && Object.isFrozen(first.lineItems[0])).toBe(true);
    expect(() => ((first as { finalPrice: number }).finalPrice = 1)).toThrow(TypeError);
  });

  it('given other choices, answers their own quote', async () => {
    const handler = new PriceQuoteHandler(codeBook().codes);
    const two = await price(handler, WEEKLY);
    const three = await price(handler, { ...WEEKLY, numberOfDogs: '3+' });
    expect(three).not.toBe(two);
    expect(three.finalPrice).toBeGreaterThan(two.finalPrice);
  });

  it('given a discount code, looks the code up each time and answers a quote of its own', async () => {
    const { codes, asked } = codeBook();
    const handler = new PriceQuoteHandler(codes);
    const plain = await price(handler, WEEKLY);
    const first = await price(handler, { ...WEEKLY, discountCode: 'take20' });
    const second = await price(handler, { ...WEEKLY, discountCode: 'take20' });
    expect(asked).toEqual(['take20', 'take20']);
    expect(first).not.toBe(second);
    expect(first).toMatchObject({ discountPercent: 20, discountCode: TAKE20 });
    expect(first.finalPrice).toBeLessThan(plain.finalPrice);
    await expect(price(handler, { ...WEEKLY, discountCode: 'NOPE' })).rejects.toMatchObject({ status: 400 });
  });

  it('refuses choices it cannot price, with the same messages, and keeps nothing for them', async () => {
    const handler = new PriceQuoteHandler(codeBook().codes);
    await expect(price(handler, { ...WEEKLY, yardSize: 'huge' })).rejects.toMatchObject({ status: 400 });
    await expect(price(handler, { ...WEEKLY, serviceFrequency: '' })).rejects.toMatchObject({ status: 400 });
    expect((handler as unknown as { plain: Map<string, unknown> }).plain.size).toBe(0);
  });

  it(`given more than ${QUOTE_MEMO_LIMIT} sets of choices, keeps the newest ${QUOTE_MEMO_LIMIT} (a client walking every set grows nothing)`, async () => {
    const handler = new PriceQuoteHandler(codeBook().codes);
    // Valid sets, priced one after another until one more than the bound: add-ons × trash days × prepay.
    const sets: object[] = [];
    const answers: object[] = [];
    for (const commitmentMonths of [1, 3])
      for (const trashDay of WEEKDAYS)
        for (let mask = 0; mask < 1 << ADD_ON_IDS.length && sets.length <= QUOTE_MEMO_LIMIT; mask++) {
          const addOns = Object.fromEntries(ADD_ON_IDS.map((id, i) => [id, (mask & (1 << i)) !== 0]));
          const set = { ...WEEKLY, commitmentMonths, trashDay, addOns };
          const answer = await price(handler, set).catch(() => null);
          if (!answer) continue;
          sets.push(set);
          answers.push(answer);
        }
    expect(sets).toHaveLength(QUOTE_MEMO_LIMIT + 1);
    expect((handler as unknown as { plain: Map<string, unknown> }).plain.size).toBe(QUOTE_MEMO_LIMIT);
    // The oldest was let go: asked again, it is priced again (equal, not the same object); the newest is still kept.
    const oldest = await price(handler, sets[0]);
    expect(oldest).not.toBe(answers[0]);
    expect(oldest).toEqual(answers[0]);
    expect(await price(handler, sets[QUOTE_MEMO_LIMIT])).toBe(answers[QUOTE_MEMO_LIMIT]);
  });
});
