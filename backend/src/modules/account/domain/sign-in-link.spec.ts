import { isPlausibleSignInToken, newSignInToken, signInTokenId, signInUrl } from './sign-in-link';

describe('account sign-in link tokens', () => {
  it('are 43 url-safe characters kept only as their sha256', () => {
    const token = newSignInToken();
    expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.id).toBe(signInTokenId(token.value));
    expect(token.id).toMatch(/^[0-9a-f]{64}$/);
    expect(newSignInToken().value).not.toBe(token.value);
  });

  it('build the link on the public URL', () => {
    expect(signInUrl('https://scv.example/', 'abc')).toBe('https://scv.example/api/account/sign-in?token=abc');
  });

  it('refuse anything that is not one of our tokens before a database round trip', () => {
    expect(isPlausibleSignInToken(newSignInToken().value)).toBe(true);
    for (const bad of [undefined, null, 42, ['x'.repeat(43)], 'short', 'x'.repeat(43) + '!', 'x'.repeat(65)]) {
      expect(isPlausibleSignInToken(bad)).toBe(false);
    }
  });
});
