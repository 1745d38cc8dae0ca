import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing lifecycle (issue 17): order_payments, one row per payment event on an order (first, renewal, failed,
 * refund), and order_dunning, the dunning sequence of a past-due subscription. Both are projections of the order stream.
 */
export class Billing1763700017000 implements MigrationInterface {
  name = 'Billing1763700017000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table order_payments (
        id uuid primary key,
        order_id uuid not null,
        kind text not null,
        amount integer,
        currency text not null default 'usd',
        invoice_id text,
        period_start timestamptz,
        period_end timestamptz,
        reason text,
        recovered boolean not null default false,
        provider_event_id text,
        actor text,
        occurred_at timestamptz not null
      )`);
    await q.query('create index order_payments_order_idx on order_payments (order_id, occurred_at)');
    await q.query('create index order_payments_time_idx on order_payments (occurred_at desc)');
    await q.query(`
      create table order_dunning (
        order_id uuid primary key,
        invoice_id text,
        status text not null,
        past_due_since timestamptz not null,
        amount_due integer,
        reminders_sent integer[] not null default '{}',
        last_reminder_at timestamptz,
        suspended_at timestamptz,
        resolved_at timestamptz,
        updated_at timestamptz not null
      )`);
    await q.query(`create index order_dunning_open_idx on order_dunning (past_due_since) where status = 'past-due'`);
    // The day billing suspended the plan's visits for non-payment; null while in good standing.
    await q.query('alter table service_plans add column suspended_from date');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('alter table service_plans drop column if exists suspended_from');
    await q.query('drop table if exists order_dunning');
    await q.query('drop table if exists order_payments');
  }
}
