import { DEFAULT_BUSINESS } from '../../../config/business';
import { basePriceFor, formatCents, NUMBER_OF_DOGS, SERVED_ZIP_CODES, SERVICE_FREQUENCIES, YARD_SIZES } from '../../pricing';
import { buildFaq, FAQ_TOPICS, priceTableLines } from '.';

describe('the knowledge the FAQ, the guide and the model share', () => {
  const faq = buildFaq(DEFAULT_BUSINESS);

  it('answers every FAQ topic exactly once', () => {
    expect(faq.map((e) => e.topic).sort()).toEqual([...FAQ_TOPICS].sort());
    for (const entry of faq) expect(entry.answer.length).toBeGreaterThan(20);
  });

  it("states the spec's policies", () => {
    const text = faq.map((e) => e.answer).join('\n');
    for (const claim of [
      '100% satisfaction guarantee',
      'within 24 hours',
      "48 hours' notice",
      "7 days' notice",
      'No contracts',
      'cancel anytime',
      'aggressive dogs must be secured indoors',
      'since 2024',
      'eco-friendly',
      'free bin deodorizing for the first month',
      DEFAULT_BUSINESS.hours,
    ]) {
      expect(text).toContain(claim);
    }
    expect(text).toContain(SERVED_ZIP_CODES.join(', ').replace(/, (\d+)$/, ' and $1'));
  });

  it('lists every cell of the price table as the pricing module computes it', () => {
    const table = priceTableLines().join('\n');
    for (const f of SERVICE_FREQUENCIES)
      for (const d of NUMBER_OF_DOGS) for (const y of YARD_SIZES) expect(table).toContain(`${y} ${formatCents(basePriceFor(f, d, y))}`);
    expect(priceTableLines()).toHaveLength(12);
  });
});
