import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's all-time overview at 1,000,000 orders (issue 19): live orders, completed ones, active subscriptions
 * and revenue, kept by statement triggers on customer_orders in 16 rows (an order's row picked by its id, so concurrent
 * checkouts rarely wait on one row), summed on read. The triggers follow every write of the read table, including a
 * replay's truncate and re-insert, so the totals are always those of customer_orders in the same transaction.
 */
export class OrderTotals1763700027700 implements MigrationInterface {
  name = 'OrderTotals1763700027700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table customer_order_totals (
        slot int primary key,
        orders bigint not null default 0,
        completed bigint not null default 0,
        active bigint not null default 0,
        revenue bigint not null default 0
      )`);
    await q.query(`insert into customer_order_totals (slot) select generate_series(0, 15)`);
    // What one customer_orders row adds to the totals (zero for a removed order).
    const add = (table: string, sign: string) => `
      update customer_order_totals t set
        orders = t.orders + ${sign} d.orders, completed = t.completed + ${sign} d.completed,
        active = t.active + ${sign} d.active, revenue = t.revenue + ${sign} d.revenue
      from (
        select abs(hashtext(id::text)) % 16 as slot,
          count(*) filter (where removed_at is null) as orders,
          count(*) filter (where removed_at is null and payment_status = 'completed') as completed,
          count(*) filter (where removed_at is null and subscription_status = 'active') as active,
          coalesce(sum(coalesce(amount_paid, due_today)) filter (where removed_at is null and payment_status = 'completed'), 0) as revenue
        from ${table} group by 1
      ) d where t.slot = d.slot`;
    await q.query(`
      create function customer_order_totals_insert() returns trigger language plpgsql as $$
      begin ${add('new_rows', '+')}; return null; end $$`);
    await q.query(`
      create function customer_order_totals_update() returns trigger language plpgsql as $$
      begin ${add('old_rows', '-')}; ${add('new_rows', '+')}; return null; end $$`);
    await q.query(`
      create function customer_order_totals_delete() returns trigger language plpgsql as $$
      begin ${add('old_rows', '-')}; return null; end $$`);
    await q.query(`
      create function customer_order_totals_truncate() returns trigger language plpgsql as $$
      begin update customer_order_totals set orders = 0, completed = 0, active = 0, revenue = 0; return null; end $$`);
    await q.query(`create trigger customer_order_totals_insert after insert on customer_orders referencing new table as new_rows
      for each statement execute function customer_order_totals_insert()`);
    await q.query(`create trigger customer_order_totals_update after update on customer_orders referencing old table as old_rows new table as new_rows
      for each statement execute function customer_order_totals_update()`);
    await q.query(`create trigger customer_order_totals_delete after delete on customer_orders referencing old table as old_rows
      for each statement execute function customer_order_totals_delete()`);
    await q.query(
      `create trigger customer_order_totals_truncate after truncate on customer_orders for each statement execute function customer_order_totals_truncate()`,
    );
    // The orders already there.
    await q.query(add('customer_orders', '+'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`drop trigger if exists customer_order_totals_${op} on customer_orders`);
      await q.query(`drop function if exists customer_order_totals_${op}()`);
    }
    await q.query(`drop table if exists customer_order_totals`);
  }
}
