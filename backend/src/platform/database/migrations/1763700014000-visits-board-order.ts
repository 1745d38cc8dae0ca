import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schedule board reads a week of visits in pages sorted by (date + window start, id) (issue 15): an index in that
 * order serves the range filter and the sort together, so a page is read in index order without sorting the week.
 */
export class VisitsBoardOrder1763700014000 implements MigrationInterface {
  name = 'VisitsBoardOrder1763700014000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create index visits_board_order_idx on visits ((date + window_start), id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop index if exists visits_board_order_idx');
  }
}
