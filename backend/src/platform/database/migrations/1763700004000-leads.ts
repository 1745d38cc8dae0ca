import { MigrationInterface, QueryRunner } from 'typeorm';

/** Leads, area requests, abandoned carts and data-deletion requests (read tables projected from their streams). */
export class Leads1763700004000 implements MigrationInterface {
  name = 'Leads1763700004000';

  async up(q: QueryRunner): Promise<void> {
    // Spec 000 §3 lead_tracking (the card id lives with the task board's links, joined on read).
    await q.query(`
      create table lead_tracking (
        id uuid primary key,
        stream_id text not null unique,
        contact_info text not null,
        contact_type text not null default 'email',
        contact_name text,
        contact_phone text,
        form_type text not null default 'quote',
        form_data jsonb not null default '{}'::jsonb,
        source_page text,
        referrer text,
        user_agent text,
        user_session text,
        status text not null check (status in ('active', 'in-progress', 'converted', 'abandoned')),
        last_step text,
        existing_client boolean not null default false,
        existing_client_confirmed_at timestamptz,
        reuse_count integer not null default 0,
        moved_to_in_progress_at timestamptz,
        last_activity_at timestamptz not null,
        abandoned_at timestamptz,
        abandonment_reason text,
        converted_at timestamptz,
        converted_order_id uuid,
        conversion_value bigint,
        subject_id uuid,
        version bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    await q.query(`create index lead_tracking_subject_idx on lead_tracking (subject_id, created_at desc)`);
    await q.query(`create index lead_tracking_created_idx on lead_tracking (created_at desc)`);
    await q.query(`create index lead_tracking_open_idx on lead_tracking (last_activity_at) where status in ('active', 'in-progress')`);

    await q.query(`
      create table area_requests (
        id uuid primary key,
        zip_code text not null,
        customer_name text not null,
        customer_email text not null,
        customer_phone text not null default '',
        yard_size text,
        number_of_dogs text,
        selected_add_ons jsonb not null default '{}'::jsonb,
        trash_day text,
        service_type text,
        service_frequency text,
        subject_id uuid,
        created_at timestamptz not null
      )`);
    await q.query(`create index area_requests_created_idx on area_requests (created_at desc)`);
    await q.query(`create index area_requests_subject_idx on area_requests (subject_id)`);

    // One cart per person per local day; abandoned_at set is the server's "sent" list (spec: abandoned_cart_sent_emails).
    await q.query(`
      create table abandoned_carts (
        id uuid primary key,
        customer_name text not null,
        customer_email text not null,
        form_data jsonb not null default '{}'::jsonb,
        page text,
        local_date date not null,
        follow_up_due_at timestamptz not null,
        status text not null check (status in ('tracking', 'abandoned')),
        abandoned_at timestamptz,
        abandon_trigger text,
        subject_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    await q.query(`create index abandoned_carts_subject_idx on abandoned_carts (subject_id)`);
    await q.query(`create index abandoned_carts_due_idx on abandoned_carts (follow_up_due_at) where status = 'tracking'`);

    await q.query(`
      create table data_deletion_requests (
        id uuid primary key,
        email text not null,
        full_name text not null,
        reason text not null default '',
        account_details text not null default '',
        status text not null default 'received',
        subject_id uuid,
        created_at timestamptz not null
      )`);
    await q.query(`create index data_deletion_requests_created_idx on data_deletion_requests (created_at desc)`);
    await q.query(`create index data_deletion_requests_subject_idx on data_deletion_requests (subject_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['data_deletion_requests', 'abandoned_carts', 'area_requests', 'lead_tracking']) await q.query(`drop table if exists ${table}`);
  }
}
