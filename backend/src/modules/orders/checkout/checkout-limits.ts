import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { RateLimiter } from '../../../platform/rate-limit';
import { RedisConnection } from '../../../platform/redis/redis-connection';
import { SUBMIT_LIMIT_MESSAGES } from '../../pricing';

/** The spec's submission limits (spec 000 §5, §9; spec 001 §9). */
export const SUBMIT_SPACING_MS = 3_000;
export const SUBMITS_PER_WINDOW = 3;
export const SUBMIT_WINDOW_MS = 5 * 60_000;
export const DUPLICATE_WINDOW_MS = 10 * 60_000;


const retryAfter = (ms: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });

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
    const key = this.redis.key('checkout', 'last-submit', email);
    const now = this.clock.now().getTime();
    // One atomic round trip: store this submit's time and read the previous one.
    const previous = Number((await this.redis.client.set(key, String(now), 'PX', SUBMIT_SPACING_MS * 10, 'GET')) ?? 0);
    if (previous && now - previous < SUBMIT_SPACING_MS) {
      const { title, detail } = SUBMIT_LIMIT_MESSAGES.spacing;
      throw new Problem(HttpStatus.TOO_MANY_REQUESTS, title, detail, undefined, 'SUBMIT_TOO_SOON', retryAfter(SUBMIT_SPACING_MS - (now - previous)));
    }
  }

  /** 3 per 5 minutes per e-mail, and a ceiling per address so one client can't open sessions for many e-mails. */
  async checkCount(email: string, ip: string): Promise<void> {
    const perEmail = await this.limiter.hit(`checkout:email:${email}`, SUBMITS_PER_WINDOW, SUBMIT_WINDOW_MS);
    const perIp = await this.limiter.hit(`checkout:ip:${ip}`, this.config.env.CHECKOUT_IP_LIMIT, SUBMIT_WINDOW_MS);
    const verdict = !perEmail.allowed ? perEmail : !perIp.allowed ? perIp : null;
    if (verdict) {
      const { title, detail } = SUBMIT_LIMIT_MESSAGES.tooMany;
      throw new Problem(HttpStatus.TOO_MANY_REQUESTS, title, detail, undefined, 'TOO_MANY_SUBMISSIONS', retryAfter(verdict.retryAfterMs));
    }
  }

  duplicate(): Problem {
    const { title, detail } = SUBMIT_LIMIT_MESSAGES.duplicate;
    return new Problem(HttpStatus.CONFLICT, title, detail, undefined, 'DUPLICATE_SUBMISSION');
  }
}
