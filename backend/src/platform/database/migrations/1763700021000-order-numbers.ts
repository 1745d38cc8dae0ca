import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Short human order numbers (issue 18 §14, SCV-10001 on). A new order draws its number from order_number_seq
 * before its checkout-started event is appended, and the event carries it, so a replay gives every order the
 * same number. Orders recorded before numbers existed get theirs here, once, in the order they were placed;
 * legacy_order_numbers keeps that assignment outside the rebuilt read tables so a replay finds it again.
 */
export class OrderNumbers1763700021000 implements MigrationInterface {
  name = 'OrderNumbers1763700021000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create sequence order_number_seq as bigint start with 10001 minvalue 10001`);
    await q.query(`create table legacy_order_numbers (order_id uuid primary key, order_number bigint not null unique)`);
    await q.query(`alter table customer_orders add column order_number bigint`);
    await q.query(
      `insert into legacy_order_numbers (order_id, order_number)
       select id, nextval('order_number_seq') from (select id from customer_orders order by created_at, id) o`,
    );
    await q.query(`update customer_orders c set order_number = l.order_number from legacy_order_numbers l where l.order_id = c.id`);
    await q.query(`create unique index customer_orders_order_number_idx on customer_orders (order_number)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index customer_orders_order_number_idx`);
    await q.query(`alter table customer_orders drop column order_number`);
    await q.query(`drop table legacy_order_numbers`);
    await q.query(`drop sequence order_number_seq`);
  }
}
