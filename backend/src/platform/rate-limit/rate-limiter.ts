import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../clock';
import { RedisConnection } from '../redis/redis-connection';
import { fallbackLimit, LocalRateLimiter } from './local-rate-limiter';
import { RateLimitAnswer, RateLimited } from './rate-limited.problem';
import { within } from '../time/within';

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

/** How long a rate limit waits on Redis before counting in this process instead. */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 500;

// INCR and PEXPIRE in one script so concurrent instances never leave a counter without expiry; every counter of a
// request in the same script, so a request with several limits (per e-mail and per address) waits on one round trip.
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local hits = redis.call('INCR', key)
  if hits == 1 then redis.call('PEXPIRE', key, ARGV[i]) end
  out[i] = hits
end
return out`;

/**
 * Fixed-window counters in Redis, so a limit holds across every instance sharing the prefix. When Redis does not
 * answer within RATE_LIMIT_REDIS_TIMEOUT_MS (or is known to be down), counting carries on in this process at half the
 * limit: a visitor is never kept waiting on an outage, and a burst is still held back.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('rate-limit');
  private readonly local = new LocalRateLimiter();
  private outage = false;

  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
    const [verdict] = await this.hitEach([{ key, limit, windowMs }]);
    return verdict;
  }

  /** One hit on each counter, in one Redis round trip; each counter falls back to this process alike when Redis fails. */
  private async hitEach(counters: RateLimitCounter[]): Promise<RateLimitVerdict[]> {
    const now = this.clock.now().getTime();
    // The window index comes from the injected clock, so tests move between windows without waiting.
    const windows = counters.map((c) => Math.floor(now / c.windowMs));
    const counts = await this.countInRedis(counters, windows);
    return counters.map((c, i) => {
      const retryAfterMs = (windows[i] + 1) * c.windowMs - now;
      if (counts === null) return this.local.hit(`${c.key}:${windows[i]}`, fallbackLimit(c.limit), retryAfterMs, now);
      const hits = counts[i];
      return { allowed: hits <= c.limit, remaining: Math.max(0, c.limit - hits), retryAfterMs, hits };
    });
  }

  /** The hit counts in Redis, in the counters' order, or null when Redis is down or slow. */
  private async countInRedis(counters: RateLimitCounter[], windows: number[]): Promise<number[] | null> {
    if (!this.redis.requestsConnected) return this.fellBack();
    try {
      const keys = counters.map((c, i) => this.redis.key('rl', c.key, windows[i]));
      const answer = await within(
        this.redis.requests.eval(HIT_SCRIPT, keys.length, ...keys, ...counters.map((c) => c.windowMs + 1000)),
        RATE_LIMIT_REDIS_TIMEOUT_MS,
        'Command timed out',
      );
      const counts = (answer as unknown[]).map(Number);
      if (this.outage) {
        this.outage = false;
        this.logger.warn('Redis answers again: rate limits are shared across instances again');
      }
      return counts;
    } catch (error) {
      return this.fellBack(error);
    }
  }

  private fellBack(error?: unknown): null {
    if (!this.outage) {
      this.outage = true;
      this.logger.warn({ err: error }, 'Redis does not answer: rate limits fall back to this process, at half the limit');
    }
    return null;
  }

  /** Counts one hit on every counter; returns the denial that lasts longest, or null when all allow. */
  async hitAll(counters: RateLimitCounter[]): Promise<RateLimitVerdict | null> {
    const verdicts = counters.length ? await this.hitEach(counters) : [];
    const denied = verdicts.filter((v) => !v.allowed);
    return denied.length ? denied.reduce((a, b) => (b.retryAfterMs > a.retryAfterMs ? b : a)) : null;
  }

  /** Counts one hit on every counter and throws a 429 (in the limit's own words, when given) if any denies. */
  async enforce(counters: RateLimitCounter[], answer?: RateLimitAnswer): Promise<void> {
    const denied = await this.hitAll(counters);
    if (denied) throw new RateLimited(denied.retryAfterMs, answer);
  }
}
