import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { clientKey, digestKey, RateLimited, RateLimiter } from '../../../platform/rate-limit';
import { RedisConnection } from '../../../platform/redis/redis-connection';
import { SUBMIT_LIMIT_MESSAGES } from '../../pricing';

/** The spec's submission limits (spec 000 §5, §9; spec 001 §9). */
export const SUBMIT_SPACING_MS = 3_000;
export const SUBMITS_PER_WINDOW = 3;
export const SUBMIT_WINDOW_MS = 5 * 60_000;
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Redis-backed, so the limits hold across every API instance. */
@Injectable()
export class CheckoutLimits {
  constructor(
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** 3 s between submits per e-mail; the stamp carries the injected clock's time so tests control it. */
  async checkSpacing(email: string): Promise<void> {
    const key = this.redis.key('checkout', 'last-submit', digestKey(email));
    const now = this.clock.now().getTime();
    // One atomic round trip: store this submit's time and read the previous one.
    const previous = Number((await this.redis.requests.set(key, String(now), 'PX', SUBMIT_SPACING_MS * 10, 'GET')) ?? 0);
    if (previous && now - previous < SUBMIT_SPACING_MS) {
      throw new RateLimited(SUBMIT_SPACING_MS - (now - previous), { ...SUBMIT_LIMIT_MESSAGES.spacing, code: 'SUBMIT_TOO_SOON' });
    }
  }

  /** 3 per 5 minutes per e-mail, and a ceiling per address so one client can't open sessions for many e-mails. */
  async checkCount(email: string, ip: string): Promise<void> {
    await this.limiter.enforce(
      [
        { key: `checkout:email:${digestKey(email)}`, limit: SUBMITS_PER_WINDOW, windowMs: SUBMIT_WINDOW_MS },
        { key: `checkout:ip:${clientKey(ip)}`, limit: this.config.env.CHECKOUT_IP_LIMIT, windowMs: SUBMIT_WINDOW_MS },
      ],
      { ...SUBMIT_LIMIT_MESSAGES.tooMany, code: 'TOO_MANY_SUBMISSIONS' },
    );
  }

  duplicate(): Problem {
    const { title, detail } = SUBMIT_LIMIT_MESSAGES.duplicate;
    return new Problem(HttpStatus.CONFLICT, title, detail, undefined, 'DUPLICATE_SUBMISSION');
  }
}
