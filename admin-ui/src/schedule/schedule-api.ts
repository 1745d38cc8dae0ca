import { HttpError, type DataProvider } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { toBoardScooper, toBoardVisit, toDayRoute, toWeekFigures } from './schedule-records';
import { readPages, type ReadRows } from './schedule-pages';
import { routeIdOf } from './schedule-route';
import type { BoardScooper, BoardVisit, DayRoute, VisitChange, WeekFigures } from './schedule-types';

const ADMIN = '/api/admin';

function readAll(dataProvider: DataProvider, resource: string, filter: object, sortField: string): Promise<ReadRows<Record<string, unknown>>> {
  return readPages(async (page, perPage) => {
    const { data, total } = await dataProvider.getList(resource, { filter, pagination: { page, perPage }, sort: { field: sortField, order: 'ASC' } });
    return { data: data as Record<string, unknown>[], total };
  });
}

/** A week of the board: its visits, and how many the week holds (more than the visits when the board stopped reading). */
export interface WeekVisits {
  visits: BoardVisit[];
  total: number;
}

/** Every visit dated from `start` to `end` (inclusive), cancelled ones too, up to the board's cap. */
export async function fetchVisits(dataProvider: DataProvider, range: { start: string; end: string }): Promise<WeekVisits> {
  const { rows, total } = await readAll(dataProvider, 'visits', { date_gte: range.start, date_lte: range.end }, 'date');
  return { visits: rows.map(toBoardVisit).filter((visit) => visit.id && visit.date), total };
}

/** The scooper accounts; a back office without them yet (404) has only the Unassigned row and scoopers named by visits. */
export async function fetchScoopers(dataProvider: DataProvider): Promise<BoardScooper[]> {
  try {
    return (await readAll(dataProvider, 'scooper-accounts', {}, 'name')).rows.map(toBoardScooper).filter((scooper) => scooper.id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return [];
    throw error;
  }
}

export async function fetchWeekFigures(start: string): Promise<WeekFigures> {
  const { json } = await httpClient(`${ADMIN}/schedule/week?${new URLSearchParams({ start }).toString()}`);
  return toWeekFigures(json);
}

/** Reschedule and/or (re)assign; the server refuses with 409/422 and a message staff can read. */
export async function moveVisit(visitId: string, change: VisitChange): Promise<void> {
  await httpClient(`${ADMIN}/visits/${encodeURIComponent(visitId)}`, { method: 'PUT', body: JSON.stringify(change) });
}

export async function cancelVisit(visitId: string, reason: string): Promise<void> {
  await httpClient(`${ADMIN}/visits/${encodeURIComponent(visitId)}/cancel`, { method: 'POST', body: JSON.stringify({ reason }) });
}

const routeUrl = (scooperId: string, date: string) => `${ADMIN}/routes/${encodeURIComponent(routeIdOf(scooperId, date))}`;

/** One scooper's day: `GET admin/routes/<scooperId>:<date>`. */
export async function fetchRoute(scooperId: string, date: string): Promise<DayRoute> {
  const { json } = await httpClient(routeUrl(scooperId, date));
  return toDayRoute(json as Record<string, unknown>);
}

/** Orders the day from the home base; the server refuses a locked route (409) with a message staff can read. */
export async function optimiseRoute(scooperId: string, date: string): Promise<DayRoute> {
  const { json } = await httpClient(`${routeUrl(scooperId, date)}/optimise`, { method: 'POST', body: '{}' });
  return toDayRoute(json as Record<string, unknown>);
}

/** Staff's own order (every stop's visit id, once) and/or the lock. */
export async function changeRoute(scooperId: string, date: string, change: { order?: string[]; locked?: boolean }): Promise<DayRoute> {
  const { json } = await httpClient(routeUrl(scooperId, date), { method: 'PUT', body: JSON.stringify(change) });
  return toDayRoute(json as Record<string, unknown>);
}

/** One visit as its show page reads it: the board's row plus the visit stream's history. */
export interface VisitHistoryEntry {
  id: string;
  eventType: string;
  actor: string;
  occurredAt: string;
}

export async function fetchVisit(visitId: string): Promise<{ visit: BoardVisit; history: VisitHistoryEntry[] }> {
  const { json } = await httpClient(`${ADMIN}/visits/${encodeURIComponent(visitId)}`);
  const record = (json ?? {}) as Record<string, unknown>;
  const history = Array.isArray(record.history) ? (record.history as Array<Record<string, unknown>>) : [];
  return {
    visit: toBoardVisit(record),
    history: history.map((entry) => ({
      id: String(entry.id ?? ''),
      eventType: String(entry.eventType ?? '').replace(/\.v\d+$/, ''),
      actor: typeof entry.actor === 'string' ? entry.actor : '',
      occurredAt: typeof entry.occurredAt === 'string' ? entry.occurredAt : '',
    })),
  };
}

/** Sends the report again; `clickId` is new per click, so a retried request sends nothing twice. */
export async function resendReport(visitId: string, clickId: string): Promise<{ resent: boolean; message: string }> {
  const { json } = await httpClient(`${ADMIN}/visits/${encodeURIComponent(visitId)}/resend-report`, { method: 'POST', body: JSON.stringify({ clickId }) });
  return json as { resent: boolean; message: string };
}

export interface FreeReturnRequest {
  clientId: string;
  date: string;
  reason: string;
  scooperId: string | null;
}

export async function grantFreeReturn(visitId: string, request: FreeReturnRequest): Promise<{ returnVisitId: string; message: string }> {
  const { json } = await httpClient(`${ADMIN}/visits/${encodeURIComponent(visitId)}/free-return`, { method: 'POST', body: JSON.stringify(request) });
  return json as { returnVisitId: string; message: string };
}
