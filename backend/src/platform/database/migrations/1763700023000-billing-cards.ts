import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing cards (issue 17): each payment's payment intent (what a refund goes against) and card, the order's card
 * on file, and the sandbox's card-update sessions (the built-in stand-in for Stripe's Billing Portal).
 */
export class BillingCards1763700023000 implements MigrationInterface {
  name = 'BillingCards1763700023000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('alter table order_payments add column payment_intent_id text, add column card_brand text, add column card_last_four text');
    await q.query('alter table customer_orders add column card_brand text, add column card_last_four text');
    await q.query(`
      create table sandbox_card_sessions (
        id text primary key,
        order_id uuid not null,
        status text not null default 'open',
        return_path text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`);
    await q.query('create index sandbox_card_sessions_order_idx on sandbox_card_sessions (order_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table if exists sandbox_card_sessions');
    await q.query('alter table customer_orders drop column if exists card_brand, drop column if exists card_last_four');
    await q.query('alter table order_payments drop column if exists payment_intent_id, drop column if exists card_brand, drop column if exists card_last_four');
  }
}
