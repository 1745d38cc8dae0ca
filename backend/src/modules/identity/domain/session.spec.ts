import { hashSessionToken, idleLimitMs, isPlausibleSessionToken, MAX_TOKEN_LENGTH, SessionLimits, sessionExpiry, TOUCH_EVERY_MS, useSession } from './session';

const LIMITS: SessionLimits = { ttlHours: 24 * 7, adminIdleHours: 8, customerIdleHours: 72 };
const HOUR = 3_600_000;
const NOW = new Date('2026-01-15T17:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** given a session last seen at … when a request comes now with this idle limit, then … */
const given = (lastSeenAt: Date | null) => ({ when: (idleMs: number) => ({ then: (use: string) => expect(useSession(lastSeenAt, NOW, idleMs)).toBe(use) }) });

describe('session rules', () => {
  it('keep only the sha256 of a token', () => {
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('look up only tokens that could be ours', () => {
    expect(isPlausibleSessionToken('a'.repeat(43))).toBe(true);
    expect(isPlausibleSessionToken('a'.repeat(MAX_TOKEN_LENGTH))).toBe(true);
    expect(isPlausibleSessionToken('a'.repeat(MAX_TOKEN_LENGTH + 1))).toBe(false);
    expect(isPlausibleSessionToken('')).toBe(false);
    expect(isPlausibleSessionToken(undefined)).toBe(false);
  });

  it('expire SESSION_TTL_HOURS after they start', () => {
    expect(sessionExpiry(NOW, LIMITS)).toEqual(new Date(NOW.getTime() + 24 * 7 * HOUR));
  });

  it('give staff a shorter idle limit than customers', () => {
    expect(idleLimitMs({ isAdmin: true }, LIMITS)).toBe(8 * HOUR);
    expect(idleLimitMs({ isAdmin: false }, LIMITS)).toBe(72 * HOUR);
  });

  describe('a request on an active session', () => {
    it('marks a session never seen before', () =>
      given(null)
        .when(8 * HOUR)
        .then('touch'));
    it('leaves a fresh mark alone, so reads do not turn into writes', () =>
      given(ago(TOUCH_EVERY_MS - 1))
        .when(8 * HOUR)
        .then('keep'));
    it('renews a mark TOUCH_EVERY_MS old or older', () => {
      given(ago(TOUCH_EVERY_MS))
        .when(8 * HOUR)
        .then('touch');
      given(ago(8 * HOUR - 1))
        .when(8 * HOUR)
        .then('touch');
    });
    it('ends a session idle for the whole limit', () => {
      given(ago(8 * HOUR))
        .when(8 * HOUR)
        .then('end-idle');
      given(ago(10 * HOUR))
        .when(idleLimitMs({ isAdmin: true }, LIMITS))
        .then('end-idle');
    });
    it('lets a customer stay idle longer than staff', () =>
      given(ago(10 * HOUR))
        .when(idleLimitMs({ isAdmin: false }, LIMITS))
        .then('touch'));
  });
});
