import { Inject, Injectable } from '@nestjs/common';
import { RedisConnection } from '../../../platform/redis/redis-connection';
import { OrderSecrets } from '../order-secrets';
import { DUPLICATE_WINDOW_MS } from './checkout-limits';

/**
 * "The same open submission resumes its checkout" (spec 000 §9), for the same browser only: the resume entry
 * is keyed by the submission's fingerprint and the browser's token, so a visitor who types someone else's
 * e-mail and plan opens their own checkout and never sees the other's session. The token is the browser's
 * checkout_resume cookie (http/resume-cookie.ts).
 */
@Injectable()
export class CheckoutResumes {
  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(OrderSecrets) private readonly secrets: OrderSecrets,
  ) {}

  async remember(fingerprint: string, browserToken: string, orderId: string): Promise<void> {
    await this.redis.requests.set(this.key(fingerprint, browserToken), orderId, 'PX', DUPLICATE_WINDOW_MS);
  }

  /** The order this browser opened for this submission in the duplicate window, if any. */
  async find(fingerprint: string, browserToken: string): Promise<string | null> {
    return this.redis.requests.get(this.key(fingerprint, browserToken));
  }

  private key(fingerprint: string, browserToken: string): string {
    return this.redis.key('checkout', 'resume', this.secrets.mac('checkout-resume', `${fingerprint}.${browserToken}`));
  }
}
