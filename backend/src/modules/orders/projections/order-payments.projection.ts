import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { OrderEvent } from '../domain/order.events';

const orderIdOf = (streamId: string) => streamId.slice('order-'.length);

/**
 * order_payments (every payment event of an order: first, renewal, failed, refund) and order_dunning (a paid
 * subscription's past-due episode and its sequence), projected inline from the order stream. Neither holds
 * personal data: staff lists join customer_orders for the name.
 */
export const orderPaymentsProjection: Projection = {
  name: 'order_payments',
  tables: ['order_payments', 'order_dunning'],
  handles: (type) => type.startsWith('order.'),
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const recorded of events) await applyOne(recorded, client);
  },
  async erase(subjectId, client) {
    // A refund's reason is staff's free text about the customer: sealed in the log, so purged here as a replay would show it.
    await client.query(
      `update order_payments set reason = $2 where kind = 'refund' and reason is not null and order_id in (select id from customer_orders where subject_id = $1)`,
      [subjectId, ERASED],
    );
  },
};

async function payment(
  client: Queryable,
  recorded: RecordedEvent,
  row: {
    kind: string;
    amount: number | null;
    invoiceId?: string | null;
    periodStart?: string | null;
    periodEnd?: string | null;
    reason?: string | null;
    recovered?: boolean;
    providerEventId?: string | null;
    paymentIntentId?: string | null;
    cardBrand?: string | null;
    cardLastFour?: string | null;
  },
): Promise<void> {
  await client.query(
    `insert into order_payments (id, order_id, kind, amount, invoice_id, period_start, period_end, reason, recovered, provider_event_id, actor, occurred_at,
       payment_intent_id, card_brand, card_last_four)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) on conflict (id) do nothing`,
    [
      recorded.eventId,
      orderIdOf(recorded.streamId),
      row.kind,
      row.amount,
      row.invoiceId ?? null,
      row.periodStart ?? null,
      row.periodEnd ?? null,
      row.reason ?? null,
      row.recovered ?? false,
      row.providerEventId ?? null,
      recorded.metadata.actor ?? null,
      recorded.metadata.occurredAt,
      row.paymentIntentId ?? null,
      row.cardBrand ?? null,
      row.cardLastFour ?? null,
    ],
  );
}

async function applyOne(recorded: RecordedEvent, client: Queryable): Promise<void> {
  const event = narrow<OrderEvent>(recorded);
  const orderId = orderIdOf(recorded.streamId);
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'order.payment-completed':
      await payment(client, recorded, {
        kind: 'first',
        amount: event.data.amountPaid,
        providerEventId: event.data.providerEventId,
        paymentIntentId: event.data.stripePaymentIntentId,
        cardBrand: event.data.cardBrand,
        cardLastFour: event.data.cardLastFour,
      });
      return;
    case 'order.payment-details-recorded':
      // The first payment's intent and card, named by its invoice after the session was recorded without them.
      await client.query(
        `update order_payments set payment_intent_id = coalesce(payment_intent_id, $2), card_brand = coalesce(card_brand, $3),
           card_last_four = coalesce(card_last_four, $4), invoice_id = coalesce(invoice_id, $5)
         where order_id = $1 and kind = 'first'`,
        [orderId, event.data.paymentIntentId, event.data.cardBrand, event.data.cardLastFour, event.data.invoiceId],
      );
      return;
    case 'order.renewal-paid': {
      const d = event.data;
      await payment(client, recorded, {
        kind: 'renewal',
        amount: d.amount,
        invoiceId: d.invoiceId,
        periodStart: d.periodStart,
        periodEnd: d.periodEnd,
        recovered: d.recovered,
        providerEventId: d.providerEventId,
        paymentIntentId: d.paymentIntentId,
        cardBrand: d.cardBrand,
        cardLastFour: d.cardLastFour,
      });
      await client.query(`update order_dunning set status = 'paid', resolved_at = $2, updated_at = $2 where order_id = $1 and status = 'past-due'`, [
        orderId,
        at,
      ]);
      return;
    }
    case 'order.payment-failed': {
      const d = event.data;
      await payment(client, recorded, {
        kind: 'failed',
        amount: d.amountDue ?? null,
        invoiceId: d.invoiceId,
        reason: d.reason,
        providerEventId: d.providerEventId,
      });
      // As the stream's evolve: a paid subscription's failure opens an episode (or keeps the open one); a cancelled one stays closed.
      await client.query(
        `insert into order_dunning (order_id, invoice_id, status, past_due_since, amount_due, updated_at)
         select $1, $2, 'past-due', $3, $4, $3
         where exists (select 1 from order_payments where order_id = $1 and kind = 'first')
         on conflict (order_id) do update set invoice_id = excluded.invoice_id, status = 'past-due', past_due_since = excluded.past_due_since,
           amount_due = excluded.amount_due, reminders_sent = '{}', last_reminder_at = null, suspended_at = null, resolved_at = null,
           updated_at = excluded.updated_at
         where order_dunning.status = 'paid'`,
        [orderId, d.invoiceId, at, d.amountDue ?? null],
      );
      return;
    }
    case 'order.refunded':
      await payment(client, recorded, {
        kind: 'refund',
        amount: event.data.amount,
        reason: event.data.reason,
        invoiceId: event.data.refundId,
        paymentIntentId: event.data.paymentIntentId,
      });
      return;
    case 'order.dunning-reminder-sent':
      await client.query(
        `update order_dunning set reminders_sent = array_append(reminders_sent, $2::int), last_reminder_at = $3, updated_at = $3 where order_id = $1 and status = 'past-due'`,
        [orderId, event.data.day, at],
      );
      return;
    case 'order.service-suspended':
      await client.query(`update order_dunning set suspended_at = $2, updated_at = $2 where order_id = $1 and status = 'past-due'`, [orderId, at]);
      return;
    case 'order.subscription-status-changed':
      if (event.data.status === 'canceled') {
        // A cancelled subscription is chased no more, and a failure after it opens no episode (as the stream's evolve).
        await client.query(
          `insert into order_dunning (order_id, status, past_due_since, updated_at) values ($1, 'cancelled', $2, $2)
           on conflict (order_id) do update set status = 'cancelled', resolved_at = $2, updated_at = $2 where order_dunning.status <> 'cancelled'`,
          [orderId, at],
        );
      }
      return;
  }
}
