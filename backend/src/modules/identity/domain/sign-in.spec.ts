import { EMAIL_NOT_CONFIRMED_DETAIL, EMAIL_NOT_CONFIRMED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, SCOOPER_MESSAGES } from '../identity.messages';
import { decideSignIn, passwordMatched, SignInAccount, SignInRejected } from './sign-in';

const CONFIRMED = { id: 'u1', emailConfirmed: true };
const UNCONFIRMED = { id: 'u2', emailConfirmed: false };
const DEACTIVATED = { id: 'u3', emailConfirmed: true, deactivated: true };
const INVALID = { status: 401, title: INVALID_CREDENTIALS_MESSAGE, message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' };

/** given the account the e-mail names (or none), when the password does or does not match, then … */
const given = (account: (SignInAccount & { id: string }) | null) => ({
  when: (passwordMatches: boolean) => ({
    thenSignedIn: () => expect(decideSignIn(account, passwordMatches)).toBe(account),
    thenRejected: (expected: object) => {
      let thrown: unknown;
      try {
        decideSignIn(account, passwordMatches);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(SignInRejected);
      expect(thrown).toMatchObject(expected);
    },
  }),
});

describe('sign-in decisions', () => {
  it('signs in a confirmed account whose password matches', () => given(CONFIRMED).when(true).thenSignedIn());

  it('answers an unknown email and a wrong password alike', () => {
    given(null).when(false).thenRejected(INVALID);
    given(CONFIRMED).when(false).thenRejected(INVALID);
    // Even a dummy-hash "match" without an account is no sign-in.
    given(null).when(true).thenRejected(INVALID);
  });

  it('says "not confirmed" only to someone who knows the password', () => {
    given(UNCONFIRMED)
      .when(true)
      .thenRejected({ status: 403, title: EMAIL_NOT_CONFIRMED_MESSAGE, message: EMAIL_NOT_CONFIRMED_DETAIL, code: 'EMAIL_NOT_CONFIRMED' });
    given(UNCONFIRMED).when(false).thenRejected(INVALID);
  });

  it('refuses a deactivated scooper, saying so only to someone who knows the password', () => {
    given(DEACTIVATED).when(true).thenRejected({ status: 403, message: SCOOPER_MESSAGES.deactivated, code: 'ACCOUNT_DEACTIVATED' });
    given(DEACTIVATED).when(false).thenRejected(INVALID);
    given({ ...DEACTIVATED, deactivated: false })
      .when(true)
      .thenSignedIn();
  });

  it('clears the lockout whenever the password matched, confirmed or not', () => {
    expect(passwordMatched(CONFIRMED, true)).toBe(true);
    expect(passwordMatched(UNCONFIRMED, true)).toBe(true);
    expect(passwordMatched(CONFIRMED, false)).toBe(false);
    expect(passwordMatched(null, true)).toBe(false);
  });
});
