import { Inject, Injectable } from '@nestjs/common';
import { clientKey, digestKey, RateLimiter } from '../../../platform/rate-limit';
import { CHAT_ADDRESS_RATE_LIMIT, CHAT_SESSION_RATE_LIMIT } from '../domain/chat-limits';

/** Counts chat messages per browser session and per network address, in Redis, across instances. */
@Injectable()
export class ChatThrottle {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  /** Counts one message; throws RateLimited (429 with Retry-After) when either counter is over. */
  async attempt(session: string, ip: string): Promise<void> {
    await this.limiter.enforce([
      { key: `chat:session:${digestKey(session)}`, ...CHAT_SESSION_RATE_LIMIT },
      { key: `chat:ip:${clientKey(ip)}`, ...CHAT_ADDRESS_RATE_LIMIT },
    ]);
  }
}
