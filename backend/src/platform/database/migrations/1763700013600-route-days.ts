import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Routes (issue 15): a plan's coordinates (geocoded or a staff pin) on service_plans, copied onto its visits, and
 * route_days, staff's settings for one scooper's day (locked, and the drive minutes of the order last planned).
 */
export class RouteDays1763700013600 implements MigrationInterface {
  name = 'RouteDays1763700013600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table service_plans add column lat double precision, add column lng double precision,
      add column location_source text, add column location_precision text`);
    await q.query(`alter table visits add column lat double precision, add column lng double precision`);
    await q.query(`create index visits_route_idx on visits (scooper_id, date, route_position) where scooper_id is not null`);
    await q.query(`
      create table route_days (
        scooper_id text not null,
        date date not null,
        locked boolean not null default false,
        planned_order uuid[],
        drive_minutes double precision,
        updated_by text,
        updated_at timestamptz not null default now(),
        primary key (scooper_id, date)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table if exists route_days');
    await q.query('drop index if exists visits_route_idx');
    await q.query('alter table visits drop column if exists lat, drop column if exists lng');
    await q.query(`alter table service_plans drop column if exists lat, drop column if exists lng, drop column if exists location_source,
      drop column if exists location_precision`);
  }
}
