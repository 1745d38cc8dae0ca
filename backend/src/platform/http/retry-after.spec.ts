import { retryAfterSeconds } from './retry-after';

describe('Retry-After from an outside service', () => {
  it('reads seconds (rounded up) or an HTTP date, and nothing else', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds('0.2')).toBe(1);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('')).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds('-5')).toBeNull();
    const now = Date.parse('2026-01-15T17:00:00Z');
    expect(retryAfterSeconds('Thu, 15 Jan 2026 17:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Thu, 15 Jan 2026 16:00:00 GMT', now)).toBe(0);
  });
});
