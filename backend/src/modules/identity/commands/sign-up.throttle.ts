import { Inject, Injectable } from '@nestjs/common';
import { clientKey, digestKey, GENERAL_RATE_LIMIT, RateLimiter } from '../../../platform/rate-limit';

/** Each sign-up sends an e-mail, so one address gets a few confirmation links an hour at most. */
export const SIGN_UP_EMAIL_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const;

/** The spec's general limit per IP (5 per 60 s), and SIGN_UP_EMAIL_LIMIT per e-mail address. */
@Injectable()
export class SignUpThrottle {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async attempt(ip: string, email: string): Promise<void> {
    await this.limiter.enforce([
      { key: `sign-up:ip:${clientKey(ip)}`, ...GENERAL_RATE_LIMIT },
      { key: `sign-up:email:${digestKey(email)}`, ...SIGN_UP_EMAIL_LIMIT },
    ]);
  }
}
