import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's paid orders by e-mail (CustomerOrders.paidByEmail: `lower(customer_email) = lower($1) and payment_status =
 * 'completed' and removed_at is null`) had no index: every call read the whole table. It runs on every account page and
 * action, on a visit photo a customer opens, and on the public sign-in link request, which anyone may send for any
 * address: at 1,000,000 orders, a sequential scan each. This index holds paid orders alone, keyed as the statement asks,
 * so the planner takes it whatever the statistics say, and a new (pending) order adds nothing to it.
 */
export class PaidOrdersByEmail1763700093000 implements MigrationInterface {
  name = 'PaidOrdersByEmail1763700093000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `create index customer_orders_paid_email_idx on customer_orders (lower(customer_email)) where payment_status = 'completed' and removed_at is null`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists customer_orders_paid_email_idx`);
  }
}
