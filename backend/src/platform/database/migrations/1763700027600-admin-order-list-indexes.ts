import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order list at 1,000,000 orders (issue 19): one index per sort the list offers (date, customer, amount,
 * payment status), each ending in id (the list's tie-breaker, so pages never overlap) and carrying the filters'
 * columns, so a page's ids come from an index-only scan whichever way it is sorted (ascending or, read backwards,
 * descending), and a filtered page skips rows inside the index. The old two-column sort indexes had no tie-breaker.
 */
export class AdminOrderListIndexes1763700027600 implements MigrationInterface {
  name = 'AdminOrderListIndexes1763700027600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists customer_orders_listed_created_idx`);
    await q.query(`drop index if exists customer_orders_listed_price_idx`);
    await q.query(`drop index if exists customer_orders_listed_status_idx`);
    for (const [name, column] of SORTS) {
      await q.query(`create index ${name} on customer_orders (${column}, id) include (payment_status, is_subscription) where removed_at is null`);
    }
    // The payment-status filter (always on in the list) with the default newest-first order.
    await q.query(`create index customer_orders_listed_status_created_idx on customer_orders (payment_status, created_at, id) where removed_at is null`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists customer_orders_listed_status_created_idx`);
    for (const [name] of SORTS) await q.query(`drop index if exists ${name}`);
    await q.query(`create index customer_orders_listed_created_idx on customer_orders (created_at desc, id) where removed_at is null`);
    await q.query(`create index customer_orders_listed_status_idx on customer_orders (payment_status, created_at desc) where removed_at is null`);
    await q.query(`create index customer_orders_listed_price_idx on customer_orders (final_price, created_at desc) where removed_at is null`);
  }
}

const SORTS: ReadonlyArray<[string, string]> = [
  ['customer_orders_list_created_idx', 'created_at'],
  ['customer_orders_list_customer_idx', 'customer_name'],
  ['customer_orders_list_price_idx', 'final_price'],
  ['customer_orders_list_status_idx', 'payment_status'],
];
