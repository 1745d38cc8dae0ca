import type { RateLimitVerdict } from './rate-limiter';

/** While Redis is down, each process allows half of a limit (at least 1): instances no longer share counters. */
export function fallbackLimit(limit: number): number {
  return Math.max(1, Math.floor(limit / 2));
}

/** In-process fixed-window counters, the stand-in for Redis during an outage. */
export class LocalRateLimiter {
  private readonly counters = new Map<string, { hits: number; expiresAt: number }>();

  /** `windowKey` names the counter and its window; it is forgotten once `retryAfterMs` has passed. */
  hit(windowKey: string, limit: number, retryAfterMs: number, now: number): RateLimitVerdict {
    this.sweep(now);
    const counter = this.counters.get(windowKey) ?? { hits: 0, expiresAt: now + retryAfterMs };
    counter.hits += 1;
    this.counters.set(windowKey, counter);
    return { allowed: counter.hits <= limit, remaining: Math.max(0, limit - counter.hits), retryAfterMs, hits: counter.hits };
  }

  private sweep(now: number): void {
    if (this.counters.size < 10_000) {
      for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
      return;
    }
    // A flood of distinct keys: keep memory bounded by dropping everything (the window starts again).
    this.counters.clear();
  }
}
