import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The field app (issue 16): what the scooper did on a visit (on the way, started, completed or skipped, the photos,
 * the skip reason) on the visits read table, and visit_photos, the photos scoopers upload (the files sit in the
 * uploads store, outside the public /uploads folder).
 */
export class VisitOutcomes1763700015000 implements MigrationInterface {
  name = 'VisitOutcomes1763700015000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table visits add column on_the_way_at timestamptz, add column started_at timestamptz, add column finished_at timestamptz,
      add column skip_reason text, add column skip_note text, add column photo_ids uuid[] not null default '{}', add column outcome_by text`);
    await q.query(`
      create table visit_photos (
        id uuid primary key,
        visit_id uuid not null,
        scooper_id text not null,
        file text not null,
        content_type text not null,
        bytes integer not null,
        received_at timestamptz not null
      )`);
    await q.query(`create index visit_photos_visit_idx on visit_photos (visit_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table if exists visit_photos');
    await q.query(`alter table visits drop column if exists on_the_way_at, drop column if exists started_at, drop column if exists finished_at,
      drop column if exists skip_reason, drop column if exists skip_note, drop column if exists photo_ids, drop column if exists outcome_by`);
  }
}
