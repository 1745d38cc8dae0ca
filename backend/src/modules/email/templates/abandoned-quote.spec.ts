import { abandonedQuote, AbandonedQuoteInput } from './abandoned-quote';
import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';

const input: AbandonedQuoteInput = {
  business: BUSINESS,
  customerName: 'Pat',
  resumeUrl: 'http://localhost:3000/?lead=4f0c&utm_source=email#quote',
  unsubscribeUrl: 'http://localhost:3000/api/email/unsubscribe?token=abc.def',
  quoteLines: ['Weekly service · 1 dog · small yard', '$96.00 a month'],
};

describe('abandonedQuote', () => {
  const email = abandonedQuote(input);

  it('reminds the visitor of the quote lines in both parts', () => {
    expect(email.subject).toBe('Your SCV Scoopers quote is saved');
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Pat,');
      expect(part).toContain('Weekly service · 1 dog · small yard');
      expect(part).toContain('$96.00 a month');
    }
  });

  it('has a "Finish my quote" button to the resume link, with its query string escaped in the HTML', () => {
    expect(email.html).toContain('href="http://localhost:3000/?lead=4f0c&amp;utm_source=email#quote"');
    expect(visibleText(email.html)).toContain('Finish my quote');
    expect(email.text).toContain('Finish my quote: http://localhost:3000/?lead=4f0c&utm_source=email#quote');
  });

  it('carries an unsubscribe link in both parts', () => {
    expect(email.html).toContain('href="http://localhost:3000/api/email/unsubscribe?token=abc.def"');
    expect(email.text).toContain('Unsubscribe from quote reminders: http://localhost:3000/api/email/unsubscribe?token=abc.def');
  });

  it('escapes hostile names and quote lines', () => {
    const hostile = abandonedQuote({ ...input, customerName: HOSTILE_NAME, quoteLines: ['<b>bold</b>'] });
    expect(hostile.html).not.toMatch(/<script|<b>/);
    expect(hostile.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(hostile.text).toContain('- <b>bold</b>');
  });
});
