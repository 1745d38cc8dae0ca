import { Inject, Injectable } from '@nestjs/common';
import { Database, Queryable } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';

/** A payment that moved money on an order (a failed attempt is none): its first payment, a renewal, or a refund. */
export interface OrderMoneyMovement {
  id: string;
  orderId: string;
  kind: 'first' | 'renewal' | 'refund';
  /** Cents; a refund's amount is what went back to the customer. */
  amount: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  occurredAt: string;
  /** The card charged (a refund goes back to the card it refunds); null when the provider did not say. */
  cardBrand: string | null;
  cardLastFour: string | null;
}

/** A subscription's unpaid invoice (order_dunning), as the customer's account shows it. */
export interface OrderPastDue {
  orderId: string;
  amountDue: number | null;
  since: string;
  suspended: boolean;
}

const iso = (value: unknown) => (value ? (value as Date).toISOString() : null);

/** The orders' recorded payments (order_payments) other modules read, e.g. the customer's receipts in /account. */
@Injectable()
export class OrderPaymentHistory {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** The first payments, renewals and refunds of these orders, newest first (a first payment last at a tie); failed attempts are left out. */
  async movementsOf(orderIds: string[], client: Queryable = this.db.pool): Promise<OrderMoneyMovement[]> {
    const ids = orderIds.filter(isUuid);
    if (!ids.length) return [];
    const { rows } = await client.query<Record<string, unknown>>(
      `select p.id, p.order_id, p.kind, p.amount, p.period_start, p.period_end, p.occurred_at,
         coalesce(p.card_brand, paid.card_brand) as card_brand, coalesce(p.card_last_four, paid.card_last_four) as card_last_four
       from order_payments p
       left join lateral (select card_brand, card_last_four from order_payments c
         where p.kind = 'refund' and c.order_id = p.order_id and c.kind in ('first', 'renewal') and c.payment_intent_id = p.payment_intent_id limit 1) paid on true
       where p.order_id = any($1::uuid[]) and p.kind in ('first', 'renewal', 'refund') order by p.occurred_at desc, (p.kind = 'first'), p.id`,
      [ids],
    );
    return rows.map((row) => ({
      id: String(row.id),
      orderId: String(row.order_id),
      kind: row.kind as OrderMoneyMovement['kind'],
      amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
      periodStart: iso(row.period_start),
      periodEnd: iso(row.period_end),
      occurredAt: iso(row.occurred_at)!,
      cardBrand: (row.card_brand as string | null) ?? null,
      cardLastFour: (row.card_last_four as string | null) ?? null,
    }));
  }

  /**
   * The payment intent a refund of this many cents goes against: the newest card payment (first or renewal) with
   * that much left unrefunded on it; else the first payment's intent on the order itself (refunds recorded before
   * payments named theirs). Null when Stripe named none.
   */
  async refundableIntent(orderId: string, amount: number, fallback: string | null, client: Queryable = this.db.pool): Promise<string | null> {
    if (!isUuid(orderId)) return null;
    const { rows } = await client.query<{ payment_intent_id: string; amount: number; refunded: number }>(
      `select p.payment_intent_id, p.amount,
         coalesce((select sum(r.amount) from order_payments r where r.order_id = p.order_id and r.kind = 'refund' and r.payment_intent_id = p.payment_intent_id), 0)::int as refunded
       from order_payments p where p.order_id = $1 and p.kind in ('first', 'renewal') and p.payment_intent_id is not null
       order by p.occurred_at desc`,
      [orderId],
    );
    const fits = rows.find((row) => Number(row.amount) - Number(row.refunded) >= amount);
    return fits?.payment_intent_id ?? fallback ?? rows[0]?.payment_intent_id ?? null;
  }

  /** The open past-due episodes of these orders (the dunning sequence's state): what is owed and since when. */
  async pastDueOf(orderIds: string[], client: Queryable = this.db.pool): Promise<OrderPastDue[]> {
    const ids = orderIds.filter(isUuid);
    if (!ids.length) return [];
    const { rows } = await client.query<{ order_id: string; amount_due: number | null; past_due_since: Date; suspended_at: Date | null }>(
      `select order_id, amount_due, past_due_since, suspended_at from order_dunning where order_id = any($1::uuid[]) and status = 'past-due'`,
      [ids],
    );
    return rows.map((row) => ({
      orderId: String(row.order_id),
      amountDue: row.amount_due === null ? null : Number(row.amount_due),
      since: iso(row.past_due_since)!,
      suspended: row.suspended_at !== null,
    }));
  }
}
