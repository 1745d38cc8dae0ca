import {
  ACCOUNT_FAILURES_FORGOTTEN_MS,
  ACCOUNT_FIRST_DELAY_MS,
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_DELAY_MS,
  AccountFailures,
  decideSignInAttempt,
  NO_FAILURES,
  waitAfterFailures,
} from './sign-in-lockout';

const T0 = 1_700_000_000_000;

/** given the attempts made at these times (each one counted or refused as the rule says), when one more comes at `now`. */
function given(...times: number[]) {
  let state: AccountFailures = NO_FAILURES;
  for (const at of times) {
    const decision = decideSignInAttempt(state, at);
    if (!decision.refused) state = decision.next;
  }
  return {
    state,
    when: (now: number) => ({
      thenCounted: (failures: number, waitMs: number) =>
        expect(decideSignInAttempt(state, now)).toEqual({ refused: false, next: { failures, last: now, until: now + waitMs } }),
      thenRefused: (waitMs: number) => expect(decideSignInAttempt(state, now)).toEqual({ refused: true, waitMs }),
    }),
  };
}

describe('per-account sign-in lockout', () => {
  it('lets the first failures through without a wait', () => {
    given().when(T0).thenCounted(1, 0);
    given(T0, T0 + 1, T0 + 2)
      .when(T0 + 3)
      .thenCounted(4, 0);
  });

  it('makes the account wait from the fifth failure, doubling each time', () => {
    const four = [T0, T0 + 1, T0 + 2, T0 + 3];
    given(...four)
      .when(T0 + 4)
      .thenCounted(ACCOUNT_FREE_FAILURES, ACCOUNT_FIRST_DELAY_MS);
    given(...four, T0 + 4)
      .when(T0 + 4 + ACCOUNT_FIRST_DELAY_MS)
      .thenCounted(6, 2 * ACCOUNT_FIRST_DELAY_MS);
  });

  it('refuses unchecked during a wait, without counting or making the wait longer', () => {
    const five = [T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4];
    given(...five)
      .when(T0 + 500)
      .thenRefused(T0 + 4 + ACCOUNT_FIRST_DELAY_MS - (T0 + 500));
    const { state } = given(...five, T0 + 500, T0 + 600);
    expect(state).toEqual({ failures: 5, last: T0 + 4, until: T0 + 4 + ACCOUNT_FIRST_DELAY_MS });
  });

  it('never makes the owner wait longer than the cap', () => {
    expect(waitAfterFailures(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
    expect(waitAfterFailures(ACCOUNT_FREE_FAILURES + 3)).toBe(8 * ACCOUNT_FIRST_DELAY_MS);
    expect(waitAfterFailures(ACCOUNT_FREE_FAILURES + 20)).toBe(ACCOUNT_MAX_DELAY_MS);
    expect(waitAfterFailures(10_000)).toBe(ACCOUNT_MAX_DELAY_MS);
  });

  it('forgets failures after a day without one', () => {
    const state: AccountFailures = { failures: 9, last: T0, until: T0 + ACCOUNT_MAX_DELAY_MS };
    expect(decideSignInAttempt(state, T0 + ACCOUNT_FAILURES_FORGOTTEN_MS + 1)).toEqual({
      refused: false,
      next: { failures: 1, last: T0 + ACCOUNT_FAILURES_FORGOTTEN_MS + 1, until: T0 + ACCOUNT_FAILURES_FORGOTTEN_MS + 1 },
    });
    expect(decideSignInAttempt(state, T0 + ACCOUNT_FAILURES_FORGOTTEN_MS)).toMatchObject({ refused: false, next: { failures: 10 } });
  });
});
