import { createHash, randomBytes } from 'node:crypto';

/** A sign-in link works for this long, once. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const SIGN_IN_LINK_TTL_MS = SIGN_IN_LINK_TTL_MINUTES * 60_000;

/** The page the e-mailed link opens (GET shows a button) and the button's POST that signs in. */
export const SIGN_IN_PATH = '/api/account/sign-in';

/** Where a used, expired or unknown link lands: the account's sign-in form, which says so. */
export const LINK_EXPIRED_LOCATION = '/account?link=expired';
export const SIGNED_IN_LOCATION = '/account';

export interface SignInToken {
  /** Goes into the e-mailed link only. */
  value: string;
  /** sha256(value) hex: what the database keeps. */
  id: string;
}

export function newSignInToken(): SignInToken {
  const value = randomBytes(32).toString('base64url');
  return { value, id: signInTokenId(value) };
}

export function signInTokenId(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function signInUrl(publicUrl: string, value: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SIGN_IN_PATH}?token=${encodeURIComponent(value)}`;
}

/** Our tokens are 43 base64url characters; anything else is not worth a database round trip. */
export function isPlausibleSignInToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{40,64}$/.test(value);
}
