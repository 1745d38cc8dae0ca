import { MigrationInterface, QueryRunner } from 'typeorm';

/** Service plans and their visits (projected from the service-plan and visit streams) and the staff's trash-day shifts (issue 15). */
export class ServicePlans1763700013500 implements MigrationInterface {
  name = 'ServicePlans1763700013500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table service_plans (
        id uuid primary key,
        stream_id text not null unique,
        order_id uuid not null unique,
        status text not null check (status in ('active', 'paused', 'cancelled')),
        frequency text not null check (frequency in ('weekly', 'twice-weekly', 'monthly', 'bin-only')),
        preferred_days text[] not null default '{}',
        trash_day text,
        bin_take_out boolean not null default false,
        bin_bring_in boolean not null default false,
        bin_take_out_timing text not null default 'morning',
        add_ons text[] not null default '{}',
        number_of_dogs text,
        dog_names text[] not null default '{}',
        customer_name text,
        street_address text,
        city text,
        state text,
        zip_code text,
        notes text,
        start_date date not null,
        paused_from date,
        resumed_from date,
        cancelled_from date,
        cancellation_reason text,
        subject_id uuid,
        version bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    await q.query(`create index service_plans_status_idx on service_plans (status)`);
    await q.query(`create index service_plans_subject_idx on service_plans (subject_id)`);

    await q.query(`
      create table visits (
        id uuid primary key,
        stream_id text not null unique,
        plan_id uuid not null,
        order_id uuid not null,
        key text not null,
        kind text not null check (kind in ('scoop', 'bin-out', 'bin-in')),
        date date not null,
        window_start time not null,
        window_end time not null,
        status text not null check (status in ('scheduled', 'assigned', 'completed', 'skipped', 'missed', 'cancelled')),
        scooper_id text,
        route_position integer,
        pinned boolean not null default false,
        customer_name text,
        street_address text,
        city text,
        zip_code text,
        notes text,
        cancellation_reason text,
        cancelled_by text,
        missed_at timestamptz,
        subject_id uuid,
        version bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (plan_id, key)
      )`);
    // The board's week query (by date, per scooper) and the missed-visit sweep (open visits by date).
    await q.query(`create index visits_date_scooper_idx on visits (date, scooper_id)`);
    await q.query(`create index visits_open_date_idx on visits (date) where status in ('scheduled', 'assigned')`);
    await q.query(`create index visits_subject_idx on visits (subject_id)`);

    await q.query(`
      create table trash_day_shifts (
        id uuid primary key default gen_random_uuid(),
        date date not null unique,
        shifted_to date not null,
        note text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (shifted_to <> date)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table if exists trash_day_shifts');
    await q.query('drop table if exists visits');
    await q.query('drop table if exists service_plans');
  }
}
