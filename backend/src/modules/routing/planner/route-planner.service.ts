import { Inject, Injectable } from '@nestjs/common';
import { DistanceSource } from '../domain/distance';
import { LatLng } from '../domain/geo';
import { checkedRoute, RouteStop } from '../domain/route-input';
import { optimiseRoute } from '../domain/route-optimiser';

/** One drive of a route; from null is the home base (and so is to null, the drive home when it is counted). */
export interface RouteLeg {
  from: string | null;
  to: string | null;
  minutes: number;
}

export interface RoutePlan {
  /** Stop ids in driving order. */
  order: string[];
  /** The sum of the legs' minutes. */
  driveMinutes: number;
  legs: RouteLeg[];
  /** Where the minutes came from: the OSRM server (or its fall-back estimate) or the built-in straight-line estimate. */
  source: DistanceSource['kind'];
}

export interface PlanOptions {
  /** Count the drive back to the start after the last stop. */
  returnToStart?: boolean;
}

/** A scooper's day: the stops ordered by the optimiser on the configured distance source, with each leg's minutes. */
@Injectable()
export class RoutePlanner {
  constructor(@Inject(DistanceSource) private readonly distances: DistanceSource) {}

  /** Throws RouteRejected (422) on a start or stop it cannot route. */
  async plan(start: LatLng, stops: readonly RouteStop[], options: PlanOptions = {}): Promise<RoutePlan> {
    const route = checkedRoute(start, stops);
    const minutes = await this.distances.minutes([route.start, ...route.stops]);
    const { order } = optimiseRoute({ stops: route.stops, minutes, returnToStart: options.returnToStart });
    const index = new Map(route.stops.map((stop, i) => [stop.id, i + 1]));
    const legs: RouteLeg[] = [];
    let at = 0;
    let from: string | null = null;
    for (const id of order) {
      const to = index.get(id) as number;
      legs.push({ from, to: id, minutes: minutes[at][to] });
      at = to;
      from = id;
    }
    if (options.returnToStart && order.length) legs.push({ from, to: null, minutes: minutes[at][0] });
    return { order, driveMinutes: legs.reduce((sum, leg) => sum + leg.minutes, 0), legs, source: this.distances.kind };
  }
}
