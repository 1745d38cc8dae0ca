import { signUpConfirmation } from './sign-up-confirmation';
import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';

describe('signUpConfirmation', () => {
  const email = signUpConfirmation({ business: BUSINESS, fullName: 'Lee Chan', confirmUrl: 'https://scvscoopers.example/auth/confirm?token=t0k' });

  it('asks the person to confirm, with the link in both parts', () => {
    expect(email.subject).toBe('Confirm your SCV Scoopers account');
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Lee Chan,');
      expect(part).toContain('Confirm my e-mail');
    }
    expect(email.html).toContain('href="https://scvscoopers.example/auth/confirm?token=t0k"');
    expect(email.text).toContain('Confirm my e-mail: https://scvscoopers.example/auth/confirm?token=t0k');
  });

  it('escapes a hostile name', () => {
    const hostile = signUpConfirmation({ business: BUSINESS, fullName: HOSTILE_NAME, confirmUrl: 'https://x.example/' });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;');
  });
});
