import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../../../config/config';

export const SESSION_COOKIE = 'sid';

function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' };
}

export function setSessionCookie(res: Response, token: string, config: AppConfig): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: config.env.SESSION_TTL_HOURS * 3_600_000 });
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

export function readSessionToken(req: Request): string | undefined {
  const cookies: Record<string, unknown> | undefined = req.cookies;
  const token = cookies?.[SESSION_COOKIE];
  return typeof token === 'string' ? token : undefined;
}
