import type { Weekday } from './schedule-dates';

export const VISIT_STATUSES = ['scheduled', 'assigned', 'completed', 'skipped', 'missed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_KINDS = ['scoop', 'bin-out', 'bin-in'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export const PHOTO_KINDS = ['before', 'after', 'skip'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** A visit photo as staff see it: served by the staff-guarded photo route (`url`), with its kind and server time. */
export interface VisitPhoto {
  id: string;
  kind: PhotoKind;
  receivedAt: string;
  url: string;
}

export const SKIP_REASONS = ['locked-gate', 'dog-out', 'weather', 'customer-asked', 'other'] as const;

/** A visit as the board shows it (read from `GET admin/visits`, a row of the `visits` read table). */
export interface BoardVisit {
  id: string;
  planId: string | null;
  orderId: string | null;
  kind: VisitKind;
  date: string;
  window: { start: string; end: string };
  status: VisitStatus;
  scooperId: string | null;
  routePosition: number | null;
  customerName: string;
  address: string;
  city: string;
  zip: string;
  gateNotes: string;
  dogNotes: string;
  notes: string;
  cancellationReason: string;
  /** The field app's proof (issue 16): when the customer was told, the stop started and finished, by whom, why skipped. */
  onTheWayAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** The scooper who completed or skipped it (their id; the name comes from the scooper list). */
  outcomeBy: string | null;
  skipReason: string | null;
  skipNote: string;
  photos: VisitPhoto[];
  /** A free return visit: the visit it makes up for. */
  returnOf: string | null;
  /** This visit's free return visit, and staff's reason for it. */
  returnVisitId: string | null;
  returnReason: string;
}

/** A scooper account as the board needs it (from `GET admin/scooper-accounts`). */
export interface BoardScooper {
  id: string;
  name: string;
  active: boolean;
  workingDays: Weekday[];
  dailyCapacity: number | null;
  /** The home base's coordinates, when the account has been placed on the map. */
  home: LatLng | null;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** One stop of `GET admin/routes/:id`, in route order. */
export interface RouteStop {
  visitId: string;
  position: number;
  kind: VisitKind;
  customerName: string;
  address: string;
  zip: string;
  window: { start: string; end: string };
  at: LatLng | null;
  status: VisitStatus;
  /** Minutes driving to this stop (from the home base for the first), as last planned; null when the order was not planned. */
  driveMinutes: number | null;
}

/** `GET admin/routes/:id` (id `<scooperId>:<date>`): one scooper's stops on one day, its drive minutes and lock. */
export interface DayRoute {
  id: string;
  scooperId: string;
  scooperName: string;
  date: string;
  stops: RouteStop[];
  /** The drive of the order as last planned; null when the current order was never optimised. */
  driveMinutes: number | null;
  locked: boolean;
}

export interface StopsOnDay {
  scooperId: string | null;
  date: string;
  stops: number;
}

/** `GET admin/schedule/week?start=` */
export interface WeekFigures {
  visits: number;
  completed: number;
  skipped: number;
  missed: number;
  stopsPerScooperPerDay: StopsOnDay[];
}

/**
 * What `PUT admin/visits/:id` is sent: a new day and/or a scooper, or `unassign: true` (back to the Unassigned row). A
 * new day sent without a scooper also takes the visit off its scooper (staff assign it again on the new day).
 */
export interface VisitChange {
  date?: string;
  scooperId?: string;
  unassign?: true;
}
