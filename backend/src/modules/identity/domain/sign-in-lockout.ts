/** Failed sign-ins to one account, from any address, before each further failure makes it wait. */
export const ACCOUNT_FREE_FAILURES = 5;
/** The first wait; each further failure doubles it. */
export const ACCOUNT_FIRST_DELAY_MS = 1000;
/** The longest wait, so an attacker can never keep the owner out for longer than this at a time. */
export const ACCOUNT_MAX_DELAY_MS = 15 * 60_000;
/** Failures are forgotten after a day without one. */
export const ACCOUNT_FAILURES_FORGOTTEN_MS = 24 * 3_600_000;

/** What is kept per account (times in epoch ms); no record is the same as all zeros. */
export interface AccountFailures {
  failures: number;
  /** When the last counted attempt was. */
  last: number;
  /** No attempt is checked before this. */
  until: number;
}

export const NO_FAILURES: AccountFailures = { failures: 0, last: 0, until: 0 };

export type LockoutDecision = { refused: true; waitMs: number } | { refused: false; next: AccountFailures };

/** The wait after the n-th failure in a row: none for the free ones, then 1 s, 2 s, 4 s … capped. */
export function waitAfterFailures(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_MS, ACCOUNT_FIRST_DELAY_MS * 2 ** Math.min(failures - ACCOUNT_FREE_FAILURES, 40));
}

/**
 * One sign-in attempt on an account. While a wait runs it is refused unchecked (not counted, the wait not made longer);
 * otherwise it counts as a failure (a day's quiet forgets earlier ones) and sets the next wait. A matching password
 * then clears the record. SignInLockout runs this same rule as one atomic Redis script, so parallel guesses from many
 * addresses cannot all slip in before the first is counted.
 */
export function decideSignInAttempt(state: AccountFailures, now: number): LockoutDecision {
  if (now < state.until) return { refused: true, waitMs: state.until - now };
  const failures = (now - state.last > ACCOUNT_FAILURES_FORGOTTEN_MS ? 0 : state.failures) + 1;
  return { refused: false, next: { failures, last: now, until: now + waitAfterFailures(failures) } };
}
