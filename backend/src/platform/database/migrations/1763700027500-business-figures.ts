import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's business figures as a projection (issue 19): the order, lead and service-plan streams folded into
 * small read tables inline, so a dashboard load reads a few rows instead of replaying the log. Filled by replaying
 * the analytics projection `business_figures` (npm run replay) on a database that already has events.
 */
export class BusinessFigures1763700027500 implements MigrationInterface {
  name = 'BusinessFigures1763700027500';

  async up(q: QueryRunner): Promise<void> {
    // One order stream: a subscription's monthly rate and, while it is a live subscriber, the amount it counts in MRR.
    await q.query(`
      create table business_figure_orders (
        stream_id text primary key,
        subscription boolean not null default false,
        rate bigint not null default 0,
        active_amount bigint,
        removed boolean not null default false
      )`);
    // Each order's MRR movements, kept so that removing the order takes them back out of the month totals.
    await q.query(`
      create table business_figure_movements (
        stream_id text not null,
        month text not null,
        kind text not null,
        amount bigint not null,
        customers int not null
      )`);
    await q.query(`create index business_figure_movements_stream_idx on business_figure_movements (stream_id)`);
    await q.query(`
      create table business_figure_months (
        month text not null,
        kind text not null,
        amount bigint not null,
        customers int not null,
        primary key (month, kind)
      )`);
    await q.query(`create table business_figure_invoices (invoice_id text primary key, failed_stream text not null, recovered_stream text)`);
    await q.query(`create index business_figure_invoices_failed_idx on business_figure_invoices (failed_stream)`);
    await q.query(`create index business_figure_invoices_recovered_idx on business_figure_invoices (recovered_stream) where recovered_stream is not null`);
    // One row per cancelled plan: a stated reason is the customer's personal data (erased with them), so kept per subject.
    await q.query(`create table business_figure_cancellations (event_id uuid primary key, subject_id text, reason text not null, stated boolean not null)`);
    await q.query(`create index business_figure_cancellations_subject_idx on business_figure_cancellations (subject_id)`);
    await q.query(`create table business_figure_leads (stream_id text primary key, source text, converted boolean not null default false)`);
    await q.query(`create table business_figure_sources (source text primary key, quotes int not null, paid int not null)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table business_figure_sources, business_figure_leads, business_figure_cancellations, business_figure_invoices,
      business_figure_months, business_figure_movements, business_figure_orders`);
  }
}
