import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { clientKey, digestKey, RateLimiter } from '../../../platform/rate-limit';

/** SIGN_IN_LIMIT attempts per SIGN_IN_WINDOW_SECONDS, per IP and per IP + email, in Redis. */
@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws RateLimited when either counter is over the limit. */
  async attempt(ip: string, email: string): Promise<void> {
    const limit = this.config.env.SIGN_IN_LIMIT;
    const windowMs = this.config.env.SIGN_IN_WINDOW_SECONDS * 1000;
    const client = clientKey(ip);
    await this.limiter.enforce([
      { key: `sign-in:ip:${client}`, limit, windowMs },
      { key: `sign-in:ip-email:${client}:${digestKey(email)}`, limit, windowMs },
    ]);
  }
}
