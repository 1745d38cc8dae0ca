import { fallbackLimit, LocalRateLimiter } from './local-rate-limiter';

describe('the in-process fallback limiter', () => {
  it('allows half of a limit, at least one', () => {
    expect(fallbackLimit(30)).toBe(15);
    expect(fallbackLimit(5)).toBe(2);
    expect(fallbackLimit(1)).toBe(1);
  });

  it('counts hits per window key and denies past the limit', () => {
    const limiter = new LocalRateLimiter();
    const hits = [1, 2, 3].map(() => limiter.hit('lead:ip:1:7', 2, 1000, 0));
    expect(hits.map((v) => v.allowed)).toEqual([true, true, false]);
    expect(hits[2]).toEqual({ allowed: false, remaining: 0, retryAfterMs: 1000, hits: 3 });
    expect(limiter.hit('lead:ip:2:7', 2, 1000, 0)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('forgets a window once it has closed', () => {
    const limiter = new LocalRateLimiter();
    limiter.hit('k:7', 1, 1000, 0);
    expect(limiter.hit('k:7', 1, 1000, 500)).toMatchObject({ allowed: false });
    expect(limiter.hit('k:7', 1, 1000, 1000)).toMatchObject({ allowed: true, hits: 1 });
  });
});
