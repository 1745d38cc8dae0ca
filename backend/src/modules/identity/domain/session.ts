import { createHash } from 'node:crypto';

/**
 * Session rules, pure: the cookie holds an opaque token, the database only its sha256; a session ends when it is
 * revoked, past its expiry, or left idle too long (staff sooner than customers).
 */

// Writing last_seen_at on every request would turn each read into a row update; the idle limits are hours, so
// measuring them from a mark up to 5 minutes old is close enough.
export const TOUCH_EVERY_MS = 5 * 60_000;
// A base64url token of 32 bytes is 43 characters; anything far longer is not ours.
export const MAX_TOKEN_LENGTH = 128;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Worth a database lookup: a non-empty string no longer than our tokens ever are. */
export function isPlausibleSessionToken(token: string | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
}

export interface SessionLimits {
  ttlHours: number;
  /** Staff sessions open the admin, so theirs end sooner. */
  adminIdleHours: number;
  customerIdleHours: number;
}

export function sessionExpiry(now: Date, limits: SessionLimits): Date {
  return new Date(now.getTime() + limits.ttlHours * 3_600_000);
}

/** How long a session may go without a request. */
export function idleLimitMs(user: { isAdmin: boolean }, limits: SessionLimits): number {
  return (user.isAdmin ? limits.adminIdleHours : limits.customerIdleHours) * 3_600_000;
}

/**
 * What a request does to an active (unrevoked, unexpired) session: ends it when idle too long, marks it seen when the
 * mark is missing or older than TOUCH_EVERY_MS, otherwise leaves it be.
 */
export type SessionUse = 'end-idle' | 'touch' | 'keep';

export function useSession(lastSeenAt: Date | null, now: Date, idleMs: number): SessionUse {
  const idleFor = lastSeenAt ? now.getTime() - lastSeenAt.getTime() : 0;
  if (idleFor >= idleMs) return 'end-idle';
  return !lastSeenAt || idleFor >= TOUCH_EVERY_MS ? 'touch' : 'keep';
}
