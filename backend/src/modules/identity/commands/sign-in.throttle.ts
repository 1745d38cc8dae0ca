import { Inject, Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../../config/config';
import { RateLimited, RateLimiter } from '../../../platform/rate-limit';

// IPv6 clients own whole subnets; counting per /56 stops them rotating addresses.
const IPV6_SUBNET_PREFIX = 56;

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
    const client = normalizeIp(ip, IPV6_SUBNET_PREFIX);
    // The email is hashed so Redis keys hold no personal data.
    const emailKey = createHash('sha256').update(email).digest('hex').slice(0, 32);
    const verdicts = await Promise.all([
      this.limiter.hit(`sign-in:ip:${client}`, limit, windowMs),
      this.limiter.hit(`sign-in:ip-email:${client}:${emailKey}`, limit, windowMs),
    ]);
    const denied = verdicts.filter((v) => !v.allowed);
    if (denied.length) throw new RateLimited(Math.max(...denied.map((v) => v.retryAfterMs)));
  }
}
