import { EMAIL_NOT_CONFIRMED_DETAIL, EMAIL_NOT_CONFIRMED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, SCOOPER_MESSAGES } from '../identity.messages';

/** A refused sign-in: the problem's status, title, detail (the message) and code. */
export class SignInRejected extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly title: string,
    detail: string,
    readonly code: 'INVALID_CREDENTIALS' | 'EMAIL_NOT_CONFIRMED' | 'ACCOUNT_DEACTIVATED',
  ) {
    super(detail);
  }
}

/** The account an attempt names, as far as the rules care. */
export interface SignInAccount {
  emailConfirmed: boolean;
  /** Staff deactivated the account (a scooper who left); absent means active. */
  deactivated?: boolean;
}

/** The password matched an account (checked against a dummy hash when there is none, so both cost the same). */
export function passwordMatched(account: SignInAccount | null, passwordMatches: boolean): boolean {
  return account !== null && passwordMatches;
}

/**
 * Run after the throttle and the lockout let the attempt through. One answer for an unknown email and a wrong password,
 * so accounts cannot be enumerated; "not confirmed" only after the password matched, so it tells nothing to someone who
 * does not own the account; likewise "deactivated". Returns the account a session may start for.
 */
export function decideSignIn<A extends SignInAccount>(account: A | null, passwordMatches: boolean): A {
  if (account === null || !passwordMatches) throw new SignInRejected(401, INVALID_CREDENTIALS_MESSAGE, INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  if (!account.emailConfirmed) throw new SignInRejected(403, EMAIL_NOT_CONFIRMED_MESSAGE, EMAIL_NOT_CONFIRMED_DETAIL, 'EMAIL_NOT_CONFIRMED');
  if (account.deactivated) throw new SignInRejected(403, 'Account deactivated', SCOOPER_MESSAGES.deactivated, 'ACCOUNT_DEACTIVATED');
  return account;
}
