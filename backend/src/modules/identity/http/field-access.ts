import { HttpStatus } from '@nestjs/common';
import { Problem } from '../../../platform/http/problem';
import { AuthenticatedUser } from '../domain/authenticated-user';
import { SCOOPER_REQUIRED_MESSAGE } from '../identity.messages';
import { authenticationRequired, isApiPathUnder } from './admin-access';

const FIELD_PATH = /^\/api\/field(\/|$)/;
const FIELD_CONTROLLER_PATH = /^\/?field(\/|$)/i;

/** True for /api/field and below, read as isAdminPath reads /api/admin. */
export function isFieldPath(url: string): boolean {
  return isApiPathUnder(url, FIELD_PATH);
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
