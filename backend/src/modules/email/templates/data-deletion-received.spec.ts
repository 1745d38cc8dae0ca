import { dataDeletionReceived } from './data-deletion-received';
import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';

describe('dataDeletionReceived', () => {
  const email = dataDeletionReceived({ business: BUSINESS, fullName: 'Jo Smith', email: 'jo@example.com' });

  it("repeats the spec's promise and names the address, in both parts", () => {
    expect(email.subject).toBe('We received your data deletion request');
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Jo Smith,');
      expect(part).toContain('jo@example.com');
      expect(part).toContain("We'll process your request within 30 days and send confirmation to your email.");
    }
  });

  it('says what gets deleted and what the law makes us keep', () => {
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('What gets deleted');
      expect(part).toMatch(/name, e-mail address, phone number and service address/);
      expect(part).toContain('What we must keep');
      expect(part).toMatch(/Payment and tax records/);
    }
  });

  it('escapes a hostile name', () => {
    const hostile = dataDeletionReceived({ business: BUSINESS, fullName: HOSTILE_NAME, email: 'jo@example.com' });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.text).toContain(HOSTILE_NAME);
  });
});
