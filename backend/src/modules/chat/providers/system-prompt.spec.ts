import { DEFAULT_BUSINESS } from '../../../config/business';
import { ADD_ON_CATALOGUE, basePriceFor, formatCents, NUMBER_OF_DOGS, SERVED_ZIP_CODES, SERVICE_FREQUENCIES, YARD_SIZES } from '../../pricing';
import { buildFaq } from '../knowledge';
import { buildSystemPrompt } from './system-prompt';

describe("the model's system prompt", () => {
  const now = new Date('2026-01-15T17:00:00.000Z');
  const prompt = buildSystemPrompt({ business: DEFAULT_BUSINESS, currentPage: '/faq', now });

  it('carries the live price table, the served ZIPs and the hours', () => {
    for (const f of SERVICE_FREQUENCIES)
      for (const d of NUMBER_OF_DOGS) for (const y of YARD_SIZES) expect(prompt).toContain(formatCents(basePriceFor(f, d, y)));
    for (const zip of SERVED_ZIP_CODES) expect(prompt).toContain(zip);
    expect(prompt).toContain(DEFAULT_BUSINESS.hours);
    for (const addOn of Object.values(ADD_ON_CATALOGUE)) expect(prompt).toContain(addOn.label);
  });

  it('carries the FAQ and the policies', () => {
    for (const entry of buildFaq(DEFAULT_BUSINESS)) expect(prompt).toContain(entry.answer);
    expect(prompt).toContain('Aggressive dogs must be secured indoors');
    expect(prompt).toContain('SCROLL_TO_QUOTE');
  });

  it('knows the local time and the page', () => {
    expect(prompt).toContain('Thursday, January 15, 2026 at 9:00 AM');
    expect(prompt).toContain('/faq');
  });

  it('follows the configured business', () => {
    const other = buildSystemPrompt({
      business: { ...DEFAULT_BUSINESS, name: 'Canyon Poop Patrol', supportEmail: 'hello@cpp.example' },
      currentPage: null,
      now,
    });
    expect(other).toContain('Canyon Poop Patrol');
    expect(other).toContain('hello@cpp.example');
    expect(other).not.toContain(DEFAULT_BUSINESS.supportEmail);
  });
});
