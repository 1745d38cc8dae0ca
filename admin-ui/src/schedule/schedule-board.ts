import { weekdayOf } from './schedule-dates';
import type { BoardScooper, BoardVisit, VisitChange, VisitStatus } from './schedule-types';

/** The row key of visits with no scooper. */
export const UNASSIGNED = 'unassigned';

export interface BoardRow {
  /** A scooper's id, or UNASSIGNED. */
  key: string;
  scooperId: string | null;
  /** Empty for a scooper the account list does not know (deactivated or not loaded): the board shows the id. */
  name: string;
  scooper: BoardScooper | null;
  /** Each day's visits, in route order; every day of the board has an entry. */
  days: Map<string, BoardVisit[]>;
}

export const rowKeyOf = (scooperId: string | null) => scooperId ?? UNASSIGNED;

/** A visit that is done with (or called off) stays on the board but no longer moves. */
export const FINAL_STATUSES: readonly VisitStatus[] = ['completed', 'skipped', 'cancelled'];
export const isFinal = (visit: BoardVisit) => FINAL_STATUSES.includes(visit.status);

/** Stops a scooper makes: every visit of the day except the cancelled ones. */
export const isStop = (visit: BoardVisit) => visit.status !== 'cancelled';

/**
 * The day's stop order: by route position where the router set one (those first), else by window start, then address;
 * cancelled visits last. Ties fall back to the id, so the order never flickers between reloads.
 */
export function compareRouteOrder(a: BoardVisit, b: BoardVisit): number {
  if (isStop(a) !== isStop(b)) return isStop(a) ? -1 : 1;
  if (a.routePosition !== null && b.routePosition !== null && a.routePosition !== b.routePosition) return a.routePosition - b.routePosition;
  if ((a.routePosition === null) !== (b.routePosition === null)) return a.routePosition !== null ? -1 : 1;
  return a.window.start.localeCompare(b.window.start) || a.address.localeCompare(b.address) || a.id.localeCompare(b.id);
}

/** One scooper's stops on one day, in the order they are driven (cancelled visits are not stops). */
export function dayRoute(visits: readonly BoardVisit[], scooperId: string | null, date: string): BoardVisit[] {
  return visits.filter((visit) => visit.date === date && visit.scooperId === scooperId && isStop(visit)).sort(compareRouteOrder);
}

/**
 * The board's grid: one row per active scooper (by name), then any other scooper a visit names, then Unassigned; one
 * column per day of `days`. Visits on other days are left out.
 */
export function buildBoard(visits: readonly BoardVisit[], scoopers: readonly BoardScooper[], days: readonly string[]): BoardRow[] {
  const emptyDays = () => new Map(days.map((day) => [day, [] as BoardVisit[]]));
  const rows = new Map<string, BoardRow>();
  const known = new Map(scoopers.map((scooper) => [scooper.id, scooper]));
  const listed = scoopers.filter((scooper) => scooper.active).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  for (const scooper of listed) rows.set(scooper.id, { key: scooper.id, scooperId: scooper.id, name: scooper.name, scooper, days: emptyDays() });
  const strangers = [...new Set(visits.map((visit) => visit.scooperId).filter((id): id is string => id !== null && !rows.has(id)))].sort();
  for (const id of strangers) {
    const scooper = known.get(id) ?? null;
    rows.set(id, { key: id, scooperId: id, name: scooper?.name ?? '', scooper, days: emptyDays() });
  }
  rows.set(UNASSIGNED, { key: UNASSIGNED, scooperId: null, name: '', scooper: null, days: emptyDays() });
  for (const visit of visits) rows.get(rowKeyOf(visit.scooperId))?.days.get(visit.date)?.push(visit);
  for (const row of rows.values()) for (const dayVisits of row.days.values()) dayVisits.sort(compareRouteOrder);
  return [...rows.values()];
}

export const DROP_PROBLEMS = ['final', 'past', 'off-day', 'full', 'inactive'] as const;
export type DropProblem = (typeof DROP_PROBLEMS)[number];

export type DropVerdict =
  /** Dropped where it already is. */
  | { action: 'none' }
  /** Certain to be refused (or not expressible): the board says why and sends nothing. */
  | { action: 'refuse'; problem: DropProblem }
  /** Sent to the server, which decides; warnings are what the board expects it to object to. */
  | { action: 'send'; change: VisitChange; warnings: DropProblem[] };

export interface DropTarget {
  scooperId: string | null;
  date: string;
}

/** The statuses the server counts against a scooper's daily capacity. */
const HOLDS_A_PLACE: readonly VisitStatus[] = ['assigned', 'completed', 'skipped'];

/**
 * What dropping `visit` on a scooper's day (or the Unassigned row) means. The server is the judge (its message is shown
 * when it refuses); the board refuses on its own only what cannot change (a completed, skipped or cancelled visit), and
 * warns of the rest. A move to a scooper's row always names the scooper, so a visit moved along its own row stays
 * theirs; a move to the Unassigned row the same day sends `unassign: true`, another day only the day (which the server
 * answers by taking the visit off its scooper).
 */
export function dropVerdict(
  visit: BoardVisit,
  target: DropTarget,
  context: { today: string; scooper: BoardScooper | null; visits: readonly BoardVisit[] },
): DropVerdict {
  const sameDay = target.date === visit.date;
  if (sameDay && target.scooperId === visit.scooperId) return { action: 'none' };
  if (isFinal(visit)) return { action: 'refuse', problem: 'final' };
  const change: VisitChange =
    target.scooperId === null
      ? sameDay
        ? { unassign: true }
        : { date: target.date }
      : sameDay
        ? { scooperId: target.scooperId }
        : { date: target.date, scooperId: target.scooperId };
  const warnings: DropProblem[] = [];
  if (!sameDay && target.date < context.today) warnings.push('past');
  const scooper = target.scooperId === null ? null : context.scooper;
  if (scooper) {
    if (!scooper.active) warnings.push('inactive');
    if (!scooper.workingDays.includes(weekdayOf(target.date))) warnings.push('off-day');
    const load = context.visits.filter(
      (other) => other.id !== visit.id && other.scooperId === scooper.id && other.date === target.date && HOLDS_A_PLACE.includes(other.status),
    ).length;
    if (scooper.dailyCapacity !== null && load >= scooper.dailyCapacity) warnings.push('full');
  }
  return { action: 'send', change, warnings };
}

/** The board right after a move, before the server answers (rolled back if it refuses); mirrors the visit stream's rules. */
export function applyChange(visits: readonly BoardVisit[], visitId: string, change: VisitChange): BoardVisit[] {
  return visits.map((visit) => {
    if (visit.id !== visitId) return visit;
    const date = change.date ?? visit.date;
    const moved = date !== visit.date;
    const scooperId = change.unassign ? null : (change.scooperId ?? (moved ? null : visit.scooperId));
    // The dropVerdict sends nothing for a final visit, so every moved visit is open: scheduled, assigned or missed.
    const open = visit.status === 'scheduled' || visit.status === 'assigned' || visit.status === 'missed';
    const status: VisitStatus = open ? (scooperId === null ? 'scheduled' : 'assigned') : visit.status;
    // A moved visit keeps no route position: the day it lands on has not been routed with it.
    const routePosition = moved || scooperId !== visit.scooperId ? null : visit.routePosition;
    return { ...visit, date, scooperId, status, routePosition };
  });
}

/** Stops per row key and day from the week's figures (the board shows them in each cell's corner). */
export function stopsIndex(figures: { stopsPerScooperPerDay: { scooperId: string | null; date: string; stops: number }[] } | undefined): Map<string, number> {
  const index = new Map<string, number>();
  for (const entry of figures?.stopsPerScooperPerDay ?? []) index.set(`${rowKeyOf(entry.scooperId)}|${entry.date}`, entry.stops);
  return index;
}
