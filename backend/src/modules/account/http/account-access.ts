import { isApiPathUnder } from '../../identity';

const ACCOUNT_PATH = /^\/api\/account(\/|$)/;
const OPEN_ACCOUNT_PATH = /^\/api\/account\/(sign-in-link|sign-in)\/?$/;

/** True for /api/account and below, but for the sign-in routes (a visitor has no session yet). */
export function isGuardedAccountPath(url: string): boolean {
  return isApiPathUnder(url, ACCOUNT_PATH) && !isApiPathUnder(url, OPEN_ACCOUNT_PATH);
}

const LINK_SIGN_IN_PATH = /^\/api\/account\/sign-in\/?$/;

/** True for the sign-in link's redeem post (the link page's button): a post that starts a session. */
export function isLinkSignInPath(url: string): boolean {
  return isApiPathUnder(url, LINK_SIGN_IN_PATH);
}
