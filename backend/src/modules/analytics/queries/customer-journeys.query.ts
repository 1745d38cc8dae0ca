import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { ANALYTICS_MESSAGES } from '../analytics.messages';
import { journeyDays } from '../domain/journey-days';
import { JOURNEY_MAX_STEPS, JOURNEY_RECENT_SESSIONS, JOURNEY_SESSION_SCAN } from '../domain/analytics-limits';
import { CommonPath, commonPaths, roundMinutes, sessionMinutes } from '../domain/journey-paths';

export interface JourneyStep {
  eventType: string;
  pageUrl: string;
  at: string;
}

export interface JourneySession {
  sessionId: string;
  startedAt: string;
  endedAt: string;
  minutes: number;
  entryPage: string;
  exitPage: string;
  /** All events of the session in the window; `steps` lists the first 100. */
  stepCount: number;
  steps: JourneyStep[];
}

export interface CustomerJourneys {
  days: number;
  from: string;
  to: string;
  /** Sessions the insights were drawn from (the latest 1000 active in the window). */
  sessionsAnalysed: number;
  topPaths: CommonPath[];
  sessions: JourneySession[];
}

interface SessionRow {
  session_id: string;
  started_at: Date;
  ended_at: Date;
  pages: string[] | null;
  event_count: number;
  entry_page: string;
  exit_page: string;
}

/**
 * Customer Journey Insights over the last `days` days: the latest 1000 sessions (spec 001 §9) give the top paths;
 * the latest 50 are listed with entry page, exit page and steps. Sessions are found through website_analytics_sessions
 * (last_at, session_id) and their events through (session_id, created_at).
 */
export class CustomerJourneysQuery extends Query<CustomerJourneys> {
  /** `days` as the query string has it: one of 1, 7, 30, 90, 365. */
  constructor(readonly days: unknown) {
    super();
  }
}

@QueryHandler(CustomerJourneysQuery)
export class CustomerJourneysHandler implements IQueryHandler<CustomerJourneysQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  execute(query: CustomerJourneysQuery): Promise<CustomerJourneys> {
    const days = journeyDays(query.days);
    if (days === null) throw Problem.validation({ days: ANALYTICS_MESSAGES.days });
    return customerJourneys(this.db, this.clock.now(), days);
  }
}

/**
 * The latest $3 sessions with events in [$1, $2], newest last event first, each with its events in the window. The
 * sessions come from website_analytics_sessions (each session's last event, kept by triggers, 1763700050000) instead of
 * grouping every event of the window; a session whose last event is after $2 (a clock ahead) is read from its events.
 * A session whose events all fall in the window answers from its row (first event, count, pages, entry and exit, kept
 * beside its last event since 1763700071000); only one that began before $1 or runs past $2 is read from its events.
 */
export const RECENT_SESSIONS = `
  with recent as (
    select * from (
      (select session_id, last_at as ended_at, first_at >= $1 as whole, first_at, event_count, pages, entry_page, exit_page
         from website_analytics_sessions where last_at >= $1 and last_at <= $2
        order by last_at desc, session_id desc limit $3)
      union all
      select w.session_id, max(w.created_at), false, null, null, null, null, null
        from website_analytics_sessions s join website_analytics w on w.session_id = s.session_id
       where s.last_at > $2 and w.created_at >= $1 and w.created_at <= $2 group by w.session_id
    ) candidates
    order by ended_at desc, session_id desc limit $3)
  select session_id, first_at as started_at, ended_at, event_count, pages, entry_page, exit_page from recent where whole
  union all
  -- The others' events through (session_id, created_at), only those in the window.
  -- Entry and exit are page views; a session without one falls back to the pages its events came from.
  select r.session_id, e.started_at, r.ended_at, e.event_count, e.views[1:50] as pages,
         coalesce(e.views[1], e.urls[1]) as entry_page,
         coalesce(e.views[cardinality(e.views)], e.urls[cardinality(e.urls)]) as exit_page
    from recent r cross join lateral (
      select min(w.created_at) as started_at, count(*)::int as event_count,
             array_agg(w.page_url order by w.created_at, w.id) filter (where w.event_type = 'page_view') as views,
             array_agg(w.page_url order by w.created_at, w.id) as urls
        from website_analytics w where w.session_id = r.session_id and w.created_at >= $1 and w.created_at <= $2) e
   where not r.whole
   order by ended_at desc, session_id`;

async function customerJourneys(db: Database, now: Date, days: number): Promise<CustomerJourneys> {
  const from = new Date(now.getTime() - days * 86_400_000);
  const rows = await db.query<SessionRow>(RECENT_SESSIONS, [from, now, JOURNEY_SESSION_SCAN]);
  const sessions = rows.map((r) => ({ ...r, pages: r.pages ?? [], startedAt: r.started_at, endedAt: r.ended_at }));
  const recent = sessions.slice(0, JOURNEY_RECENT_SESSIONS);
  const steps = await stepsOf(
    db,
    recent.map((s) => s.session_id),
    from,
    now,
  );
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    sessionsAnalysed: sessions.length,
    topPaths: commonPaths(sessions),
    sessions: recent.map((s) => ({
      sessionId: s.session_id,
      startedAt: s.startedAt.toISOString(),
      endedAt: s.endedAt.toISOString(),
      minutes: roundMinutes(sessionMinutes(s)),
      entryPage: s.entry_page,
      exitPage: s.exit_page,
      stepCount: s.event_count,
      steps: steps.get(s.session_id) ?? [],
    })),
  };
}

async function stepsOf(db: Database, sessionIds: string[], from: Date, to: Date): Promise<Map<string, JourneyStep[]>> {
  const out = new Map<string, JourneyStep[]>();
  if (!sessionIds.length) return out;
  const rows = await db.query<{ session_id: string; event_type: string; page_url: string; created_at: Date }>(
    `select session_id, event_type, page_url, created_at from (
       select w.*, row_number() over (partition by session_id order by created_at, id) as n
         from website_analytics w where session_id = any($1::uuid[]) and created_at >= $2 and created_at <= $3) numbered
      where n <= $4 order by session_id, n`,
    [sessionIds, from, to, JOURNEY_MAX_STEPS],
  );
  for (const row of rows) {
    const list = out.get(row.session_id) ?? [];
    list.push({ eventType: row.event_type, pageUrl: row.page_url, at: row.created_at.toISOString() });
    out.set(row.session_id, list);
  }
  return out;
}
