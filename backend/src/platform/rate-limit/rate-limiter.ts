import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../clock';
import { RedisConnection } from '../redis/redis-connection';
import { RateLimitAnswer, RateLimited } from './rate-limited.problem';

/** One fixed-window counter: `limit` hits per `windowMs` under `key`. */
export interface RateLimitCounter {
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  /** Until the current window closes, when the counter starts again. */
  retryAfterMs: number;
  hits: number;
}

// INCR and PEXPIRE in one script so concurrent instances never leave a counter without expiry.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`;

/** Fixed-window counters in Redis, so a limit holds across every instance sharing the prefix. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
    const now = this.clock.now().getTime();
    const window = Math.floor(now / windowMs);
    const retryAfterMs = (window + 1) * windowMs - now;
    // The window index comes from the injected clock, so tests move between windows without waiting.
    const hits = Number(await this.redis.client.eval(HIT_SCRIPT, 1, this.redis.key('rl', key, window), windowMs + 1000));
    return { allowed: hits <= limit, remaining: Math.max(0, limit - hits), retryAfterMs, hits };
  }

  /** Counts one hit on every counter; returns the denial that lasts longest, or null when all allow. */
  async hitAll(counters: RateLimitCounter[]): Promise<RateLimitVerdict | null> {
    const verdicts = await Promise.all(counters.map((c) => this.hit(c.key, c.limit, c.windowMs)));
    const denied = verdicts.filter((v) => !v.allowed);
    return denied.length ? denied.reduce((a, b) => (b.retryAfterMs > a.retryAfterMs ? b : a)) : null;
  }

  /** Counts one hit on every counter and throws a 429 (in the limit's own words, when given) if any denies. */
  async enforce(counters: RateLimitCounter[], answer?: RateLimitAnswer): Promise<void> {
    const denied = await this.hitAll(counters);
    if (denied) throw new RateLimited(denied.retryAfterMs, answer);
  }
}
