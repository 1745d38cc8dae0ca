import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { PaymentGateway } from '../../payments/payment-gateway';
import { foldOrder } from '../domain/order';
import { ORDER_STREAM, orderStreamId } from '../domain/order.events';
import { decidePaymentEvent, HANDLED_EVENT_TYPES, referenceOf } from './payment-decisions';

export type WebhookOutcome = 'recorded' | 'no-change' | 'duplicate' | 'unknown-order' | 'ignored';

/**
 * The webhook's one code path (Stripe and the sandbox both land here). Each provider event id is recorded in
 * the same transaction as its order events, so 10 deliveries, concurrent or not, append at most once.
 */
@Injectable()
export class RecordPaymentEvent {
  private readonly logger = new Logger('payments');

  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    return this.handle(this.gateway.verifyWebhook(rawBody, signature));
  }

  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return 'ignored';
    const orderId = await this.resolveOrder(event);
    if (!orderId) {
      this.logger.warn({ eventId: event.id, type: event.type }, 'payment event for an unknown order');
      return 'unknown-order';
    }
    const streamId = orderStreamId(orderId);
    return withConcurrencyRetry(() =>
      this.db.transaction(async (client) => {
        const claimed = await client.query(
          `insert into payment_webhook_events (event_id, event_type, order_id, outcome) values ($1, $2, $3, 'pending')
           on conflict (event_id) do nothing returning event_id`,
          [event.id, event.type, orderId],
        );
        // Another delivery of this event committed (or is committing: the insert waited for it).
        if (!claimed.rowCount) return 'duplicate' as const;
        const history = await this.store.readStream(streamId, { client });
        if (!history.length) {
          await client.query(`update payment_webhook_events set outcome = 'unknown-order' where event_id = $1`, [event.id]);
          return 'unknown-order' as const;
        }
        const events = decidePaymentEvent(foldOrder(history), event);
        const outcome: WebhookOutcome = events.length ? 'recorded' : 'no-change';
        if (events.length) {
          await this.store.append(streamId, ORDER_STREAM, history[history.length - 1].version, events, {
            client,
            metadata: { actor: 'stripe', causationId: null, correlationId: orderId },
          });
        }
        await client.query('update payment_webhook_events set outcome = $2 where event_id = $1', [event.id, outcome]);
        return outcome;
      }),
    );
  }

  private async resolveOrder(event: Stripe.Event): Promise<string | null> {
    const reference = referenceOf(event);
    const [row] = await this.db.query<{ id: string }>(
      `select id from customer_orders
       where ($1::text is not null and id::text = $1) or ($2::text is not null and checkout_session_id = $2)
          or ($3::text is not null and stripe_subscription_id = $3)
       order by ($1::text is not null and id::text = $1) desc limit 1`,
      [reference.orderId, reference.checkoutSessionId, reference.subscriptionId],
    );
    return row?.id ?? null;
  }
}
