import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Concurrent new leads no longer wait on each other's source count (issue 19). Every lead's first event added one to its
 * source's single row in business_figure_sources, so leads from one source (nearly all of them come from the home
 * page) took turns: each waited for the one before to commit (the relay bench's burst: every lock wait was there). A
 * source now has a row per writing connection (the backend's pid among 64, as customer_order_totals since
 * 1763700090000); only their sum means anything, and readFigureTotals sums them.
 */
export class FigureSourcesByConnection1763700091000 implements MigrationInterface {
  name = 'FigureSourcesByConnection1763700091000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table business_figure_sources add column slot int not null default 0`);
    await q.query(`alter table business_figure_sources drop constraint business_figure_sources_pkey, add primary key (source, slot)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      with gone as (delete from business_figure_sources where slot <> 0 returning source, quotes, paid)
      insert into business_figure_sources (source, slot, quotes, paid) select source, 0, sum(quotes), sum(paid) from gone group by source
      on conflict (source, slot) do update set quotes = business_figure_sources.quotes + excluded.quotes, paid = business_figure_sources.paid + excluded.paid`);
    await q.query(`alter table business_figure_sources drop constraint business_figure_sources_pkey, add primary key (source)`);
    await q.query(`alter table business_figure_sources drop column slot`);
  }
}
