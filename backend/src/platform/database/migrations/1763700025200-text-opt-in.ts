import { MigrationInterface, QueryRunner } from 'typeorm';

/** The customer-info form's "text me visit updates" box (issue 16), from order.customer-info-completed's textOptIn. */
export class TextOptIn1763700025200 implements MigrationInterface {
  name = 'TextOptIn1763700025200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table customer_orders add column text_opt_in boolean not null default false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table customer_orders drop column if exists text_opt_in`);
  }
}
