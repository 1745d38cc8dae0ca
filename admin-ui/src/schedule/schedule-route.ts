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
  /** One pin per place: stops at the same coordinates (a shared ZIP centroid) share a pin showing all their numbers. */
  stops: { numbers: number[]; visitIds: string[]; labels: string[]; at: LatLng }[];
  /** The polyline: home (when placed), then the placed stops in route order. */
  path: LatLng[];
  /** How many stops have no coordinates (and are only in the list). */
  unplaced: number;
}

export function routeMapPoints(route: Pick<DayRoute, 'stops'>, home: LatLng | null): RouteMapPoints {
  const pins = new Map<string, RouteMapPoints['stops'][number]>();
  const path: LatLng[] = home ? [home] : [];
  route.stops.forEach((stop, index) => {
    if (!stop.at) return;
    path.push(stop.at);
    const key = `${stop.at.lat},${stop.at.lng}`;
    const pin = pins.get(key) ?? { numbers: [], visitIds: [], labels: [], at: stop.at };
    pin.numbers.push(index + 1);
    pin.visitIds.push(stop.visitId);
    pin.labels.push(stop.customerName || stop.address);
    pins.set(key, pin);
  });
  const stops = [...pins.values()];
  return { home, stops, path, unplaced: route.stops.length - stops.reduce((sum, pin) => sum + pin.numbers.length, 0) };
}

/** The drive to a stop as staff read it: whole minutes, and "under a minute" for a stop at (about) the same place. */
export function legText(minutes: number, first: boolean): { key: string; minutes: number } {
  const rounded = Math.round(minutes);
  const key = rounded < 1 ? 'leg_under' : 'leg';
  return { key: `scv.schedule.route.${key}${first ? '_from_home' : ''}`, minutes: rounded };
}
