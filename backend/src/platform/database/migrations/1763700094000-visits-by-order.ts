import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's visits: the customer's account lists them (CustomerServiceView.visitsOf, `order_id = any($1)`), and so does
 * the order's page in the admin (the visits filter `order_id`). Visits had no index led by their order, so each of
 * those read every visit of every plan (a year of weekly visits for 20,000 plans is a million rows). Keyed with the
 * date both sort by.
 */
export class VisitsByOrder1763700094000 implements MigrationInterface {
  name = 'VisitsByOrder1763700094000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create index visits_order_idx on visits (order_id, date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists visits_order_idx`);
  }
}
