import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schedule board's week figures at 20,000 plans (issue 19): the week's counts by status and stops per scooper and
 * day come from an index-only scan of the week's range, not from every visit row of the week.
 */
export class VisitsWeekFigures1763700027800 implements MigrationInterface {
  name = 'VisitsWeekFigures1763700027800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create index visits_week_figures_idx on visits (date, status) include (scooper_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists visits_week_figures_idx`);
  }
}
