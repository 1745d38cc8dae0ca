import { ApiError } from '../api/http';
import { describeError, ERROR_MESSAGES, errorKind } from '../api/classify-error';

/** The kinds of trouble the sign-in page has a tip for (spec 000 §2: troubleshooting tips per error type). */
export type AuthTroubleKind = 'invalid-credentials' | 'email-not-confirmed' | 'too-many-attempts' | 'network' | 'other';

export interface AuthTrouble {
  kind: AuthTroubleKind;
  title: string;
  message: string;
}

export interface TroubleshootingTip {
  kind: Exclude<AuthTroubleKind, 'other'>;
  title: string;
  tip: string;
}

export const TROUBLESHOOTING_TIPS: readonly TroubleshootingTip[] = [
  {
    kind: 'invalid-credentials',
    title: 'Invalid email or password',
    tip: 'Check the e-mail address for typos and make sure Caps Lock is off. Passwords are case-sensitive.',
  },
  {
    kind: 'email-not-confirmed',
    title: 'Email not confirmed',
    tip: 'Open the confirmation link we e-mailed you (check your spam folder too). No e-mail? Sign up again with the same address to get a new link.',
  },
  {
    kind: 'too-many-attempts',
    title: 'Too many attempts',
    tip: 'For your security we pause sign-in after several tries. Wait a minute, then try again.',
  },
  {
    kind: 'network',
    title: 'Connection problems',
    tip: 'Check your internet connection, turn off any VPN or ad blocker for this site, and reload the page.',
  },
];

/** Turns a failed sign-in or sign-up into what the page shows; messages go through the spec's classifier. */
export function classifyAuthError(error: unknown): AuthTrouble {
  const code = error instanceof ApiError ? error.problem?.code : undefined;
  if (code === 'EMAIL_NOT_CONFIRMED') {
    return { kind: 'email-not-confirmed', title: 'Email not confirmed', message: error instanceof ApiError ? error.message : '' };
  }
  if (code === 'INVALID_CREDENTIALS' || (error instanceof ApiError && error.status === 401)) {
    // The spec shows the server's own wording when it rejects credentials.
    const message = error instanceof ApiError ? (error.problem?.detail ?? error.problem?.title ?? error.message) : '';
    return { kind: 'invalid-credentials', title: 'Sign in failed', message };
  }
  const kind = errorKind(error);
  if (kind === 'rateLimit') return { kind: 'too-many-attempts', title: 'Too many attempts', message: ERROR_MESSAGES.rateLimit };
  if (kind === 'network') return { kind: 'network', title: 'Connection error', message: ERROR_MESSAGES.network };
  return { kind: 'other', title: 'Something went wrong', message: describeError(error) };
}
