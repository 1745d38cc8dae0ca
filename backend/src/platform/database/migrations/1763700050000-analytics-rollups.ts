import { MigrationInterface, QueryRunner } from 'typeorm';

/** Hour buckets are counted from this origin (a whole number of hours after the epoch), so they fall on UTC hours. */
const HOUR = `date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00')`;
/** A session's events land in one of 8 slots of their hour, so concurrent sessions rarely wait on one row. */
const SLOT = `(hashtext(session_id::text) & 7)`;

/**
 * The dashboard's analytics at scale (issue 19): the period cards summed from hourly counts and the journeys' latest
 * sessions read from each session's last event, instead of counting or grouping every website_analytics row of the
 * period. Statement triggers keep both in the transaction of every write to website_analytics (the intake's insert,
 * erasure's delete, any update or truncate), so they always answer what the raw rows would.
 */
export class AnalyticsRollups1763700050000 implements MigrationInterface {
  name = 'AnalyticsRollups1763700050000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table website_analytics_hours (
        hour timestamptz not null,
        slot smallint not null,
        events int not null default 0,
        page_views int not null default 0,
        primary key (hour, slot)
      )`);
    await q.query(`create table website_analytics_sessions (session_id uuid primary key, last_at timestamptz not null)`);
    await q.query(`create index website_analytics_sessions_last_idx on website_analytics_sessions (last_at, session_id)`);

    const addHours = (table: string, sign: '+' | '-') => `
      insert into website_analytics_hours as h (hour, slot, events, page_views)
      select ${HOUR}, ${SLOT}, ${sign} count(*), ${sign} count(*) filter (where event_type = 'page_view')
        from ${table} group by 1, 2 order by 1, 2
      on conflict (hour, slot) do update set events = h.events + excluded.events, page_views = h.page_views + excluded.page_views`;
    const addSessions = (table: string) => `
      insert into website_analytics_sessions as s (session_id, last_at)
      select session_id, max(created_at) from ${table} group by 1 order by 1
      on conflict (session_id) do update set last_at = greatest(s.last_at, excluded.last_at)`;
    // Sessions that lost rows: their last event is read again from what is left (none left: the session goes).
    const recountSessions = (changed: string) => `
      delete from website_analytics_sessions where session_id in (select session_id from ${changed});
      insert into website_analytics_sessions as s (session_id, last_at)
      select session_id, max(created_at) from website_analytics where session_id in (select session_id from ${changed}) group by 1 order by 1
      on conflict (session_id) do update set last_at = greatest(s.last_at, excluded.last_at)`;

    await q.query(`
      create function website_analytics_rollups_insert() returns trigger language plpgsql as $$
      begin ${addHours('new_rows', '+')}; ${addSessions('new_rows')}; return null; end $$`);
    await q.query(`
      create function website_analytics_rollups_update() returns trigger language plpgsql as $$
      begin
        ${addHours('old_rows', '-')}; ${addHours('new_rows', '+')};
        ${recountSessions('(select session_id from old_rows union select session_id from new_rows) changed')};
        return null;
      end $$`);
    await q.query(`
      create function website_analytics_rollups_delete() returns trigger language plpgsql as $$
      begin ${addHours('old_rows', '-')}; ${recountSessions('old_rows')}; return null; end $$`);
    await q.query(`
      create function website_analytics_rollups_truncate() returns trigger language plpgsql as $$
      begin delete from website_analytics_hours; delete from website_analytics_sessions; return null; end $$`);
    await q.query(`create trigger website_analytics_rollups_insert after insert on website_analytics referencing new table as new_rows
      for each statement execute function website_analytics_rollups_insert()`);
    await q.query(`create trigger website_analytics_rollups_update after update on website_analytics referencing old table as old_rows new table as new_rows
      for each statement execute function website_analytics_rollups_update()`);
    await q.query(`create trigger website_analytics_rollups_delete after delete on website_analytics referencing old table as old_rows
      for each statement execute function website_analytics_rollups_delete()`);
    await q.query(
      `create trigger website_analytics_rollups_truncate after truncate on website_analytics for each statement execute function website_analytics_rollups_truncate()`,
    );
    // The events already there.
    await q.query(addHours('website_analytics', '+'));
    await q.query(addSessions('website_analytics'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`drop trigger if exists website_analytics_rollups_${op} on website_analytics`);
      await q.query(`drop function if exists website_analytics_rollups_${op}()`);
    }
    await q.query(`drop table if exists website_analytics_sessions`);
    await q.query(`drop table if exists website_analytics_hours`);
  }
}
