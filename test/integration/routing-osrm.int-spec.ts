import { DEFAULT_STRAIGHT_LINE, straightLineMatrix } from '../../backend/src/modules/routing/domain/distance';
import { OSRM_MAX_POINTS, OsrmDistance } from '../../backend/src/modules/routing/osrm/osrm.distance';
import { DistanceSource, LatLng, RoutePlanner } from '../../backend/src/modules/routing';
import { OsrmStandIn, standInSeconds } from '../support/osrm-stand-in';
import { createTestApp, TestApp } from '../support/test-app';

const HOME: LatLng = { lat: 34.4, lng: -118.55 };
const POINTS: LatLng[] = [HOME, { lat: 34.4172, lng: -118.5581 }, { lat: 34.4301, lng: -118.4632 }, { lat: 34.4889, lng: -118.6229 }];
const lngLat = (p: LatLng): [number, number] => [Number(p.lng.toFixed(6)), Number(p.lat.toFixed(6))];
const standInMinutes = (points: LatLng[]) => points.map((a, i) => points.map((b, j) => (i === j ? 0 : standInSeconds(lngLat(a), lngLat(b)) / 60)));

describe('routing: the OSRM table adapter against a local stand-in', () => {
  let osrm: OsrmStandIn;
  let distances: OsrmDistance;

  beforeAll(async () => {
    osrm = await OsrmStandIn.start();
    distances = new OsrmDistance({ baseUrl: `${osrm.baseUrl}/`, timeoutMs: 300, fallback: DEFAULT_STRAIGHT_LINE });
  });
  beforeEach(() => osrm.reset());
  afterAll(async () => {
    await osrm.close();
  });

  it('asks for the whole table in one request, longitude first, durations only, and answers its seconds as minutes', async () => {
    const minutes = await distances.minutes(POINTS);
    expect(osrm.requests).toHaveLength(1);
    expect(osrm.requests[0].path.startsWith('/table/v1/driving/')).toBe(true);
    expect(osrm.requests[0].query).toEqual({ annotations: 'duration' });
    expect(osrm.requests[0].coordinates).toEqual(POINTS.map(lngLat));
    expect(minutes).toEqual(standInMinutes(POINTS));
    // The stand-in's roads are slower than the built-in estimate, so these are OSRM's minutes, not the fall-back's.
    expect(minutes[0][3]).toBeGreaterThan(straightLineMatrix(POINTS)[0][3]);
  });

  it('estimates in a straight line only the pairs OSRM finds no road between', async () => {
    osrm.unroutable.add('1-2');
    const minutes = await distances.minutes(POINTS);
    const expected = standInMinutes(POINTS);
    expected[1][2] = straightLineMatrix(POINTS)[1][2];
    expect(minutes).toEqual(expected);
  });

  it.each([
    ['answers 500', { status: 500 }],
    ['refuses the query', { status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed close to position 0' } }],
    ['answers a code other than Ok', { status: 200, body: { code: 'NoTable', message: 'no table' } }],
    ['answers a table of the wrong size', { status: 200, body: { code: 'Ok', durations: [[0]] } }],
    ['answers negative seconds', { status: 200, body: { code: 'Ok', durations: POINTS.map(() => POINTS.map(() => -1)) } }],
    ['hangs past the deadline', { hold: true as const }],
  ])('falls back to the straight-line estimate when OSRM %s', async (_name, failure) => {
    osrm.failNext(failure);
    expect(await distances.minutes(POINTS)).toEqual(straightLineMatrix(POINTS));
    expect(osrm.requests).toHaveLength(1);
  });

  it('asks nothing for one point, nor for more points than OSRM takes in a table', async () => {
    expect(await distances.minutes([HOME])).toEqual([[0]]);
    const many = Array.from({ length: OSRM_MAX_POINTS + 1 }, (_, i) => ({ lat: 34.4 + i / 1000, lng: -118.55 }));
    expect(await distances.minutes(many)).toEqual(straightLineMatrix(many));
    expect(osrm.requests).toEqual([]);
  });
});

describe('routing: wiring with OSRM_URL', () => {
  let osrm: OsrmStandIn;
  let t: TestApp;

  beforeAll(async () => {
    osrm = await OsrmStandIn.start();
    t = await createTestApp({ env: { OSRM_URL: osrm.baseUrl } });
  });
  afterAll(async () => {
    await t?.close();
    await osrm.close();
  });

  it('plans routes on OSRM minutes through the module index', async () => {
    expect(t.app.get(DistanceSource).kind).toBe('osrm');
    const stops = POINTS.slice(1).map((p, i) => ({ id: `v${i + 1}`, ...p, kind: 'scoop' as const }));
    const plan = await t.app.get(RoutePlanner).plan(HOME, stops);
    expect(plan.source).toBe('osrm');
    expect(osrm.requests).toHaveLength(1);
    const m = standInMinutes(POINTS);
    const index = (id: string | null) => (id === null ? 0 : Number(id.slice(1)));
    expect(plan.legs.map((leg) => leg.minutes)).toEqual(plan.legs.map((leg) => m[index(leg.from)][index(leg.to)]));
    expect(plan.driveMinutes).toBeCloseTo(
      plan.legs.reduce((sum, leg) => sum + leg.minutes, 0),
      9,
    );
  });
});
