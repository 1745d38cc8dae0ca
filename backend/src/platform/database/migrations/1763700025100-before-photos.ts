import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Before photos (issue 16): a plan can require a before photo at Start (service_plans.before_photos, from the plan's
 * photo-rule events), and every visit photo carries its kind: before, after, or skip (the proof for a skip).
 */
export class BeforePhotos1763700025100 implements MigrationInterface {
  name = 'BeforePhotos1763700025100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table service_plans add column before_photos boolean not null default false`);
    await q.query(`alter table visit_photos add column kind text not null default 'after' check (kind in ('before', 'after', 'skip'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table visit_photos drop column if exists kind`);
    await q.query(`alter table service_plans drop column if exists before_photos`);
  }
}
