import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database, Queryable } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { ListPage, parseListQuery, RawListQuery } from '../../../platform/http/simple-rest';
import { isCalendarDate } from '../../../platform/time/calendar-date';
import { localDate } from '../../../platform/time/local-time';
import { ScooperDirectory } from '../domain/scooper-directory';
import { ROUTE_MESSAGES } from '../service.messages';

/** The visits that make a scooper's day: cancelled ones and unassigned ones are not on a route. */
export const ROUTE_STATUSES = ['assigned', 'completed', 'skipped', 'missed'] as const;

export interface RouteStopRow {
  visit_id: string;
  position: number;
  kind: string;
  customer_name: string | null;
  street_address: string | null;
  zip_code: string | null;
  window_start: string;
  window_end: string;
  lat: number | null;
  lng: number | null;
  status: string;
  /** Minutes driving to this stop (from the home base for the first, else from the stop before), as last planned; null otherwise. */
  drive_minutes: number | null;
}

export interface RouteRow {
  id: string;
  scooper_id: string;
  scooper_name: string | null;
  date: string;
  stops: RouteStopRow[];
  stop_count: number;
  /** The drive (home base to the last stop) of the current order, when it was last planned in this order; null otherwise. */
  drive_minutes: number | null;
  locked: boolean;
}

export const routeIdOf = (scooperId: string, date: string) => `${scooperId}:${date}`;

/** "<scooperId>:<date>" split and checked; null when it is not one. */
export function parseRouteId(id: unknown): { scooperId: string; date: string } | null {
  if (typeof id !== 'string' || id.length > 60) return null;
  const [scooperId, date, ...rest] = id.split(':');
  if (rest.length || !isUuid(scooperId) || !isCalendarDate(date)) return null;
  return { scooperId, date };
}

interface StopRecord extends Omit<RouteStopRow, 'drive_minutes'> {
  scooper_id: string;
}

/** A route's driving order as SQL (alias v): placed stops by position, then unplaced ones (bin-out, scoop, bin-in; by window). */
export const ROUTE_ORDER_SQL = `v.route_position nulls last, case v.kind when 'bin-out' then 0 when 'scoop' then 1 else 2 end, v.window_start, v.id`;

/** A route's stops in driving order. */
export async function routeStops(client: Queryable, date: string, scooperId: string | null): Promise<StopRecord[]> {
  const { rows } = await client.query<Omit<StopRecord, 'position'>>(
    `select v.id as visit_id, v.scooper_id, v.kind, v.customer_name, v.street_address, v.zip_code, to_char(v.window_start, 'HH24:MI') as window_start,
       to_char(v.window_end, 'HH24:MI') as window_end, v.lat, v.lng, v.status
     from visits v
     where v.date = $1::date and v.scooper_id is not null and v.status = any($2) and ($3::text is null or v.scooper_id = $3)
     order by v.scooper_id, ${ROUTE_ORDER_SQL}`,
    [date, [...ROUTE_STATUSES], scooperId],
  );
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const position = (seen.get(row.scooper_id) ?? 0) + 1;
    seen.set(row.scooper_id, position);
    return { ...row, position };
  });
}

export interface RouteDaySettings {
  locked: boolean;
  plannedOrder: string[] | null;
  driveMinutes: number | null;
  /** The drive to each stop of the planned order, in that order (null for days planned before legs were kept). */
  legMinutes: number[] | null;
}

export async function routeDays(client: Queryable, date: string, scooperIds: string[]): Promise<Map<string, RouteDaySettings>> {
  const { rows } = await client.query<{
    scooper_id: string;
    locked: boolean;
    planned_order: string[] | null;
    drive_minutes: number | null;
    leg_minutes: number[] | null;
  }>(`select scooper_id, locked, planned_order, drive_minutes, leg_minutes from route_days where date = $1::date and scooper_id = any($2)`, [date, scooperIds]);
  return new Map(
    rows.map((r) => [r.scooper_id, { locked: r.locked, plannedOrder: r.planned_order, driveMinutes: r.drive_minutes, legMinutes: r.leg_minutes }]),
  );
}

const sameOrder = (a: readonly string[] | null, b: readonly string[]) => !!a && a.length === b.length && a.every((id, i) => id === b[i]);

function routeRow(scooperId: string, name: string | null, date: string, stops: StopRecord[], day: RouteDaySettings | undefined): RouteRow {
  const ids = stops.map((s) => s.visit_id);
  const planned = !!day && sameOrder(day.plannedOrder, ids);
  const legs = planned && day.legMinutes && day.legMinutes.length === ids.length ? day.legMinutes : null;
  return {
    id: routeIdOf(scooperId, date),
    scooper_id: scooperId,
    scooper_name: name,
    date,
    stops: stops.map(({ scooper_id: _scooper, ...stop }, i) => ({ ...stop, drive_minutes: legs ? legs[i] : null })),
    stop_count: stops.length,
    drive_minutes: planned ? day.driveMinutes : null,
    locked: day?.locked ?? false,
  };
}

const FILTERS = new Set(['date', 'scooper_id', 'id', 'q']);

/** GET admin/routes: every scooper's route on one date (ra-data-simple-rest list; date defaults to today, business-local). */
export class ListRoutesQuery extends Query<ListPage<RouteRow>> {
  constructor(readonly raw: RawListQuery) {
    super();
  }
}

export class GetRouteQuery extends Query<RouteRow> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(ListRoutesQuery)
export class ListRoutesHandler implements IQueryHandler<ListRoutesQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(ScooperDirectory) private readonly scoopers: ScooperDirectory,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ raw }: ListRoutesQuery): Promise<ListPage<RouteRow>> {
    const query = parseListQuery(raw, ['scooper_name', 'ASC']);
    const badKey = Object.keys(query.filter).find((key) => !FILTERS.has(key));
    if (badKey !== undefined) throw Problem.validation({ filter: `cannot filter routes by ${badKey}` });
    if (!['scooper_name', 'id', 'stop_count'].includes(query.sort.field)) throw Problem.validation({ sort: `cannot sort routes by ${query.sort.field}` });
    const filter = query.filter;
    const date = filter.date === undefined || filter.date === '' ? localDate(this.config.business.timeZone, this.clock.now()) : filter.date;
    if (!isCalendarDate(date)) throw Problem.validation({ date: ROUTE_MESSAGES.dateInvalid });
    const scooperId = filter.scooper_id === undefined || filter.scooper_id === '' ? null : filter.scooper_id;
    if (scooperId !== null && typeof scooperId !== 'string') throw Problem.validation({ scooper_id: 'scooper_id must be text' });
    const ids = filter.id === undefined ? null : (Array.isArray(filter.id) ? filter.id : [filter.id]).map(String);
    let rows: RouteRow[] = [];
    if (scooperId === null || isUuid(scooperId)) {
      const stops = await routeStops(this.db.pool, date, scooperId);
      const byScooper = new Map<string, StopRecord[]>();
      for (const stop of stops) byScooper.set(stop.scooper_id, [...(byScooper.get(stop.scooper_id) ?? []), stop]);
      const days = await routeDays(this.db.pool, date, [...byScooper.keys()]);
      for (const [id, own] of byScooper) rows.push(routeRow(id, (await this.scoopers.home(id))?.name ?? null, date, own, days.get(id)));
    }
    if (ids) rows = rows.filter((row) => ids.includes(row.id));
    const key =
      query.sort.field === 'stop_count'
        ? (r: RouteRow) => r.stop_count
        : (r: RouteRow) => (query.sort.field === 'id' ? r.id : (r.scooper_name ?? '').toLowerCase());
    rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id.localeCompare(b.id)) * (query.sort.order === 'ASC' ? 1 : -1));
    const page = rows.slice(query.range.start, query.range.end + 1);
    const last = page.length ? query.range.start + page.length - 1 : query.range.start;
    return { rows: page, contentRange: `routes ${query.range.start}-${last}/${rows.length}` };
  }
}

@QueryHandler(GetRouteQuery)
export class GetRouteHandler implements IQueryHandler<GetRouteQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(ScooperDirectory) private readonly scoopers: ScooperDirectory,
  ) {}

  async execute({ id }: GetRouteQuery): Promise<RouteRow> {
    const parsed = parseRouteId(id);
    const scooper = parsed ? await this.scoopers.home(parsed.scooperId) : null;
    if (!parsed || !scooper) throw new Problem(404, 'Not Found', ROUTE_MESSAGES.routeNotFound);
    const stops = await routeStops(this.db.pool, parsed.date, parsed.scooperId);
    const days = await routeDays(this.db.pool, parsed.date, [parsed.scooperId]);
    return routeRow(parsed.scooperId, scooper.name, parsed.date, stops, days.get(parsed.scooperId));
  }
}
