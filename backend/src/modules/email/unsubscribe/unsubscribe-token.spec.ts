import { randomBytes } from 'node:crypto';
import { addressDigest, deriveUnsubscribeKeys, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const keys = deriveUnsubscribeKeys(Buffer.from('11'.repeat(32), 'hex'));
  const other = deriveUnsubscribeKeys(randomBytes(32));

  it('round-trips the normalised address', () => {
    const token = signUnsubscribeToken('  Pat.Lee@Example.COM ', keys.signing);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, keys.signing)).toBe('pat.lee@example.com');
    expect(signUnsubscribeToken('pat.lee@example.com', keys.signing)).toBe(token);
  });

  it('refuses a token signed with another key', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken('pat@example.com', other.signing), keys.signing)).toBeNull();
  });

  it('refuses a token whose address was swapped for another', () => {
    const [, signature] = signUnsubscribeToken('pat@example.com', keys.signing).split('.');
    const forged = `${Buffer.from('victim@example.com').toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(forged, keys.signing)).toBeNull();
  });

  it('refuses a tampered signature and malformed input without throwing', () => {
    const token = signUnsubscribeToken('pat@example.com', keys.signing);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyUnsubscribeToken(`${token.slice(0, -1)}${last}`, keys.signing)).toBeNull();
    for (const bad of [undefined, null, 42, ['a', 'b'], '', '.', 'abc', `${token}.x`, token.replace('.', ''), 'a'.repeat(5000), '%%%.%%%']) {
      expect(verifyUnsubscribeToken(bad, keys.signing)).toBeNull();
    }
  });

  it('refuses an address that is not in normal form, so one address has one token', () => {
    const { signing } = keys;
    const [, signature] = signUnsubscribeToken('pat@example.com', signing).split('.');
    expect(verifyUnsubscribeToken(`${Buffer.from('PAT@example.com').toString('base64url')}.${signature}`, signing)).toBeNull();
  });

  it('derives distinct signing and digest keys, and digests never contain the address', () => {
    expect(keys.signing.equals(keys.digest)).toBe(false);
    const digest = addressDigest('Pat@Example.com', keys.digest);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).toBe(addressDigest(' pat@example.com', keys.digest));
    expect(digest).not.toBe(addressDigest('pat@example.com', other.digest));
  });
});
