import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff tools: order search at 100k rows, staff deletion of orders, and erasure records on data-deletion requests. */
export class AdminOps1763700010000 implements MigrationInterface {
  name = 'AdminOps1763700010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create extension if not exists pg_trgm`);
    // What staff search: name, e-mail, phone digits and ZIP, lower-cased; generated so replay and erasure keep it right.
    await q.query(`
      alter table customer_orders add column search_text text generated always as (
        lower(customer_name || ' ' || customer_email || ' ' || regexp_replace(customer_phone, '[^0-9]', '', 'g') || ' ' || zip_code)
      ) stored`);
    await q.query(`create index customer_orders_search_idx on customer_orders using gin (search_text gin_trgm_ops) where removed_at is null`);
    await q.query(`create index customer_orders_listed_created_idx on customer_orders (created_at desc, id) where removed_at is null`);
    await q.query(`create index customer_orders_listed_status_idx on customer_orders (payment_status, created_at desc) where removed_at is null`);
    await q.query(`create index customer_orders_listed_price_idx on customer_orders (final_price, created_at desc) where removed_at is null`);

    await q.query(
      `alter table data_deletion_requests add column erased_at timestamptz, add column erased_by text, add column erased_streams text[] not null default '{}'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table data_deletion_requests drop column erased_streams, drop column erased_by, drop column erased_at`);
    await q.query(`drop index customer_orders_listed_price_idx`);
    await q.query(`drop index customer_orders_listed_status_idx`);
    await q.query(`drop index customer_orders_listed_created_idx`);
    await q.query(`drop index customer_orders_search_idx`);
    await q.query(`alter table customer_orders drop column search_text`);
  }
}
