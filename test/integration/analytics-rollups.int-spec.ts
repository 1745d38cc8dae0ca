import { randomUUID } from 'node:crypto';
import { DASHBOARD_PERIODS, dashboardPeriod } from '../../backend/src/modules/analytics/domain/dashboard-period';
import { JOURNEY_SESSION_SCAN } from '../../backend/src/modules/analytics/domain/analytics-limits';
import { EVENTS_IN_PERIOD, eventsInPeriodParams } from '../../backend/src/modules/analytics/queries/dashboard-analytics.query';
import { RECENT_SESSIONS } from '../../backend/src/modules/analytics/queries/customer-journeys.query';
import { eventually } from '../support/eventually';
import { createTestApp, TestApp } from '../support/test-app';

/** The period cards' counts as they were read before the hourly rollup: every event of the period counted. */
const COUNTED_EVENTS = `select count(*)::int as events, count(*) filter (where event_type = 'page_view')::int as page_views
  from website_analytics where created_at >= $1 and created_at < $2`;

/** The journeys' sessions as they were read before website_analytics_sessions: every event of the window grouped. */
const GROUPED_SESSIONS = `
  with recent as (
    select session_id, min(created_at) as started_at, max(created_at) as ended_at
      from website_analytics where created_at >= $1 and created_at <= $2
     group by session_id order by max(created_at) desc, session_id desc limit $3)
  select r.session_id, r.started_at, r.ended_at, count(*)::int as event_count,
         (array_agg(w.page_url order by w.created_at, w.id) filter (where w.event_type = 'page_view'))[1:50] as pages,
         coalesce((array_agg(w.page_url order by w.created_at, w.id) filter (where w.event_type = 'page_view'))[1],
                  (array_agg(w.page_url order by w.created_at, w.id))[1]) as entry_page,
         coalesce((array_agg(w.page_url order by w.created_at desc, w.id desc) filter (where w.event_type = 'page_view'))[1],
                  (array_agg(w.page_url order by w.created_at desc, w.id desc))[1]) as exit_page
    from recent r join website_analytics w on w.session_id = r.session_id and w.created_at >= $1 and w.created_at <= $2
   group by r.session_id, r.started_at, r.ended_at
   order by r.ended_at desc, r.session_id`;

/**
 * 6,000 events over 72 days, at odd minutes and seconds, ending two hours after NOW (a clock ahead), in ~1,700 sessions
 * whose events interleave with other sessions' and straddle hour, day and window boundaries.
 */
const SEED = `
  insert into website_analytics (session_id, event_type, page_url, event_data, created_at)
  select md5((i / 4 + (i % 3) * 1000)::text)::uuid,
    (array['page_view','page_view','button_click','page_view','form_submit','quote_started','chat_opened'])[1 + i % 7],
    (array['/','/blog','/#quote','/faq','/valencia'])[1 + (i * 7) % 5], '{}'::jsonb,
    $1::timestamptz + interval '2 hours' - i * interval '17 minutes 13 seconds'
  from generate_series(1, 6000) i`;

describe('analytics rollups: the dashboard answers what counting every event answered', () => {
  let t: TestApp;
  let admin: string;
  const NOW = new Date('2026-03-17T19:42:31.250Z');
  const HOUR = 3_600_000;
  const sql = <T extends object>(text: string, params: unknown[] = []) => t.database.db.query<T>(text, params);

  /** Every dashboard period at NOW, and windows with part-hours at either end, inside one hour, and empty. */
  function windows(): Array<[string, string]> {
    const periods = DASHBOARD_PERIODS.map((name) => dashboardPeriod(name, NOW, t.config.business.timeZone)).map((p): [string, string] => [p.from, p.to]);
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    return [
      ...periods,
      [at(-30 * 24 * HOUR - 1_234), at(0)],
      [at(-5 * HOUR - 61_000), at(-2 * HOUR + 59_000)],
      [at(-HOUR / 3), at(-HOUR / 4)],
      [at(-80 * 24 * HOUR), at(3 * HOUR)],
      [at(-HOUR), at(-HOUR)],
    ];
  }

  async function expectSameAnswers(): Promise<void> {
    for (const [from, to] of windows()) {
      const [counted] = await sql(COUNTED_EVENTS, [from, to]);
      const [rolledUp] = await sql(EVENTS_IN_PERIOD, eventsInPeriodParams(from, to));
      expect({ from, to, ...rolledUp }).toEqual({ from, to, ...counted });
    }
    for (const days of [1, 7, 30, 90, 365]) {
      const from = new Date(NOW.getTime() - days * 86_400_000);
      for (const limit of [JOURNEY_SESSION_SCAN, 50]) {
        const grouped = await sql(GROUPED_SESSIONS, [from, NOW, limit]);
        expect({ days, limit, sessions: await sql(RECENT_SESSIONS, [from, NOW, limit]) }).toEqual({ days, limit, sessions: grouped });
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_IP_LIMIT: '1000' } });
    t.clock.set(NOW);
    admin = await t.signIn('admin');
    await sql(SEED, [NOW]);
  });
  afterAll(() => t.close());

  it('after a bulk insert, for every period, part-hour window and journeys window (some sessions run past now)', async () => {
    const [{ ahead }] = await sql<{ ahead: number }>(`select count(*)::int as ahead from website_analytics_sessions where last_at > $1`, [NOW]);
    expect(ahead).toBeGreaterThan(0);
    await expectSameAnswers();
  });

  it('after events arrive through the intake, some sessions are erased and some rows change', async () => {
    const fresh = randomUUID();
    for (const minutesAgo of [95, 61, 59, 3]) {
      t.clock.set(new Date(NOW.getTime() - minutesAgo * 60_000));
      await t
        .http()
        .post('/api/analytics/events')
        .send({
          sessionId: fresh,
          events: [
            { eventType: 'page_view', pageUrl: '/pricing' },
            { eventType: 'button_click', pageUrl: '/pricing' },
          ],
        })
        .expect(202);
    }
    t.clock.set(NOW);
    // What erasure does: every event of some sessions goes, and with it those sessions.
    await sql(`delete from website_analytics where session_id in (select session_id from website_analytics where id % 97 = 0)`);
    // And part of a session: its last event is read again from what is left.
    await sql(`delete from website_analytics where id in (select max(id) from website_analytics group by session_id limit 40)`);
    await sql(`update website_analytics set event_type = 'page_view', created_at = created_at - interval '50 minutes' where id % 89 = 0`);
    await expectSameAnswers();

    const res = await t.http().get('/api/admin/dashboard/analytics').query({ period: 'this_month' }).set('Cookie', admin).expect(200);
    const month = dashboardPeriod('this_month', NOW, t.config.business.timeZone);
    const [counted] = await sql<{ events: number; page_views: number }>(COUNTED_EVENTS, [month.from, month.to]);
    expect(res.body).toMatchObject({ events: counted.events, pageViews: counted.page_views });
    expect(counted.events).toBeGreaterThan(8);
  });

  it('when two writers add to one session at once, the later recounts it with the earlier one’s events (1763700071000)', async () => {
    const session = randomUUID();
    const insert = `insert into website_analytics (session_id, event_type, page_url, event_data, created_at) values ($1, $2, $3, '{}', $4)`;
    const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    await sql(insert, [session, 'page_view', '/', at(30)]);
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    let letFirstCommit!: () => void;
    const commit = new Promise<void>((resolve) => (letFirstCommit = resolve));
    const first = t.database.db.transaction(async (client) => {
      await client.query(insert, [session, 'page_view', '/blog', at(20)]);
      firstWrote();
      await commit;
    });
    await wrote;
    const second = t.database.db.transaction(async (client) => {
      await client.query(insert, [session, 'button_click', '/#quote', at(10)]);
    });
    // The second writer waits on the session's row, locked by the first until it commits.
    await eventually(
      () =>
        sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into website_analytics%'`),
      ([row]) => row.n > 0,
      'the second writer to wait for the first',
    );
    letFirstCommit();
    await Promise.all([first, second]);
    const from = new Date(NOW.getTime() - 86_400_000);
    const [kept] = (await sql<{ session_id: string }>(RECENT_SESSIONS, [from, NOW, JOURNEY_SESSION_SCAN])).filter((s) => s.session_id === session);
    const [grouped] = (await sql<{ session_id: string }>(GROUPED_SESSIONS, [from, NOW, JOURNEY_SESSION_SCAN])).filter((s) => s.session_id === session);
    expect(kept).toEqual(grouped);
    expect(kept).toMatchObject({ event_count: 3, pages: ['/', '/blog'], entry_page: '/', exit_page: '/blog' });
  });

  it('after the table is emptied', async () => {
    await sql(`truncate website_analytics`);
    await expectSameAnswers();
    expect(await sql(`select 1 from website_analytics_hours where events <> 0 union all select 1 from website_analytics_sessions`)).toEqual([]);
  });
});
