import { MigrationInterface, QueryRunner } from 'typeorm';

export class Orders1763700002000 implements MigrationInterface {
  name = 'Orders1763700002000';

  async up(q: QueryRunner): Promise<void> {
    // The read side of the order stream (spec 001 §3), rebuilt by replay; removed orders keep their row.
    await q.query(`
      create table customer_orders (
        id uuid primary key,
        stream_id text not null unique,
        customer_name text not null,
        customer_email text not null,
        customer_phone text not null,
        street_address text,
        city text,
        state text,
        zip_code text not null,
        service_type text not null,
        service_frequency text,
        number_of_dogs text,
        yard_size text,
        is_subscription boolean not null,
        is_bin_only boolean not null default false,
        subscription_status text,
        commitment_months int not null default 1,
        preferred_days text[] not null default '{}',
        scheduled_date date,
        time_slot text,
        dog_info jsonb not null default '[]',
        special_notes text,
        special_instructions text,
        add_ons jsonb not null default '{}',
        trash_day text,
        base_price int not null,
        add_ons_price int not null,
        total_price int not null,
        discount_amount int not null default 0,
        commitment_discount int not null default 0,
        final_price int not null,
        setup_fee int not null default 0,
        due_today int not null,
        line_items jsonb not null default '[]',
        discount_code_id uuid,
        discount_code text,
        discount_percent int not null default 0,
        payment_status text not null default 'pending',
        payment_mode text not null,
        payment_provider text not null,
        checkout_session_id text unique,
        checkout_url text,
        stripe_customer_id text,
        stripe_payment_intent_id text,
        stripe_subscription_id text,
        amount_paid int,
        paid_at timestamptz,
        customer_info_completed boolean not null default false,
        onboarding_completed boolean not null default false,
        contact_preference text,
        opt_in_marketing boolean,
        lead_id text,
        submission_fingerprint text not null,
        removed_at timestamptz,
        removal_reason text,
        subject_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    await q.query(`create index customer_orders_created_idx on customer_orders (created_at desc)`);
    await q.query(`create index customer_orders_pending_idx on customer_orders (created_at) where payment_status = 'pending' and removed_at is null`);
    await q.query(`create index customer_orders_fingerprint_idx on customer_orders (submission_fingerprint, created_at desc)`);
    await q.query(`create index customer_orders_subscription_idx on customer_orders (stripe_subscription_id) where stripe_subscription_id is not null`);
    await q.query(`create index customer_orders_payment_intent_idx on customer_orders (stripe_payment_intent_id) where stripe_payment_intent_id is not null`);
    await q.query(`create index customer_orders_subject_idx on customer_orders (subject_id)`);
    await q.query(`create index customer_orders_discount_idx on customer_orders (discount_code_id) where discount_code_id is not null`);

    await q.query(`
      create table discount_codes (
        id uuid primary key default gen_random_uuid(),
        code text not null,
        discount_percent int not null check (discount_percent between 1 and 100),
        active boolean not null default true,
        expires_at timestamptz,
        usage_limit int check (usage_limit is null or usage_limit > 0),
        created_at timestamptz not null default now()
      )`);
    await q.query(`create unique index discount_codes_code_idx on discount_codes (upper(code))`);

    await q.query(`
      create table stripe_settings (
        id int primary key default 1 check (id = 1),
        test_mode boolean not null default true,
        updated_at timestamptz not null default now(),
        updated_by text
      )`);
    await q.query(`insert into stripe_settings (id, test_mode) values (1, true)`);

    // Each provider event is handled once: its id is recorded in the transaction that appends its effect.
    await q.query(`
      create table payment_webhook_events (
        event_id text primary key,
        event_type text not null,
        order_id uuid,
        outcome text not null,
        received_at timestamptz not null default now()
      )`);

    // The built-in sandbox checkout's own sessions (what Stripe would hold).
    await q.query(`
      create table sandbox_checkout_sessions (
        id text primary key,
        order_id uuid not null,
        mode text not null,
        status text not null default 'open',
        customer_email text not null,
        line_items jsonb not null,
        amount_due_today int not null,
        success_url text not null,
        cancel_url text not null,
        metadata jsonb not null default '{}',
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table sandbox_checkout_sessions, payment_webhook_events, stripe_settings, discount_codes, customer_orders');
  }
}
