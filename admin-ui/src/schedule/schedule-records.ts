import { isCalendarDate, WEEKDAYS, type Weekday } from './schedule-dates';
import {
  PHOTO_KINDS,
  type PhotoKind,
  type VisitPhoto,
  VISIT_KINDS,
  VISIT_STATUSES,
  type BoardScooper,
  type BoardVisit,
  type DayRoute,
  type LatLng,
  type RouteStop,
  type StopsOnDay,
  type VisitKind,
  type VisitStatus,
  type WeekFigures,
} from './schedule-types';

/**
 * Reads the server's JSON into the board's shapes. Rows come from read tables in snake_case; the readers accept the
 * camelCase spelling too and only own keys (never `row[key]` on a name from outside), so a renamed column shows as
 * blank rather than breaking the board.
 */
type Row = Record<string, unknown>;

function field(row: Row, ...names: string[]): unknown {
  for (const name of names) if (Object.hasOwn(row, name) && row[name] !== undefined && row[name] !== null) return row[name];
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const textOrNull = (value: unknown) => text(value) || null;
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** 'YYYY-MM-DD' from a date column, whether it came as a plain date or a midnight timestamp. */
function dateOf(value: unknown): string {
  const raw = text(value).slice(0, 10);
  return isCalendarDate(raw) ? raw : '';
}

/** '08:00:00' (a time column) → '08:00'. */
const clockOf = (value: unknown) => text(value).slice(0, 5);

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  (choices as readonly unknown[]).includes(value) ? (value as T) : fallback;

export function toBoardVisit(row: Row): BoardVisit {
  const window = field(row, 'window');
  const windowRow: Row = typeof window === 'object' && window !== null ? (window as Row) : {};
  const position = field(row, 'route_position', 'routePosition');
  return {
    id: text(field(row, 'id')),
    planId: textOrNull(field(row, 'plan_id', 'planId')),
    orderId: textOrNull(field(row, 'order_id', 'orderId')),
    kind: oneOf<VisitKind>(VISIT_KINDS, field(row, 'kind'), 'scoop'),
    date: dateOf(field(row, 'date')),
    window: {
      start: clockOf(field(row, 'window_start', 'windowStart') ?? field(windowRow, 'start')),
      end: clockOf(field(row, 'window_end', 'windowEnd') ?? field(windowRow, 'end')),
    },
    status: oneOf<VisitStatus>(VISIT_STATUSES, field(row, 'status'), 'scheduled'),
    scooperId: textOrNull(field(row, 'scooper_id', 'scooperId')),
    routePosition: typeof position === 'number' && Number.isFinite(position) ? position : null,
    customerName: text(field(row, 'customer_name', 'customerName')),
    address: text(field(row, 'street_address', 'streetAddress', 'address')),
    city: text(field(row, 'city')),
    zip: text(field(row, 'zip_code', 'zipCode', 'zip')),
    gateNotes: text(field(row, 'gate_notes', 'gateNotes')),
    dogNotes: text(field(row, 'dog_notes', 'dogNotes')),
    notes: text(field(row, 'notes')),
    cancellationReason: text(field(row, 'cancellation_reason', 'cancellationReason')),
    onTheWayAt: timestampOf(field(row, 'on_the_way_at', 'onTheWayAt')),
    startedAt: timestampOf(field(row, 'started_at', 'startedAt')),
    finishedAt: timestampOf(field(row, 'finished_at', 'finishedAt')),
    outcomeBy: scooperOf(field(row, 'outcome_by', 'outcomeBy')),
    skipReason: textOrNull(field(row, 'skip_reason', 'skipReason')),
    skipNote: text(field(row, 'skip_note', 'skipNote')),
    photos: photosOf(field(row, 'photos')),
    returnOf: uuidOrNull(field(row, 'return_of', 'returnOf')),
    returnVisitId: uuidOrNull(field(row, 'return_visit_id', 'returnVisitId')),
    returnReason: text(field(row, 'return_reason', 'returnReason')),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : null);
const timestampOf = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);
/** 'scooper:<id>' (the event's actor) → the scooper's id. */
const scooperOf = (value: unknown) => (typeof value === 'string' && value.startsWith('scooper:') ? value.slice('scooper:'.length) || null : null);
/** Only the staff photo route's own paths are shown as images. */
const STAFF_PHOTO_URL = /^\/api\/admin\/visit-photos\/[0-9a-f-]{36}$/i;

function photosOf(value: unknown): VisitPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const photo = item as Row;
    const url = text(field(photo, 'url'));
    const id = uuidOrNull(field(photo, 'id'));
    if (!id || !STAFF_PHOTO_URL.test(url)) return [];
    return [
      { id, url, kind: oneOf<PhotoKind>(PHOTO_KINDS, field(photo, 'kind'), 'after'), receivedAt: timestampOf(field(photo, 'receivedAt', 'received_at')) ?? '' },
    ];
  });
}

export function toBoardScooper(row: Row): BoardScooper {
  const days = field(row, 'working_days', 'workingDays');
  const capacity = field(row, 'daily_capacity', 'dailyCapacity');
  const active = field(row, 'active');
  return {
    id: text(field(row, 'id')),
    name: text(field(row, 'name', 'display_name', 'displayName', 'email')) || text(field(row, 'id')),
    active: active === undefined ? true : active === true,
    workingDays: Array.isArray(days) ? WEEKDAYS.filter((day: Weekday) => days.includes(day)) : [...WEEKDAYS],
    dailyCapacity: typeof capacity === 'number' && capacity > 0 ? capacity : null,
    home: latLngOf(field(row, 'home_lat', 'homeLat'), field(row, 'home_lng', 'homeLng')),
  };
}

/** A point on the map, or null when either coordinate is missing or out of range. */
export function latLngOf(lat: unknown, lng: unknown): LatLng | null {
  const y = typeof lat === 'string' && lat.trim() !== '' ? Number(lat) : lat;
  const x = typeof lng === 'string' && lng.trim() !== '' ? Number(lng) : lng;
  if (typeof y !== 'number' || typeof x !== 'number' || !Number.isFinite(y) || !Number.isFinite(x)) return null;
  return Math.abs(y) <= 90 && Math.abs(x) <= 180 ? { lat: y, lng: x } : null;
}

/** Minutes as the server gave them, or null when they are missing or not a real duration. */
const minutesOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

function toRouteStop(row: Row, index: number): RouteStop {
  const position = field(row, 'position');
  return {
    visitId: text(field(row, 'visit_id', 'visitId', 'id')),
    position: typeof position === 'number' && Number.isFinite(position) ? position : index + 1,
    kind: oneOf<VisitKind>(VISIT_KINDS, field(row, 'kind'), 'scoop'),
    customerName: text(field(row, 'customer_name', 'customerName')),
    address: text(field(row, 'street_address', 'streetAddress', 'address')),
    zip: text(field(row, 'zip_code', 'zipCode', 'zip')),
    window: { start: clockOf(field(row, 'window_start', 'windowStart')), end: clockOf(field(row, 'window_end', 'windowEnd')) },
    at: latLngOf(field(row, 'lat'), field(row, 'lng')),
    status: oneOf<VisitStatus>(VISIT_STATUSES, field(row, 'status'), 'assigned'),
    driveMinutes: minutesOf(field(row, 'drive_minutes', 'driveMinutes')),
  };
}

/** `GET admin/routes/:id`; stops keep the server's order (the route order). */
export function toDayRoute(row: Row): DayRoute {
  const stops = field(row, 'stops');
  const minutes = field(row, 'drive_minutes', 'driveMinutes');
  return {
    id: text(field(row, 'id')),
    scooperId: text(field(row, 'scooper_id', 'scooperId')),
    scooperName: text(field(row, 'scooper_name', 'scooperName')),
    date: dateOf(field(row, 'date')),
    stops: Array.isArray(stops)
      ? stops
          .filter((stop): stop is Row => typeof stop === 'object' && stop !== null)
          .map(toRouteStop)
          .filter((stop) => stop.visitId)
      : [],
    driveMinutes: typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 0 ? Math.round(minutes) : null,
    locked: field(row, 'locked') === true,
  };
}

/** The figures' stops per scooper per day, sent either as rows or as `{ [scooperId]: { [date]: stops } }`. */
function stopsOf(value: unknown): StopsOnDay[] {
  if (Array.isArray(value)) {
    return value
      .filter((item): item is Row => typeof item === 'object' && item !== null)
      .map((item) => ({
        scooperId: textOrNull(field(item, 'scooperId', 'scooper_id')),
        date: dateOf(field(item, 'date')),
        stops: count(field(item, 'stops', 'count', 'visits')),
      }));
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Row).flatMap(([scooperId, days]) =>
    typeof days === 'object' && days !== null
      ? Object.entries(days as Row).map(([date, stops]) => ({ scooperId: scooperId === 'unassigned' ? null : scooperId, date, stops: count(stops) }))
      : [],
  );
}

export function toWeekFigures(body: unknown): WeekFigures {
  const row: Row = typeof body === 'object' && body !== null ? (body as Row) : {};
  return {
    visits: count(field(row, 'visits')),
    completed: count(field(row, 'completed')),
    skipped: count(field(row, 'skipped')),
    missed: count(field(row, 'missed')),
    stopsPerScooperPerDay: stopsOf(field(row, 'stopsPerScooperPerDay', 'stops_per_scooper_per_day')),
  };
}
