import { createHash, randomBytes } from 'node:crypto';

/** A confirmation link works for 24 hours. */
export const SIGN_UP_TOKEN_TTL_MS = 24 * 60 * 60_000;

export const CONFIRM_PATH = '/api/auth/confirm';

export interface ConfirmationToken {
  /** Goes into the link only. */
  value: string;
  /** sha256(value) hex: what the database keeps. */
  id: string;
}

export function newConfirmationToken(): ConfirmationToken {
  const value = randomBytes(32).toString('base64url');
  return { value, id: confirmationTokenId(value) };
}

export function confirmationTokenId(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function confirmationUrl(publicUrl: string, value: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${CONFIRM_PATH}?token=${encodeURIComponent(value)}`;
}

/** Our tokens are 43 base64url characters; anything else is not worth a database round trip. */
export function isPlausibleConfirmationToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value);
}
