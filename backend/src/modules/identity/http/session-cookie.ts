import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../../../config/config';
import { isPlausibleSessionToken } from '../domain/session';
import type { SessionService } from '../sessions/session.service';

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

/**
 * Attaches the signed-in user to the request, once for all the guards: a promise only when there is a token to look
 * up, so a request without a session cookie passes the guards without an await each.
 */
export function attachSessionUser(req: Request, sessions: SessionService, token = readSessionToken(req)): void | Promise<void> {
  if (req.user != null || !isPlausibleSessionToken(token)) {
    req.user ??= undefined;
    return;
  }
  return sessions.authenticate(token).then((user) => {
    req.user ??= user ?? undefined;
  });
}
