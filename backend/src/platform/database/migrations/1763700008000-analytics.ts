import { MigrationInterface, QueryRunner } from 'typeorm';

/** Website analytics events and help-link clicks (spec 001 §3, 000 §3), plus the indexes the admin dashboard reads through. */
export class Analytics1763700008000 implements MigrationInterface {
  name = 'Analytics1763700008000';

  async up(q: QueryRunner): Promise<void> {
    // A bigint identity keeps a batch's events in the order the browser sent them, even within one timestamp.
    await q.query(`
      create table website_analytics (
        id bigint generated always as identity primary key,
        session_id uuid not null,
        event_type text not null,
        page_url text not null,
        event_data jsonb not null default '{}',
        created_at timestamptz not null
      )`);
    // Period cards count all events and page views by time; event_type rides along so both are index-only.
    await q.query(`create index website_analytics_created_idx on website_analytics (created_at, event_type)`);
    await q.query(`create index website_analytics_type_created_idx on website_analytics (event_type, created_at)`);
    await q.query(`create index website_analytics_session_idx on website_analytics (session_id, created_at)`);

    await q.query(`
      create table help_link_clicks (
        id uuid primary key default gen_random_uuid(),
        page_url text not null,
        user_agent text,
        referrer text,
        form_data jsonb not null default '{}',
        subject_id uuid,
        created_at timestamptz not null
      )`);
    await q.query(`create index help_link_clicks_created_idx on help_link_clicks (created_at desc)`);
    await q.query(`create index help_link_clicks_subject_idx on help_link_clicks (subject_id) where subject_id is not null`);

    // The dashboard's order figures per period: one covering index over live orders, so counts and revenue never touch the heap.
    await q.query(`
      create index customer_orders_dashboard_idx on customer_orders (created_at)
        include (payment_status, subscription_status, amount_paid, due_today) where removed_at is null`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop index if exists customer_orders_dashboard_idx');
    await q.query('drop table help_link_clicks, website_analytics');
  }
}
