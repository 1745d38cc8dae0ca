import { Inject, Injectable } from '@nestjs/common';
import { Database, Queryable } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { CustomerOrderRow } from './customer-order-row';

/** paidByEmail's statement; customer_orders_paid_email_idx (1763700093000) answers it. */
export const PAID_BY_EMAIL_SQL = `select * from customer_orders where lower(customer_email) = lower($1) and payment_status = 'completed' and removed_at is null
  order by paid_at desc nulls last, created_at desc`;

/**
 * The customer-order view other modules read (follow-up, leads, bookings, analytics, privacy), so they never
 * query customer_orders themselves. Every read takes the caller's transaction when it has one.
 */
@Injectable()
export class CustomerOrders {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** An order by id, removed or not (null for an unknown or malformed id). */
  async byId(orderId: string, client: Queryable = this.db.pool): Promise<CustomerOrderRow | null> {
    if (!isUuid(orderId)) return null;
    const { rows } = await client.query<CustomerOrderRow>('select * from customer_orders where id = $1', [orderId]);
    return rows[0] ?? null;
  }

  /** Where to text the order's customer, and whether they chose texts (onboarding's contact preference 'text'). */
  async textContact(orderId: string, client: Queryable = this.db.pool): Promise<{ phone: string | null; optedIn: boolean } | null> {
    if (!isUuid(orderId)) return null;
    const { rows } = await client.query<{ phone: string | null; opted_in: boolean }>(
      `select customer_phone as phone, coalesce(contact_preference = 'text', false) or text_opt_in as opted_in from customer_orders where id = $1`,
      [orderId],
    );
    return rows[0] ? { phone: rows[0].phone, optedIn: rows[0].opted_in } : null;
  }

  /** The order an order stream projects to. */
  async byStreamId(streamId: string, client: Queryable = this.db.pool): Promise<CustomerOrderRow | null> {
    const { rows } = await client.query<CustomerOrderRow>('select * from customer_orders where stream_id = $1', [streamId]);
    return rows[0] ?? null;
  }

  /** Whether the person has paid for an order; `exceptEmail` skips orders whose e-mail is that value (e.g. erased ones). */
  async hasPaidOrder(subjectId: string, options: { exceptEmail?: string; client?: Queryable } = {}): Promise<boolean> {
    const { rows } = await (options.client ?? this.db.pool).query<{ paid: boolean }>(`select ${paidOrderExistsSql('$1', '$2')} as paid`, [
      subjectId,
      options.exceptEmail ?? null,
    ]);
    return rows[0].paid;
  }

  /** The paid order carried that lead's id (it was not picked as the person's newest lead). */
  async paidOrderCarriesLead(orderId: string, leadId: string, client: Queryable = this.db.pool): Promise<boolean> {
    if (!isUuid(orderId)) return false;
    const { rows } = await client.query(`select 1 from customer_orders where id = $1 and lead_id = $2 and payment_status = 'completed'`, [orderId, leadId]);
    return rows.length > 0;
  }

  /** The paid, not removed orders placed with this e-mail address, newest first (the customer's account lists them). */
  async paidByEmail(email: string, client: Queryable = this.db.pool): Promise<CustomerOrderRow[]> {
    const { rows } = await client.query<CustomerOrderRow>(PAID_BY_EMAIL_SQL, [email]);
    return rows;
  }

  /** Ids of the person's orders (for erasing what other stores keep by order id). */
  async idsOf(subjectId: string, client: Queryable = this.db.pool): Promise<string[]> {
    const { rows } = await client.query<{ id: string }>('select id from customer_orders where subject_id = $1', [subjectId]);
    return rows.map((row) => row.id);
  }
}

/**
 * hasPaidOrder's question as an SQL condition, for another module's statement that asks it beside its own reads (one
 * statement instead of two) while the SQL about orders stays here. `subject` and `exceptEmail` are that statement's
 * parameter references (e.g. '$2'); a null exceptEmail skips no order.
 */
export function paidOrderExistsSql(subject: string, exceptEmail: string): string {
  return `exists (select 1 from customer_orders where subject_id = ${subject} and payment_status = 'completed' and (${exceptEmail}::text is null or customer_email <> ${exceptEmail}))`;
}
