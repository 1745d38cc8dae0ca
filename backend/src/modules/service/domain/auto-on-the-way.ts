/**
 * The automatic "on my way" text (issue 16): when a scooper finishes a stop and the drive to the next open stop is
 * about 30 minutes or less, that customer is told the scooper is on the way. Pure.
 */

/** "About 30 minutes": a drive estimate up to this many minutes counts. */
export const AUTO_ON_THE_WAY_MINUTES = 35;

export interface RouteStopFacts {
  visitId: string;
  status: string;
  onTheWay: boolean;
  started: boolean;
  lat: number | null;
  lng: number | null;
}

/**
 * The stop that comes next after `finishedId` on the day's route (in driving order): the first one still assigned.
 * Null when there is none, or when it was already told or started (a manual tap, or the scooper went there first).
 */
export function nextStopToTell(route: readonly RouteStopFacts[], finishedId: string): RouteStopFacts | null {
  const index = route.findIndex((stop) => stop.visitId === finishedId);
  if (index < 0) return null;
  const next = route.slice(index + 1).find((stop) => stop.status === 'assigned');
  if (!next || next.onTheWay || next.started) return null;
  return next;
}

/** Whether a drive estimate (minutes) is close enough to send the text now; an unknown drive sends nothing. */
export function closeEnoughToTell(driveMinutes: number | null | undefined): boolean {
  return typeof driveMinutes === 'number' && Number.isFinite(driveMinutes) && driveMinutes >= 0 && driveMinutes <= AUTO_ON_THE_WAY_MINUTES;
}
