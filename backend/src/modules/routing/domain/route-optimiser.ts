import { MinutesMatrix } from './distance';
import { EPSILON, RouteSearch } from './route-search';

/** bin-out: Bin Take Out (before pickup); scoop: a yard visit; bin-in: Bin Bring In (after pickup). */
export const STOP_KINDS = ['bin-out', 'scoop', 'bin-in'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

export interface RouteStopRef {
  id: string;
  kind: StopKind;
  /** Staff placed this stop by hand: it keeps its position in the given order. */
  locked?: boolean;
}

export interface RouteProblem {
  /** The stops in their current order (staff's order, or the order they came in). */
  stops: readonly RouteStopRef[];
  /** (n + 1) × (n + 1) driving minutes; index 0 is the start (home base), index i + 1 is stops[i]. */
  minutes: MinutesMatrix;
  /** Count the drive home after the last stop; by default the route ends at its last stop. */
  returnToStart?: boolean;
}

export interface OptimisedRoute {
  order: string[];
  totalMinutes: number;
}

/**
 * Orders a day's stops to drive the fewest minutes, under two rules:
 * - a locked stop keeps its position in the given order;
 * - among the unlocked stops every bin-out comes before every scoop and every scoop before every bin-in (locked stops
 *   are staff's explicit word and are exempt).
 * Nearest-neighbour construction (and a few more starts), then 2-opt, Or-opt and swaps to a local optimum, then a few
 * seeded kicks (iterated local search), on the matrix as given (it may be asymmetric). Deterministic. The answer is never worse than the given order made to follow
 * the rules (its unlocked stops stably sorted by kind), which is the given order itself whenever that already follows them.
 */
export function optimiseRoute(problem: RouteProblem): OptimisedRoute {
  const route = new RouteSearch(problem);
  const baseline = route.baseline();
  let best = baseline;
  let bestCost = route.cost(baseline);
  for (const start of route.starts()) {
    const improved = route.localSearch(start);
    const cost = route.cost(improved);
    if (cost < bestCost - EPSILON) {
      best = improved;
      bestCost = cost;
    }
  }
  best = route.kickAndSearch(best);
  return { order: route.ids(best), totalMinutes: route.cost(best) };
}

/** The cost of the stops driven in this order (ids), on the same matrix; for showing what a hand-made order costs. */
export function routeMinutes(problem: RouteProblem, order: readonly string[]): number {
  const route = new RouteSearch(problem);
  const index = new Map(problem.stops.map((stop, i) => [stop.id, i]));
  let total = 0;
  let at = 0;
  for (const id of order) {
    const i = index.get(id);
    if (i === undefined) throw new Error(`routeMinutes: no stop ${id}`);
    total += route.leg(at, i + 1);
    at = i + 1;
  }
  return total + (problem.returnToStart && order.length ? route.leg(at, 0) : 0);
}
