import { MigrationInterface, QueryRunner } from 'typeorm';

/** The drive to each stop of a scooper's day as last planned (issue 15: "≈ N min drive" between stops), beside its order. */
export class RouteLegs1763700014100 implements MigrationInterface {
  name = 'RouteLegs1763700014100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table route_days add column leg_minutes double precision[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('alter table route_days drop column if exists leg_minutes');
  }
}
