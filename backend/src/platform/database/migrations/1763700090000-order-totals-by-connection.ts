import { MigrationInterface, QueryRunner } from 'typeorm';

const SLOTS = 64;

/** What a statement's rows add to the totals, in the slot the statement picks (zero for a removed order). */
const add = (table: string, sign: string, slot: string) => `
  update customer_order_totals t set
    orders = t.orders + ${sign} d.orders, completed = t.completed + ${sign} d.completed,
    active = t.active + ${sign} d.active, revenue = t.revenue + ${sign} d.revenue
  from (
    select ${slot} as slot,
      count(*) filter (where removed_at is null) as orders,
      count(*) filter (where removed_at is null and payment_status = 'completed') as completed,
      count(*) filter (where removed_at is null and subscription_status = 'active') as active,
      coalesce(sum(coalesce(amount_paid, due_today)) filter (where removed_at is null and payment_status = 'completed'), 0) as revenue
    from ${table} group by 1
  ) d where t.slot = d.slot`;

async function defineTriggers(q: QueryRunner, slot: string): Promise<void> {
  await q.query(`
    create or replace function customer_order_totals_insert() returns trigger language plpgsql as $$
    begin ${add('new_rows', '+', slot)}; return null; end $$`);
  await q.query(`
    create or replace function customer_order_totals_update() returns trigger language plpgsql as $$
    begin ${add('old_rows', '-', slot)}; ${add('new_rows', '+', slot)}; return null; end $$`);
  await q.query(`
    create or replace function customer_order_totals_delete() returns trigger language plpgsql as $$
    begin ${add('old_rows', '-', slot)}; return null; end $$`);
}

/**
 * Concurrent checkouts no longer wait on each other's totals row (issue 19). The totals' row was picked by the order's
 * id among 16, so two of eight concurrent checkouts usually met on one: the second waited for the first's commit and its
 * WAL flush (a checkout bench showed every lock wait on the customer_orders insert). The row is now picked by the writing
 * connection among 64: a pool's connections have consecutive backend pids, so its concurrent writers take rows of their
 * own. Only the sum of the rows means anything (an order may add to one row and take away from another, and a row may
 * go below zero), and reads sum them all, so the totals stay exactly those of customer_orders.
 */
export class OrderTotalsByConnection1763700090000 implements MigrationInterface {
  name = 'OrderTotalsByConnection1763700090000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`insert into customer_order_totals (slot) select generate_series(0, ${SLOTS - 1}) on conflict do nothing`);
    await defineTriggers(q, `pg_backend_pid() % ${SLOTS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await defineTriggers(q, `abs(hashtext(id::text)) % 16`);
    // The sums of rows 16 and up fold into row 0, so the 16 rows' sum stays the same.
    await q.query(`
      update customer_order_totals t set orders = t.orders + x.orders, completed = t.completed + x.completed,
        active = t.active + x.active, revenue = t.revenue + x.revenue
      from (select coalesce(sum(orders), 0) as orders, coalesce(sum(completed), 0) as completed, coalesce(sum(active), 0) as active,
                   coalesce(sum(revenue), 0) as revenue from customer_order_totals where slot >= 16) x
      where t.slot = 0`);
    await q.query(`delete from customer_order_totals where slot >= 16`);
  }
}
