import { haversineKm, LatLng } from './geo';

/** Driving minutes between every pair of points: minutes[i][j] from points[i] to points[j]. */
export type MinutesMatrix = number[][];

/** The port: how long it takes to drive between points. Adapters fall back to the straight-line estimate rather than fail. */
export abstract class DistanceSource {
  abstract readonly kind: 'osrm' | 'straight-line';
  abstract minutes(points: readonly LatLng[]): Promise<MinutesMatrix>;
}

export interface StraightLineSettings {
  /** Road distance ÷ straight-line distance (1.3 by default). */
  detourFactor: number;
  /** Average speed between stops (30 km/h by default). */
  averageSpeedKmh: number;
}

export const DEFAULT_STRAIGHT_LINE: StraightLineSettings = { detourFactor: 1.3, averageSpeedKmh: 30 };

/** Road-like minutes from the great-circle distance: haversine × detour factor, at the average speed. */
export function straightLineMinutes(a: LatLng, b: LatLng, settings: StraightLineSettings = DEFAULT_STRAIGHT_LINE): number {
  return ((haversineKm(a, b) * settings.detourFactor) / settings.averageSpeedKmh) * 60;
}

export function straightLineMatrix(points: readonly LatLng[], settings: StraightLineSettings = DEFAULT_STRAIGHT_LINE): MinutesMatrix {
  return points.map((a) => points.map((b) => straightLineMinutes(a, b, settings)));
}
