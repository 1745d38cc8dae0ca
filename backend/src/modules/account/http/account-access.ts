import { isApiPathUnder } from '../../identity';

const ACCOUNT_PATH = /^\/api\/account(\/|$)/;
const OPEN_ACCOUNT_PATH = /^\/api\/account\/(sign-in-link|sign-in)\/?$/;

/** True for /api/account and below, but for the sign-in routes (a visitor has no session yet). */
export function isGuardedAccountPath(url: string): boolean {
  return isApiPathUnder(url, ACCOUNT_PATH) && !isApiPathUnder(url, OPEN_ACCOUNT_PATH);
}
