import { MigrationInterface, QueryRunner } from 'typeorm';

/** Scooper accounts: a user with the `scooper` role has one profile (home base, working days, daily capacity). */
export class ScooperAccounts1763700013100 implements MigrationInterface {
  name = 'ScooperAccounts1763700013100';

  async up(q: QueryRunner): Promise<void> {
    // lat/lng stay null until geocoding fills them; the id is the user's, so the account and its profile go together.
    await q.query(`
      create table scooper_profiles (
        user_id uuid primary key references users on delete cascade,
        display_name text not null,
        phone text,
        home_address text not null,
        home_zip text not null check (home_zip ~ '^[0-9]{5}$'),
        home_lat double precision,
        home_lng double precision,
        working_days text[] not null check (cardinality(working_days) between 1 and 7
          and working_days <@ array['monday','tuesday','wednesday','thursday','friday','saturday','sunday']),
        daily_capacity integer not null default 20 check (daily_capacity between 1 and 60),
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create index scooper_profiles_active_idx on scooper_profiles (active)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table scooper_profiles`);
  }
}
