import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visit reports and staff views (issue 16): a free return visit names the visit it makes up for (return_of), and
 * that visit names its return visit and staff's reason (sealed free text, erased with the customer).
 */
export class VisitReports1763700024000 implements MigrationInterface {
  name = 'VisitReports1763700024000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table visits add column if not exists return_of uuid, add column if not exists return_visit_id uuid,
      add column if not exists return_reason text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table visits drop column if exists return_of, drop column if exists return_visit_id, drop column if exists return_reason`);
  }
}
