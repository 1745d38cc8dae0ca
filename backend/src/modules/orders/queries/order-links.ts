import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock';
import { OrderSecrets } from '../order-secrets';

/** How long the confirmation e-mail's link opens the order (its checkout session id never leaves the browser). */
export const ORDER_LINK_TTL_MS = 30 * 24 * 3_600_000;

// ol_<order id without dashes>_<expiry, epoch seconds in base 36>_<HMAC, base64url>
const LINK_TOKEN = /^ol_([0-9a-f]{32})_([0-9a-z]{1,11})_([A-Za-z0-9_-]{43})$/;

export const isOrderLinkToken = (value: string) => value.startsWith('ol_');

/** Signed, expiring tokens that open one order's post-payment pages, for links sent by e-mail. */
@Injectable()
export class OrderLinks {
  constructor(
    @Inject(OrderSecrets) private readonly secrets: OrderSecrets,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  tokenFor(orderId: string): string {
    const id = orderId.replace(/-/g, '').toLowerCase();
    const expires = Math.floor((this.clock.now().getTime() + ORDER_LINK_TTL_MS) / 1000).toString(36);
    return `ol_${id}_${expires}_${this.signature(id, expires)}`;
  }

  /** The order id a genuine, unexpired token names; null for anything else. */
  orderIdFrom(token: string): string | null {
    const match = LINK_TOKEN.exec(token);
    if (!match) return null;
    const [, id, expires, signature] = match;
    const expected = Buffer.from(this.signature(id, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (parseInt(expires, 36) * 1000 <= this.clock.now().getTime()) return null;
    return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
  }

  private signature(id: string, expires: string): string {
    return this.secrets.mac('order-link', `${id}.${expires}`);
  }
}
