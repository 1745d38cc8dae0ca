import { DEFAULT_BUSINESS } from '../../../backend/src/config/business';
import { faqGroups, pricingAnswer } from '../../../public-web/src/pages/faq/faq-content';

describe('the FAQ page', () => {
  const answers = faqGroups(DEFAULT_BUSINESS).flatMap((g) => g.entries);
  const answer = (topic: string) => answers.find((e) => e.topic === topic)?.answer ?? '';

  it('quotes the marketing prices from the price table, twice-weekly as $40/$50/$60 (spec 000 §9)', () => {
    expect(pricingAnswer()).toContain('a monthly visit is $45, $55, $65 a month');
    expect(pricingAnswer()).toContain('weekly service is $24, $29, $34 a week');
    expect(pricingAnswer()).toContain('twice-weekly service is $40, $50, $60 a week');
    expect(pricingAnswer()).toContain('starts at $75');
  });

  it('states the policy figures: 7 days to cancel, 48 hours for one-time and changes, 24-hour return, 15 days overdue', () => {
    expect(answer('cancel')).toContain("7 days' notice");
    expect(answer('cancel')).toContain('48 hours before the visit');
    expect(answer('changes')).toContain("48 hours' notice");
    expect(answer('guarantee')).toContain('within 24 hours');
    expect(answer('payment')).toContain('more than 15 days overdue');
  });

  it('speaks as a page, not as the chat guide', () => {
    for (const entry of answers) expect(entry.answer).not.toMatch(/\bI('ll| can)\b|Tell me/);
  });
});
