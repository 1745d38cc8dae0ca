import { CONFIRM_PATH, confirmationTokenId, confirmationUrl, isPlausibleConfirmationToken, newConfirmationToken, SIGN_UP_TOKEN_TTL_MS } from './sign-up-token';

describe('sign-up confirmation tokens', () => {
  it('are 43 random base64url characters; the database keeps only their sha256', () => {
    const token = newConfirmationToken();
    expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.id).toMatch(/^[0-9a-f]{64}$/);
    expect(token.id).toBe(confirmationTokenId(token.value));
    expect(token.id).not.toContain(token.value);
    expect(newConfirmationToken().value).not.toBe(token.value);
  });

  it('work for a day', () => {
    expect(SIGN_UP_TOKEN_TTL_MS).toBe(24 * 3_600_000);
  });

  it('go into a link on the public URL, whatever slashes it ends with', () => {
    expect(confirmationUrl('https://www.example.com/', 'abc_DEF-123')).toBe(`https://www.example.com${CONFIRM_PATH}?token=abc_DEF-123`);
    expect(confirmationUrl('https://www.example.com/app//', 'a')).toBe('https://www.example.com/app/api/auth/confirm?token=a');
  });

  it('are only looked up when they could be ours', () => {
    expect(isPlausibleConfirmationToken(newConfirmationToken().value)).toBe(true);
    for (const value of [undefined, null, 42, ['a'.repeat(43)], 'short', 'a'.repeat(129), `${'a'.repeat(42)}=`, `${'a'.repeat(40)}' or 1=1`]) {
      expect(isPlausibleConfirmationToken(value)).toBe(false);
    }
  });
});
