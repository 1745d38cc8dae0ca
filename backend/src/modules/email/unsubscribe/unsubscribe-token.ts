import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Addresses compare as the vault compares them: trimmed and lower-cased. */
export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** The two keys unsubscribe needs, derived from one secret so neither is ever the secret itself. */
export interface UnsubscribeKeys {
  signing: Buffer;
  digest: Buffer;
}

export function deriveUnsubscribeKeys(secret: Buffer): UnsubscribeKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
  return { signing: derive('scv/email/unsubscribe-signing/v1'), digest: derive('scv/email/unsubscribe-digest/v1') };
}

/** The token in an unsubscribe link: base64url(address) + '.' + base64url(HMAC-SHA256 over the address). */
export function signUnsubscribeToken(email: string, signingKey: Buffer): string {
  const address = normaliseAddress(email);
  return `${Buffer.from(address, 'utf8').toString('base64url')}.${signature(address, signingKey).toString('base64url')}`;
}

/** The address a token was signed for, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(token: unknown, signingKey: Buffer): string | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const address = Buffer.from(match[1], 'base64url').toString('utf8');
  // Re-encoding must give back the same text, so no two tokens name one address and no bytes are lost.
  if (Buffer.from(address, 'utf8').toString('base64url') !== match[1] || address !== normaliseAddress(address) || !address.includes('@')) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(address, signingKey);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/** What email_unsubscribes stores instead of the address. */
export function addressDigest(email: string, digestKey: Buffer): string {
  return createHmac('sha256', digestKey).update(normaliseAddress(email)).digest('hex');
}

function signature(address: string, signingKey: Buffer): Buffer {
  return createHmac('sha256', signingKey).update(`unsubscribe:${address}`).digest();
}
