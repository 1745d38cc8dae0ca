import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order search sorted by customer at 1,000,000 orders (issue 19). It walked the customer index and read each
 * order's row to test its search text, and a name's orders sit together in that order: "smith" read ~300,000 rows
 * before its first page (8 s). The customer index now carries search_text, so that walk never leaves the index.
 */
export class OrderListCustomerSearch1763700051000 implements MigrationInterface {
  name = 'OrderListCustomerSearch1763700051000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists customer_orders_list_customer_idx`);
    await q.query(
      `create index customer_orders_list_customer_idx on customer_orders (customer_name, id) include (payment_status, is_subscription, search_text) where removed_at is null`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists customer_orders_list_customer_idx`);
    await q.query(
      `create index customer_orders_list_customer_idx on customer_orders (customer_name, id) include (payment_status, is_subscription) where removed_at is null`,
    );
  }
}
