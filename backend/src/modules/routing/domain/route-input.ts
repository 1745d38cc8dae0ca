import { ROUTING_MESSAGES } from '../routing.messages';
import { isLatLng, LatLng } from './geo';
import { STOP_KINDS, StopKind } from './route-optimiser';

/** A stop to route: where it is, what it is, and whether staff locked it in place. */
export interface RouteStop extends LatLng {
  id: string;
  kind: StopKind;
  locked?: boolean;
}

export const MAX_ROUTE_STOPS = 200;
export const MAX_STOP_ID_LENGTH = 100;

/** A route request the planner cannot work with; the caller answers with this status and message. */
export class RouteRejected extends Error {
  readonly status = 422;
}

/** The start and stops checked and copied (only the fields the planner reads), in the given order. */
export function checkedRoute(start: unknown, stops: unknown): { start: LatLng; stops: RouteStop[] } {
  if (!isLatLng(start)) throw new RouteRejected(ROUTING_MESSAGES.startNotCoordinates);
  if (!Array.isArray(stops)) throw new RouteRejected(ROUTING_MESSAGES.stopIdMissing);
  if (stops.length > MAX_ROUTE_STOPS) throw new RouteRejected(ROUTING_MESSAGES.tooManyStops);
  const seen = new Set<string>();
  const checked = stops.map((raw: Partial<RouteStop> | null): RouteStop => {
    const id = raw?.id;
    if (typeof id !== 'string' || id.length < 1 || id.length > MAX_STOP_ID_LENGTH) throw new RouteRejected(ROUTING_MESSAGES.stopIdMissing);
    if (seen.has(id)) throw new RouteRejected(ROUTING_MESSAGES.stopIdRepeated);
    seen.add(id);
    const kind = raw?.kind;
    if (!(STOP_KINDS as readonly unknown[]).includes(kind)) throw new RouteRejected(ROUTING_MESSAGES.stopKindUnknown);
    const locked = raw?.locked === true;
    if (!isLatLng(raw)) throw new RouteRejected(ROUTING_MESSAGES.stopNotCoordinates);
    return { id, lat: raw.lat, lng: raw.lng, kind: kind as StopKind, locked };
  });
  return { start: { lat: start.lat, lng: start.lng }, stops: checked };
}
