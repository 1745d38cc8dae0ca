import { Inject, Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { RateLimited, RateLimiter } from '../../../platform/rate-limit';
import { CHAT_ADDRESS_RATE_LIMIT, CHAT_SESSION_RATE_LIMIT } from '../domain/chat-limits';

// IPv6 clients own whole subnets; counting per /56 stops them rotating addresses.
const IPV6_SUBNET_PREFIX = 56;

/** Counts chat messages per browser session and per network address, in Redis, across instances. */
@Injectable()
export class ChatThrottle {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  /** Counts one message; throws RateLimited (429 with Retry-After) when either counter is over. */
  async attempt(session: string, ip: string): Promise<void> {
    // The session id is the browser's own; hashed so keys stay short and hold nothing it chose verbatim.
    const sessionKey = createHash('sha256').update(session).digest('hex').slice(0, 32);
    const verdicts = await Promise.all([
      this.limiter.hit(`chat:session:${sessionKey}`, CHAT_SESSION_RATE_LIMIT.limit, CHAT_SESSION_RATE_LIMIT.windowMs),
      this.limiter.hit(`chat:ip:${normalizeIp(ip, IPV6_SUBNET_PREFIX)}`, CHAT_ADDRESS_RATE_LIMIT.limit, CHAT_ADDRESS_RATE_LIMIT.windowMs),
    ]);
    const denied = verdicts.filter((v) => !v.allowed);
    if (denied.length) throw new RateLimited(Math.max(...denied.map((v) => v.retryAfterMs)));
  }
}
