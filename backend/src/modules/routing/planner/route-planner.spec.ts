import { DistanceSource, MinutesMatrix, straightLineMatrix } from '../domain/distance';
import { LatLng } from '../domain/geo';
import { MAX_ROUTE_STOPS, RouteRejected } from '../domain/route-input';
import { ROUTING_MESSAGES } from '../routing.messages';
import { RoutePlanner } from './route-planner.service';

/** A distance source that records what it was asked and answers straight-line minutes. */
class RecordingDistance extends DistanceSource {
  readonly kind = 'straight-line' as const;
  asked: LatLng[][] = [];
  async minutes(points: readonly LatLng[]): Promise<MinutesMatrix> {
    this.asked.push([...points]);
    return straightLineMatrix(points);
  }
}

const HOME = { lat: 34.4, lng: -118.55 };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('the route planner', () => {
  let distances: RecordingDistance;
  let planner: RoutePlanner;
  beforeEach(() => {
    distances = new RecordingDistance();
    planner = new RoutePlanner(distances);
  });

  it('given a day of stops, when planned, then the order, the legs and their sum come from one matrix of the start and the stops', async () => {
    const stops = [
      { id: 'far', lat: 34.4, lng: -118.45, kind: 'scoop' as const },
      { id: 'near', lat: 34.4, lng: -118.53, kind: 'scoop' as const },
      { id: 'out', lat: 34.41, lng: -118.5, kind: 'bin-out' as const },
    ];
    const plan = await planner.plan(HOME, stops);
    expect(distances.asked).toEqual([[HOME, ...stops.map(({ lat, lng, kind, id }) => ({ id, lat, lng, kind, locked: false }))]]);
    expect(plan.order).toEqual(['out', 'near', 'far']);
    expect(plan.legs.map((leg) => [leg.from, leg.to])).toEqual([
      [null, 'out'],
      ['out', 'near'],
      ['near', 'far'],
    ]);
    const m = straightLineMatrix([HOME, ...stops]);
    expect(plan.legs.map((leg) => leg.minutes)).toEqual([m[0][3], m[3][2], m[2][1]]);
    expect(plan.driveMinutes).toBeCloseTo(m[0][3] + m[3][2] + m[2][1], 9);
    expect(plan.source).toBe('straight-line');
  });

  it('given the drive home counts, when planned, then the last leg goes back to the start', async () => {
    const plan = await planner.plan(HOME, [{ id: 'a', lat: 34.42, lng: -118.5, kind: 'scoop' }], { returnToStart: true });
    expect(plan.legs.map((leg) => [leg.from, leg.to])).toEqual([
      [null, 'a'],
      ['a', null],
    ]);
    expect(plan.driveMinutes).toBeCloseTo(plan.legs[0].minutes * 2, 9);
  });

  it('given no stops, when planned, then the plan is empty', async () => {
    expect(await planner.plan(HOME, [])).toEqual({ order: [], driveMinutes: 0, legs: [], source: 'straight-line' });
  });

  it.each<[string, unknown, unknown, string]>([
    ['a start that is not a point', { lat: 'x', lng: 1 }, [], ROUTING_MESSAGES.startNotCoordinates],
    ['stops that are not a list', HOME, { id: 'a' }, ROUTING_MESSAGES.stopIdMissing],
    ['a stop without an id', HOME, [{ lat: 34.4, lng: -118.5, kind: 'scoop' }], ROUTING_MESSAGES.stopIdMissing],
    ['a stop with a huge id', HOME, [{ id: 'x'.repeat(10_000), lat: 34.4, lng: -118.5, kind: 'scoop' }], ROUTING_MESSAGES.stopIdMissing],
    ['a stop twice', HOME, [1, 2].map(() => ({ id: 'a', lat: 34.4, lng: -118.5, kind: 'scoop' })), ROUTING_MESSAGES.stopIdRepeated],
    ['a stop of an unknown kind', HOME, [{ id: 'a', lat: 34.4, lng: -118.5, kind: 'constructor' }], ROUTING_MESSAGES.stopKindUnknown],
    ['a stop at no place', HOME, [{ id: 'a', lat: 134.4, lng: -118.5, kind: 'scoop' }], ROUTING_MESSAGES.stopNotCoordinates],
    ['a null stop', HOME, [null], ROUTING_MESSAGES.stopIdMissing],
    [
      'too many stops',
      HOME,
      Array.from({ length: MAX_ROUTE_STOPS + 1 }, (_, i) => ({ id: `s${i}`, lat: 34.4, lng: -118.5, kind: 'scoop' })),
      ROUTING_MESSAGES.tooManyStops,
    ],
  ])('given %s, when planned, then it is refused with a 422 and asks no distances', async (_name, start, stops, message) => {
    const error = await rejection(planner.plan(start as LatLng, stops as never));
    expect(error).toBeInstanceOf(RouteRejected);
    expect(error).toMatchObject({ status: 422, message });
    expect(distances.asked).toEqual([]);
  });
});
