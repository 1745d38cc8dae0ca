import type { Request, Response } from 'express';
import { DUPLICATE_WINDOW_MS } from '../commands/checkout-limits';
import { poolRandomBytes } from '../../../platform/random-bytes';

/** A random value this browser holds (httpOnly), so only the browser that opened a checkout can resume it. */
export const RESUME_COOKIE = 'checkout_resume';
const BROWSER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's token from its cookie, or a new one; the cookie is (re)set either way. */
export function browserToken(req: Request, res: Response, secure: boolean): string {
  const cookies: Record<string, unknown> | undefined = req.cookies;
  const held = cookies?.[RESUME_COOKIE];
  const token = typeof held === 'string' && BROWSER_TOKEN.test(held) ? held : poolRandomBytes(32).toString('base64url');
  res.cookie(RESUME_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/api/checkout', maxAge: DUPLICATE_WINDOW_MS });
  return token;
}
