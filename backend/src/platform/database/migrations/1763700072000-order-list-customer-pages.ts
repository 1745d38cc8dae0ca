import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order list sorted by customer, deep pages at 1,000,000 orders (issue 19): since 1763700051000 the customer
 * index carries search_text (for searches that walk it), so paging past 100,000 rows read ~2,100 wide leaf pages. This
 * narrow twin holds only the sort key, the tie-breaker and the filters' columns: the planner takes it for plain and
 * filtered pages (about 2× faster at row 100,000) and keeps the wide one for a search that walks the customer order.
 */
export class OrderListCustomerPages1763700072000 implements MigrationInterface {
  name = 'OrderListCustomerPages1763700072000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `create index customer_orders_list_customer_pages_idx on customer_orders (customer_name, id) include (payment_status, is_subscription) where removed_at is null`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists customer_orders_list_customer_pages_idx`);
  }
}
