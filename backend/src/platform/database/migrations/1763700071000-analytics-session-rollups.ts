import { MigrationInterface, QueryRunner } from 'typeorm';

/** As in 1763700050000: hour buckets from a whole-hour origin, 8 slots per hour. */
const HOUR = `date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00')`;
const SLOT = `(hashtext(session_id::text) & 7)`;

const addHours = (table: string, sign: '+' | '-') => `
  insert into website_analytics_hours as h (hour, slot, events, page_views)
  select ${HOUR}, ${SLOT}, ${sign} count(*), ${sign} count(*) filter (where event_type = 'page_view')
    from ${table} group by 1, 2 order by 1, 2
  on conflict (hour, slot) do update set events = h.events + excluded.events, page_views = h.page_views + excluded.page_views`;

/** A session's figures as the journeys read them from its events (pages: its first 50 page views). */
const SESSION_FIGURES = `
  select session_id, max(created_at) as last_at, min(created_at) as first_at, count(*)::int as event_count,
         (array_agg(page_url order by created_at, id) filter (where event_type = 'page_view'))[1:50] as pages,
         coalesce((array_agg(page_url order by created_at, id) filter (where event_type = 'page_view'))[1],
                  (array_agg(page_url order by created_at, id))[1]) as entry_page,
         coalesce((array_agg(page_url order by created_at desc, id desc) filter (where event_type = 'page_view'))[1],
                  (array_agg(page_url order by created_at desc, id desc))[1]) as exit_page
    from website_analytics`;

/** The sessions in `changed` (a query of session_id) read again from their events; a session left without any goes. */
const recountSessions = (changed: string) => `
  ids := array(select distinct session_id from ${changed} order by 1);
  -- A session's row is locked before its events are read: two writers to one session recount one after the other,
  -- and the later sees the earlier's events (each statement of this function reads what is committed when it starts).
  insert into website_analytics_sessions (session_id, last_at, first_at, event_count)
  select id, now(), now(), 0 from unnest(ids) id order by 1 on conflict do nothing;
  perform 1 from website_analytics_sessions where session_id = any(ids) order by session_id for update;
  insert into website_analytics_sessions as s (session_id, last_at, first_at, event_count, pages, entry_page, exit_page)
  ${SESSION_FIGURES} where session_id = any(ids) group by session_id order by session_id
  on conflict (session_id) do update set last_at = excluded.last_at, first_at = excluded.first_at, event_count = excluded.event_count,
    pages = excluded.pages, entry_page = excluded.entry_page, exit_page = excluded.exit_page;
  delete from website_analytics_sessions s where s.session_id = any(ids)
     and not exists (select 1 from website_analytics w where w.session_id = s.session_id)`;

/**
 * The dashboard's customer journeys at scale (issue 19): website_analytics_sessions keeps, beside each session's last
 * event, what the journeys show of it (first event, event count, first 50 page views, entry and exit page), so a
 * session whose events all fall in the window is read from its row instead of from its events (1,000 index reads and
 * aggregates per request). The same statement triggers keep them, recounting the sessions each write touches.
 */
export class AnalyticsSessionRollups1763700071000 implements MigrationInterface {
  name = 'AnalyticsSessionRollups1763700071000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table website_analytics_sessions add column first_at timestamptz, add column event_count int,
        add column pages text[], add column entry_page text, add column exit_page text`);
    await q.query(`
      update website_analytics_sessions s set first_at = f.first_at, event_count = f.event_count, pages = f.pages,
             entry_page = f.entry_page, exit_page = f.exit_page
        from (${SESSION_FIGURES} group by session_id) f where f.session_id = s.session_id`);
    await q.query(`delete from website_analytics_sessions where first_at is null`);
    await q.query(`alter table website_analytics_sessions alter column first_at set not null, alter column event_count set not null`);

    await q.query(`
      create or replace function website_analytics_rollups_insert() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin ${addHours('new_rows', '+')}; ${recountSessions('new_rows')}; return null; end $$`);
    await q.query(`
      create or replace function website_analytics_rollups_update() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin
        ${addHours('old_rows', '-')}; ${addHours('new_rows', '+')};
        ${recountSessions('(select session_id from old_rows union select session_id from new_rows) changed')};
        return null;
      end $$`);
    await q.query(`
      create or replace function website_analytics_rollups_delete() returns trigger language plpgsql as $$
      declare ids uuid[];
      begin ${addHours('old_rows', '-')}; ${recountSessions('old_rows')}; return null; end $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    const addSessions = (table: string) => `
      insert into website_analytics_sessions as s (session_id, last_at)
      select session_id, max(created_at) from ${table} group by 1 order by 1
      on conflict (session_id) do update set last_at = greatest(s.last_at, excluded.last_at)`;
    const oldRecount = (changed: string) => `
      delete from website_analytics_sessions where session_id in (select session_id from ${changed});
      insert into website_analytics_sessions as s (session_id, last_at)
      select session_id, max(created_at) from website_analytics where session_id in (select session_id from ${changed}) group by 1 order by 1
      on conflict (session_id) do update set last_at = greatest(s.last_at, excluded.last_at)`;
    await q.query(`
      create or replace function website_analytics_rollups_insert() returns trigger language plpgsql as $$
      begin ${addHours('new_rows', '+')}; ${addSessions('new_rows')}; return null; end $$`);
    await q.query(`
      create or replace function website_analytics_rollups_update() returns trigger language plpgsql as $$
      begin
        ${addHours('old_rows', '-')}; ${addHours('new_rows', '+')};
        ${oldRecount('(select session_id from old_rows union select session_id from new_rows) changed')};
        return null;
      end $$`);
    await q.query(`
      create or replace function website_analytics_rollups_delete() returns trigger language plpgsql as $$
      begin ${addHours('old_rows', '-')}; ${oldRecount('old_rows')}; return null; end $$`);
    await q.query(`
      alter table website_analytics_sessions drop column first_at, drop column event_count, drop column pages,
        drop column entry_page, drop column exit_page`);
  }
}
