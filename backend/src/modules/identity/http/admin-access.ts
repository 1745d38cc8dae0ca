import { HttpStatus } from '@nestjs/common';
import { Problem } from '../../../platform/http/problem';
import { AuthenticatedUser } from '../domain/authenticated-user';
import { ADMIN_REQUIRED_MESSAGE, AUTHENTICATION_REQUIRED_MESSAGE } from '../identity.messages';

const ADMIN_PATH = /^\/api\/admin(\/|$)/;
const ADMIN_CONTROLLER_PATH = /^\/?admin(\/|$)/i;

/**
 * True when the URL's path matches, however it is cased, encoded or slashed (Express routes all of those). A path that
 * cannot be decoded counts as a match: the guards then refuse it, and refusing is the safe mistake.
 */
export function isApiPathUnder(url: string, pattern: RegExp): boolean {
  const path = normalisedPath(url);
  return path === null || pattern.test(path);
}

// The edge and the three guards ask about the same URL one after another: its normalised path is kept for the next ask.
let lastUrl: string | undefined;
let lastPath: string | null = null;

/** The URL's path decoded, single-slashed and lower-cased; null when it cannot be decoded. */
function normalisedPath(url: string): string | null {
  if (url === lastUrl) return lastPath;
  const path = url.split(/[?#]/, 1)[0];
  let normalised: string | null;
  try {
    normalised = decodeURIComponent(path)
      .replace(/\/{2,}/g, '/')
      .toLowerCase();
  } catch {
    normalised = null;
  }
  lastUrl = url;
  lastPath = normalised;
  return normalised;
}

const SIGN_IN_PATH = /^\/api\/auth\/sign-in\/?$/;

/** True for the password sign-in (staff and customers): a post that starts a session. */
export function isSignInPath(url: string): boolean {
  return isApiPathUnder(url, SIGN_IN_PATH);
}

/** True for /api/admin and below. */
export function isAdminPath(url: string): boolean {
  return isApiPathUnder(url, ADMIN_PATH);
}

export function isAdminControllerPath(paths: string | string[] | undefined): boolean {
  return [paths ?? []].flat().some((path) => ADMIN_CONTROLLER_PATH.test(path));
}

export function authenticationRequired(): Problem {
  return new Problem(HttpStatus.UNAUTHORIZED, 'Unauthorized', AUTHENTICATION_REQUIRED_MESSAGE, undefined, 'AUTHENTICATION_REQUIRED');
}

/** The problem that keeps this user out of /api/admin, or null when they may pass. */
export function adminAccessProblem(user: AuthenticatedUser | undefined): Problem | null {
  if (!user) return authenticationRequired();
  if (!user.isAdmin) return new Problem(HttpStatus.FORBIDDEN, 'Forbidden', ADMIN_REQUIRED_MESSAGE, undefined, 'ADMIN_REQUIRED');
  return null;
}
