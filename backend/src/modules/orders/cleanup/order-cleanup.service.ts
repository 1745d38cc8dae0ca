import { Inject, Injectable } from '@nestjs/common';
import { EventStore, NewEvent, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { PaymentGateway } from '../../payments/payment-gateway';
import { foldOrder } from '../domain/order';
import { ORDER_STREAM } from '../domain/order.events';

/** Pending orders with no payment older than this are expired (spec 001 §9). */
export const EXPIRED_PENDING_HOURS = 48;

export const CLEANUP_MESSAGES = {
  statsFailed: 'Failed to get cleanup statistics.',
  failedTitle: 'Cleanup Failed',
  failed: 'Failed to perform cleanup operation.',
  expiredTitle: 'Cleanup Complete',
  expired: 'Expired pending orders have been removed.',
  duplicatesTitle: 'Duplicate Cleanup Complete',
  duplicates: (n: number) => `Removed ${n} duplicate orders.`,
  noDuplicates: 'No Duplicates Found',
} as const;

export interface CleanupStats {
  pendingWithoutPayment: number;
  expiredPending: number;
  duplicateOrders: number;
  duplicateGroups: number;
  olderThanHours: number;
}

export interface CleanupResult {
  removed: number;
  title: string;
  message: string;
}

// Cleanable: pending, no payment intent, not already removed (spec 001 §4).
const CLEANABLE = `payment_status = 'pending' and stripe_payment_intent_id is null and removed_at is null`;
const DUPLICATES = `
  select id, first_value(id) over w as kept_id, row_number() over w as rank
  from customer_orders where ${CLEANABLE}
  window w as (partition by lower(customer_email), service_frequency, number_of_dogs, yard_size order by created_at desc, id desc)`;

/** Expired and duplicate pending orders leave as events (order.expired-by-cleanup, order.removed-as-duplicate), never deletes. */
@Injectable()
export class OrderCleanup {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PaymentGateway) private readonly payments: PaymentGateway,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async stats(): Promise<CleanupStats> {
    const [row] = await this.db.query<{ pending: number; expired: number; dup_orders: number; dup_groups: number }>(
      `select (select count(*)::int from customer_orders where ${CLEANABLE}) as pending,
              (select count(*)::int from customer_orders where ${CLEANABLE} and created_at < $1) as expired,
              (select count(*)::int from (${DUPLICATES}) d where rank > 1) as dup_orders,
              (select count(distinct kept_id)::int from (${DUPLICATES}) d where rank > 1) as dup_groups`,
      [this.cutoff()],
    );
    return { pendingWithoutPayment: row.pending, expiredPending: row.expired, duplicateOrders: row.dup_orders, duplicateGroups: row.dup_groups, olderThanHours: EXPIRED_PENDING_HOURS };
  }

  async removeExpired(actor: string): Promise<CleanupResult> {
    const rows = await this.db.query<{ id: string; stream_id: string }>(`select id, stream_id from customer_orders where ${CLEANABLE} and created_at < $1`, [this.cutoff()]);
    const removed = await this.removeEach(rows, actor, () => ({ type: 'order.expired-by-cleanup', data: { olderThanHours: EXPIRED_PENDING_HOURS } }));
    return { removed, title: CLEANUP_MESSAGES.expiredTitle, message: CLEANUP_MESSAGES.expired };
  }

  /** Orders sharing e-mail, frequency, dogs and yard: the most recent is kept (spec 001 §5). */
  async removeDuplicates(actor: string): Promise<CleanupResult> {
    const rows = await this.db.query<{ id: string; stream_id: string; kept_id: string }>(
      `select d.id, o.stream_id, d.kept_id from (${DUPLICATES}) d join customer_orders o using (id) where d.rank > 1`,
    );
    const removed = await this.removeEach(rows, actor, (row) => ({ type: 'order.removed-as-duplicate', data: { keptOrderId: (row as { kept_id: string }).kept_id } }));
    return removed
      ? { removed, title: CLEANUP_MESSAGES.duplicatesTitle, message: CLEANUP_MESSAGES.duplicates(removed) }
      : { removed, title: CLEANUP_MESSAGES.noDuplicates, message: CLEANUP_MESSAGES.noDuplicates };
  }

  private async removeEach<R extends { id: string; stream_id: string }>(rows: R[], actor: string, event: (row: R) => NewEvent): Promise<number> {
    let removed = 0;
    for (const row of rows) {
      const done = await withConcurrencyRetry(async () => {
        const history = await this.store.readStream(row.stream_id);
        const state = foldOrder(history);
        // A payment that landed since the query wins: paid orders are never cleaned.
        if (!state.exists || state.removed || state.paymentStatus === 'completed') return false;
        await this.store.append(row.stream_id, ORDER_STREAM, history[history.length - 1].version, [event(row)], { metadata: { actor, correlationId: row.id } });
        return true;
      });
      if (done) removed++;
    }
    await this.payments.sandbox.expire(rows.map((r) => r.id));
    return removed;
  }

  private cutoff(): Date {
    return new Date(this.clock.now().getTime() - EXPIRED_PENDING_HOURS * 3600_000);
  }
}
