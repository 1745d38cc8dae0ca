import { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimiter } from './rate-limiter';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** @nestjs/throttler on our Redis limiter, so throttled routes share counters across instances. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly limiter: RateLimiter) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    // A fixed window blocks until it closes, so the window stands in for blockDuration.
    const verdict = await this.limiter.hit(`throttler:${throttlerName}:${key}`, limit, ttl);
    const secondsLeft = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    return {
      totalHits: verdict.hits,
      timeToExpire: secondsLeft,
      isBlocked: !verdict.allowed,
      timeToBlockExpire: verdict.allowed ? 0 : secondsLeft,
    };
  }
}
