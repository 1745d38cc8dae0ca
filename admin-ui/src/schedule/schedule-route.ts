import type { DayRoute, LatLng } from './schedule-types';

/** The route id the routes API takes: `<scooperId>:<date>`. */
export const routeIdOf = (scooperId: string, date: string) => `${scooperId}:${date}`;

/**
 * The visit ids in a new hand order: the stop at `index` moved one place up (-1) or down (+1). Null when it cannot move
 * (already first or last, or no such stop), so the page sends nothing.
 */
export function movedOrder(visitIds: readonly string[], index: number, direction: -1 | 1): string[] | null {
  const target = index + direction;
  if (!Number.isInteger(index) || index < 0 || index >= visitIds.length || target < 0 || target >= visitIds.length) return null;
  const order = [...visitIds];
  [order[index], order[target]] = [order[target], order[index]];
  return order;
}

/** What the map draws: the home base (when placed), then each placed stop with its number in route order. */
export interface RouteMapPoints {
  home: LatLng | null;
  stops: { number: number; visitId: string; label: string; at: LatLng }[];
  /** The polyline: home (when placed), then the placed stops in route order. */
  path: LatLng[];
  /** How many stops have no coordinates (and are only in the list). */
  unplaced: number;
}

export function routeMapPoints(route: Pick<DayRoute, 'stops'>, home: LatLng | null): RouteMapPoints {
  const stops = route.stops.flatMap((stop, index) =>
    stop.at ? [{ number: index + 1, visitId: stop.visitId, label: stop.customerName || stop.address, at: stop.at }] : [],
  );
  return { home, stops, path: [...(home ? [home] : []), ...stops.map((stop) => stop.at)], unplaced: route.stops.length - stops.length };
}
