import { HttpStatus } from '@nestjs/common';
import { Problem } from '../../../platform/http/problem';
import { AuthenticatedUser } from '../domain/authenticated-user';
import { SCOOPER_REQUIRED_MESSAGE } from '../identity.messages';
import { authenticationRequired } from './admin-access';

const FIELD_PATH = /^\/api\/field(\/|$)/;
const FIELD_CONTROLLER_PATH = /^\/?field(\/|$)/i;

/** True for /api/field and below, however the URL is cased, encoded or slashed (as isAdminPath reads it). */
export function isFieldPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Unreadable: the guards refuse it (admin-access treats it as admin), so calling it field too costs nothing.
    return true;
  }
  return FIELD_PATH.test(decoded.replace(/\/{2,}/g, '/').toLowerCase());
}

export function isFieldControllerPath(paths: string | string[] | undefined): boolean {
  return [paths ?? []].flat().some((path) => FIELD_CONTROLLER_PATH.test(path));
}

/** The problem that keeps this user out of /api/field (anonymous 401; customers, admins and deactivated scoopers 403), or null. */
export function fieldAccessProblem(user: AuthenticatedUser | undefined): Problem | null {
  if (!user) return authenticationRequired();
  if (!user.isScooper) return new Problem(HttpStatus.FORBIDDEN, 'Forbidden', SCOOPER_REQUIRED_MESSAGE, undefined, 'SCOOPER_REQUIRED');
  return null;
}
