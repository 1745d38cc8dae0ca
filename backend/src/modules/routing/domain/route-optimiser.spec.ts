import { mulberry32 as seeded } from '../../../platform/seeded-random';
import { straightLineMatrix } from './distance';
import { LatLng } from './geo';
import { optimiseRoute, RouteProblem, routeMinutes, RouteStopRef, StopKind } from './route-optimiser';

const HOME: LatLng = { lat: 34.4, lng: -118.55 };
const PHASE: Record<StopKind, number> = { 'bin-out': 0, scoop: 1, 'bin-in': 2 };

/** A problem from points: the start first, then one point per stop. */
function problemOf(stops: Array<RouteStopRef & LatLng>, options: { returnToStart?: boolean } = {}): RouteProblem {
  return { stops, minutes: straightLineMatrix([HOME, ...stops]), ...options };
}

const stop = (id: string, lat: number, lng: number, kind: StopKind = 'scoop', locked = false) => ({ id, lat, lng, kind, locked });

/** Every order the rules allow (locked stops in place, unlocked ones bin-out → scoop → bin-in), searched exhaustively with a bound. */
function bruteForceMinutes(problem: RouteProblem): number {
  const { stops } = problem;
  const n = stops.length;
  const legs = problem.minutes;
  const used = new Array<boolean>(n).fill(false);
  let best = Infinity;
  const visit = (position: number, at: number, phase: number, total: number) => {
    if (total >= best) return;
    if (position === n) {
      best = Math.min(best, total + (problem.returnToStart && n ? legs[at][0] : 0));
      return;
    }
    if (stops[position].locked) {
      visit(position + 1, position + 1, phase, total + legs[at][position + 1]);
      return;
    }
    for (let s = 0; s < n; s++) {
      if (used[s] || stops[s].locked || PHASE[stops[s].kind] < phase) continue;
      used[s] = true;
      visit(position + 1, s + 1, PHASE[stops[s].kind], total + legs[at][s + 1]);
      used[s] = false;
    }
  };
  visit(0, 0, 0, 0);
  return best;
}

/** The given order with its unlocked stops stably sorted by kind: the order the optimiser must never do worse than. */
function rulesFollowingInput(problem: RouteProblem): string[] {
  const free = problem.stops.filter((s) => !s.locked).sort((a, b) => PHASE[a.kind] - PHASE[b.kind]);
  let next = 0;
  return problem.stops.map((s) => (s.locked ? s.id : free[next++].id));
}

function followsRules(problem: RouteProblem, order: readonly string[]): boolean {
  const byId = new Map(problem.stops.map((s, i) => [s.id, { ...s, index: i }]));
  let phase = 0;
  return order.every((id, position) => {
    const s = byId.get(id)!;
    if (s.locked) return s.index === position;
    if (PHASE[s.kind] < phase) return false;
    phase = PHASE[s.kind];
    return true;
  });
}

/** A random day: 2 to 9 stops in and around the valley, mostly scoops, some bins, some locked; some matrices one-way-ish. */
function randomInstance(seed: number): RouteProblem {
  const random = seeded(seed);
  const n = 2 + (seed % 8);
  const kinds: StopKind[] = ['scoop', 'scoop', 'scoop', 'bin-out', 'bin-in'];
  const stops = Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    lat: 34.36 + random() * 0.14,
    lng: -118.64 + random() * 0.22,
    kind: kinds[Math.floor(random() * kinds.length)],
    locked: random() < 0.12,
  }));
  const minutes = straightLineMatrix([HOME, ...stops]);
  // A third of the instances have asymmetric minutes, as a road network's (one-way streets, hills) can be.
  const skewed = seed % 3 === 0 ? minutes.map((row) => row.map((m) => m * (0.8 + random() * 0.5))) : minutes;
  return { stops, minutes: skewed, returnToStart: seed % 4 === 1 };
}

describe('the route optimiser', () => {
  describe('given no stops', () => {
    it('when optimised, then the route is empty and takes no time', () => {
      expect(optimiseRoute({ stops: [], minutes: [[0]] })).toEqual({ order: [], totalMinutes: 0 });
      expect(optimiseRoute({ stops: [], minutes: [[0]], returnToStart: true })).toEqual({ order: [], totalMinutes: 0 });
    });
  });

  describe('given stops along one road, handed over out of order', () => {
    const road = problemOf([stop('far', 34.4, -118.45), stop('near', 34.4, -118.53), stop('middle', 34.4, -118.49), stop('next', 34.4, -118.51)]);

    it('when optimised, then they are driven outward from home, and the minutes are those of that order', () => {
      const result = optimiseRoute(road);
      expect(result.order).toEqual(['near', 'next', 'middle', 'far']);
      expect(result.totalMinutes).toBeCloseTo(routeMinutes(road, result.order), 9);
      expect(result.totalMinutes).toBeLessThan(routeMinutes(road, ['far', 'near', 'middle', 'next']));
    });

    it('when the drive home counts, then the minutes include it', () => {
      const result = optimiseRoute({ ...road, returnToStart: true });
      expect(result.totalMinutes).toBeCloseTo(routeMinutes({ ...road, returnToStart: true }, result.order), 9);
      expect(result.totalMinutes).toBeGreaterThan(optimiseRoute(road).totalMinutes);
    });
  });

  describe('given bin roll-outs, bring-ins and scoops mixed across the map', () => {
    const day = problemOf([
      stop('scoop-near', 34.4, -118.54),
      stop('bring-in-near', 34.401, -118.541, 'bin-in'),
      stop('take-out-far', 34.46, -118.45, 'bin-out'),
      stop('scoop-far', 34.461, -118.451),
      stop('take-out-near', 34.399, -118.539, 'bin-out'),
      stop('bring-in-far', 34.459, -118.449, 'bin-in'),
    ]);

    it('when optimised, then every take-out comes before every scoop and every bring-in after them, each group in a short order', () => {
      const { order } = optimiseRoute(day);
      expect(order).toEqual(['take-out-near', 'take-out-far', 'scoop-far', 'scoop-near', 'bring-in-near', 'bring-in-far']);
    });
  });

  describe('given a stop staff locked in place', () => {
    const day = problemOf([stop('a', 34.4, -118.45), stop('locked-second', 34.47, -118.62, 'scoop', true), stop('b', 34.4, -118.53), stop('c', 34.4, -118.49)]);

    it('when optimised, then it keeps its position and the others are ordered around it', () => {
      const { order } = optimiseRoute(day);
      expect(order[1]).toBe('locked-second');
      expect(order).toEqual(['b', 'locked-second', 'c', 'a']);
    });

    it('when every stop is locked, then the order is kept as given, even where it breaks the kind rule', () => {
      const locked = problemOf([stop('x', 34.45, -118.45, 'bin-in', true), stop('y', 34.4, -118.54, 'bin-out', true), stop('z', 34.42, -118.5, 'scoop', true)]);
      const result = optimiseRoute(locked);
      expect(result.order).toEqual(['x', 'y', 'z']);
      expect(result.totalMinutes).toBeCloseTo(routeMinutes(locked, ['x', 'y', 'z']), 9);
    });
  });

  describe('given one-way minutes (quick one way, slow the other)', () => {
    // Home → p → q is quick; home → q → p is slow, although the straight lines are the same.
    const minutes = [
      [0, 5, 5],
      [5, 0, 1],
      [5, 20, 0],
    ];
    const stops: RouteStopRef[] = [
      { id: 'q', kind: 'scoop' },
      { id: 'p', kind: 'scoop' },
    ];

    it('when optimised, then the quick direction is taken', () => {
      const swapped = [
        [0, 5, 5],
        [5, 0, 20],
        [5, 1, 0],
      ];
      expect(optimiseRoute({ stops, minutes: swapped })).toEqual({ order: ['p', 'q'], totalMinutes: 6 });
      expect(optimiseRoute({ stops: [stops[1], stops[0]], minutes })).toEqual({ order: ['p', 'q'], totalMinutes: 6 });
    });
  });

  describe('given a matrix that does not fit the stops', () => {
    it('when optimised, then it refuses rather than guess', () => {
      expect(() => optimiseRoute({ stops: [{ id: 'a', kind: 'scoop' }], minutes: [[0]] })).toThrow('the matrix must be 2 × 2');
      expect(() =>
        optimiseRoute({
          stops: [{ id: 'a', kind: 'scoop' }],
          minutes: [
            [0, Number.NaN],
            [1, 0],
          ],
        }),
      ).toThrow('minutes[0][1] is not a finite, non-negative number');
    });
  });

  describe('given 50 seeded random days of up to 9 stops whose best order brute force finds', () => {
    const instances = Array.from({ length: 50 }, (_, i) => ({ seed: 1000 + i, problem: randomInstance(1000 + i) }));

    it.each(instances)(
      'when day $seed is optimised, then it follows the rules, is within 2% of the best order and no worse than the given one',
      ({ problem }) => {
        const result = optimiseRoute(problem);
        const optimum = bruteForceMinutes(problem);
        const given = rulesFollowingInput(problem);

        expect([...result.order].sort()).toEqual(problem.stops.map((s) => s.id).sort());
        expect(followsRules(problem, result.order)).toBe(true);
        expect(result.totalMinutes).toBeCloseTo(routeMinutes(problem, result.order), 9);
        expect(result.totalMinutes).toBeLessThanOrEqual(optimum * 1.02 + 1e-9);
        expect(result.totalMinutes).toBeLessThanOrEqual(routeMinutes(problem, given) + 1e-9);
        // The same day twice gives the same answer.
        expect(optimiseRoute(problem)).toEqual(result);
      },
    );

    it('when a day is handed over already in its best order, then that order is not made worse', () => {
      for (const { problem } of instances.slice(0, 20)) {
        const best = optimiseRoute(problem);
        const again = optimiseRoute({
          ...problem,
          stops: best.order.map((id) => problem.stops.find((s) => s.id === id)!),
          minutes: reorderMatrix(problem, best.order),
        });
        expect(again.totalMinutes).toBeLessThanOrEqual(best.totalMinutes + 1e-9);
      }
    });
  });
});

/** The matrix for the stops taken in this order (the start stays at index 0). */
function reorderMatrix(problem: RouteProblem, order: readonly string[]): number[][] {
  const index = [0, ...order.map((id) => problem.stops.findIndex((s) => s.id === id) + 1)];
  return index.map((i) => index.map((j) => problem.minutes[i][j]));
}
