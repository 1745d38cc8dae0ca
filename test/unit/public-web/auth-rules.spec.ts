import { ApiError, NetworkError } from '../../../public-web/src/api/http';
import { classifyAuthError, TROUBLESHOOTING_TIPS } from '../../../public-web/src/auth/auth-errors';
import { PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES, validateSignUp } from '../../../public-web/src/auth/sign-up-rules';
import * as server from '../../../backend/src/modules/identity/identity.messages';

describe('sign-up rules (public-web)', () => {
  it('requires every field and a password of at least 10 characters', () => {
    expect(validateSignUp({ fullName: ' ', email: '', password: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      password: 'Password is required',
    });
    expect(validateSignUp({ fullName: 'Robin', email: 'robin@', password: '123456789' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 10 characters',
    });
    expect(validateSignUp({ fullName: 'Robin', email: ' robin@example.com ', password: 'robin-1234' })).toEqual({});
  });

  it('agrees with the server on the length and the words', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(server.PASSWORD_MIN_LENGTH);
    expect(SIGN_UP_MESSAGES.passwordTooShort).toBe(server.PASSWORD_TOO_SHORT_MESSAGE);
    expect(SIGN_UP_MESSAGES.passwordRequired).toBe(server.PASSWORD_REQUIRED_MESSAGE);
  });
});

describe('sign-in trouble (public-web)', () => {
  const problem = (status: number, body: Record<string, unknown>) => new ApiError(status, { status, title: String(body.title ?? ''), ...body });

  it('keeps the server wording for rejected credentials', () => {
    const trouble = classifyAuthError(problem(401, { title: 'Invalid email or password', detail: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }));
    expect(trouble).toEqual({ kind: 'invalid-credentials', title: 'Sign in failed', message: 'Invalid email or password' });
  });

  it('tells unconfirmed, throttled and offline apart, each with a tip', () => {
    expect(classifyAuthError(problem(403, { title: 'Email not confirmed', detail: 'Open the link', code: 'EMAIL_NOT_CONFIRMED' })).kind).toBe(
      'email-not-confirmed',
    );
    expect(classifyAuthError(problem(429, { title: 'Too Many Requests' }))).toMatchObject({
      kind: 'too-many-attempts',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(classifyAuthError(new NetworkError(new TypeError('Failed to fetch')))).toMatchObject({
      kind: 'network',
      message: 'Connection error. Please check your internet and try again.',
    });
    expect(classifyAuthError(problem(500, { title: 'Internal Server Error' }))).toMatchObject({
      kind: 'other',
      message: 'Server error. Please try again in a moment or contact support.',
    });
    expect(TROUBLESHOOTING_TIPS.map((t) => t.kind)).toEqual(['invalid-credentials', 'email-not-confirmed', 'too-many-attempts', 'network']);
  });
});
