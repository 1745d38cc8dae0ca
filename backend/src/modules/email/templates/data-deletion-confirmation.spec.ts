import { dataDeletionConfirmation } from './data-deletion-confirmation';
import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';

describe('dataDeletionConfirmation', () => {
  const confirmUrl = 'https://scv.example/api/data-deletion-requests/confirm?token=abc.def';
  const email = dataDeletionConfirmation({ business: BUSINESS, fullName: 'Jo Smith', email: 'jo@example.com', confirmUrl, linkDays: 7 });

  it('asks the mailbox owner to confirm, with the link in both parts, and says ignoring it deletes nothing', () => {
    expect(email.subject).toBe('Please confirm your data deletion request');
    expect(email.html).toContain(`href="${confirmUrl}"`);
    expect(email.text).toContain(confirmUrl);
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Jo Smith,');
      expect(part).toContain('jo@example.com');
      expect(part).toContain('The link works for 7 days.');
      expect(part).toContain('Ignore this e-mail and nothing will be deleted.');
    }
  });

  it('escapes a hostile name', () => {
    const hostile = dataDeletionConfirmation({ business: BUSINESS, fullName: HOSTILE_NAME, email: 'jo@example.com', confirmUrl, linkDays: 7 });
    expect(hostile.html).not.toContain('<script>');
  });
});
