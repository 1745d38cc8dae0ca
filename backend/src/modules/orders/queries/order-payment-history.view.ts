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
      `select id, order_id, kind, amount, period_start, period_end, occurred_at from order_payments
       where order_id = any($1::uuid[]) and kind in ('first', 'renewal', 'refund') order by occurred_at desc, (kind = 'first'), id`,
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
    }));
  }
}
