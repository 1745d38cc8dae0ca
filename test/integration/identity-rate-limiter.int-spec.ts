import { FakeClock } from '../../backend/src/platform/clock';
import { RateLimiter, RedisThrottlerStorage } from '../../backend/src/platform/rate-limit';
import { RedisConnection } from '../../backend/src/platform/redis/redis-connection';
import { testRedisPrefix, testRedisUrl } from '../support/test-database';

describe('identity: the Redis rate limiter', () => {
  const clock = new FakeClock(new Date('2026-01-15T17:00:00.000Z'));
  const prefix = testRedisPrefix();
  // Two connections with one prefix stand in for two app instances.
  const a = new RedisConnection(testRedisUrl(), prefix);
  const b = new RedisConnection(testRedisUrl(), prefix);
  const limiterA = new RateLimiter(a, clock);
  const limiterB = new RateLimiter(b, clock);

  afterAll(async () => {
    const keys = await a.client.keys(`${prefix}:*`);
    if (keys.length) await a.client.del(...keys);
    await Promise.all([a.close(), b.close()]);
  });

  it('counts across instances and reports what is left and when to retry', async () => {
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await (i % 2 ? limiterB : limiterA).hit('shared', 5, 60_000));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false]);
    expect(verdicts.map((v) => v.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    expect(verdicts[5].retryAfterMs).toBe(60_000);
  });

  it('opens again in the next window of the injected clock', async () => {
    for (let i = 0; i < 5; i++) await limiterA.hit('window', 5, 60_000);
    clock.advance(45_000);
    expect(await limiterA.hit('window', 5, 60_000)).toMatchObject({ allowed: false, retryAfterMs: 15_000 });
    clock.advance(15_000);
    expect(await limiterA.hit('window', 5, 60_000)).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('expires its counters in Redis', async () => {
    await limiterA.hit('expiring', 5, 60_000);
    const [key] = await a.client.keys(`${prefix}:rl:expiring:*`);
    const ttl = await a.client.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it('backs @nestjs/throttler through RedisThrottlerStorage', async () => {
    const storage = new RedisThrottlerStorage(limiterA);
    const records = [];
    for (let i = 0; i < 3; i++) records.push(await storage.increment('tracker', 60_000, 2, 60_000, 'default'));
    expect(records.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(records[2].timeToBlockExpire).toBeGreaterThan(0);
  });

  it('counts every counter of a request in one go: ten at once from two instances, prototype-named keys included', async () => {
    const counters = [
      { key: '__proto__', limit: 3, windowMs: 60_000 },
      { key: 'constructor', limit: 5, windowMs: 3_600_000 },
    ];
    const denials = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? limiterB : limiterA).hitAll(counters)));
    // Both counters move together in one script, so the k-th request sees k on each: three pass; the 4th and 5th are
    // denied by the minute's limit alone; the 6th to 10th by both, and the hour's denial, the longer, is the answer.
    expect(denials.filter((d) => d === null)).toHaveLength(3);
    const retries = denials.flatMap((d) => (d ? [d.retryAfterMs] : []));
    expect(retries.filter((ms) => ms <= 60_000)).toHaveLength(2);
    expect(retries.filter((ms) => ms > 60_000)).toHaveLength(5);
    // Each counter took all ten hits, with its own window's expiry.
    const counted = async (name: string) => {
      const [key] = await a.client.keys(`${prefix}:rl:${name}:*`);
      return { hits: await a.client.get(key), ttl: await a.client.pttl(key) };
    };
    const minute = await counted('__proto__');
    const hour = await counted('constructor');
    expect([minute.hits, hour.hits]).toEqual(['10', '10']);
    expect(minute.ttl).toBeLessThanOrEqual(61_000);
    expect(hour.ttl).toBeGreaterThan(61_000);
    expect(hour.ttl).toBeLessThanOrEqual(3_601_000);
    expect(({} as Record<string, unknown>).hits).toBeUndefined();
  });
});
