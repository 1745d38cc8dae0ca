import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { CustomerOrderRow } from './order-view';
import { isUuid } from '../../../platform/http/request';

// Checkout session, subscription and payment-intent ids, and order ids: letters, digits, '_' and '-'.
const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** Reads customer_orders only; never loads the stream. */
@Injectable()
export class OrdersQuery {
  constructor(@Inject(Database) private readonly db: Database) {}

  /**
   * The spec's lookups (spec 001 §7), by what the success URL carries: our checkout session id, then the
   * provider's subscription and payment-intent ids, then the order id itself.
   */
  async bySession(sessionId: string): Promise<CustomerOrderRow | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const [row] = await this.db.query<CustomerOrderRow>(
      `select * from customer_orders
       where removed_at is null and (checkout_session_id = $1 or stripe_subscription_id = $1 or stripe_payment_intent_id = $1
         or ($2::uuid is not null and id = $2::uuid))
       order by (checkout_session_id = $1) desc, created_at desc limit 1`,
      [sessionId, isUuid(sessionId) ? sessionId : null],
    );
    return row ?? null;
  }

  async byId(orderId: string): Promise<CustomerOrderRow | null> {
    if (!isUuid(orderId)) return null;
    const [row] = await this.db.query<CustomerOrderRow>('select * from customer_orders where id = $1 and removed_at is null', [orderId]);
    return row ?? null;
  }
}
