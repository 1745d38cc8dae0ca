import { toDayRoute } from '../../../admin-ui/src/schedule/schedule-records';
import { scheduleMessages } from '../../../admin-ui/src/schedule/schedule.messages';
import { legText, movedOrder, routeIdOf, routeMapPoints } from '../../../admin-ui/src/schedule/schedule-route';

const SCOOPER = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const ROW = {
  id: `${SCOOPER}:2026-11-24`,
  scooper_id: SCOOPER,
  scooper_name: 'Sam Field',
  date: '2026-11-24',
  stops: [
    {
      visit_id: 'v-b',
      position: 1,
      kind: 'bin-out',
      customer_name: 'Bea',
      street_address: '1 Oak St',
      zip_code: '91355',
      window_start: '06:00:00',
      window_end: '08:00:00',
      lat: 34.41,
      lng: -118.55,
      status: 'assigned',
      drive_minutes: 6.4,
    },
    {
      visit_id: 'v-a',
      position: 2,
      kind: 'scoop',
      customer_name: '',
      street_address: '2 Elm St',
      zip_code: '91350',
      window_start: '08:00',
      window_end: '17:00',
      lat: null,
      lng: null,
      status: 'completed',
      drive_minutes: 0.2,
    },
    {
      visit_id: 'v-c',
      position: 3,
      kind: 'scoop',
      customer_name: 'Cy',
      street_address: '3 Ash St',
      zip_code: '91321',
      window_start: '08:00',
      window_end: '17:00',
      lat: 34.38,
      lng: -118.52,
      status: 'assigned',
    },
  ],
  stop_count: 3,
  drive_minutes: 42.4,
  locked: true,
};

describe('the day route read from the routes API', () => {
  it('given a route row, then its stops keep the server’s order with their times, places and status', () => {
    const route = toDayRoute(ROW);
    expect(route).toMatchObject({ id: ROW.id, scooperId: SCOOPER, scooperName: 'Sam Field', date: '2026-11-24', driveMinutes: 42, locked: true });
    expect(route.stops.map((stop) => stop.visitId)).toEqual(['v-b', 'v-a', 'v-c']);
    expect(route.stops[0]).toEqual({
      visitId: 'v-b',
      position: 1,
      kind: 'bin-out',
      customerName: 'Bea',
      address: '1 Oak St',
      zip: '91355',
      window: { start: '06:00', end: '08:00' },
      at: { lat: 34.41, lng: -118.55 },
      status: 'assigned',
      driveMinutes: 6.4,
    });
    expect(route.stops[1]).toMatchObject({ at: null, status: 'completed', driveMinutes: 0.2 });
    expect(route.stops[2].driveMinutes).toBeNull();
  });

  it('given a route never optimised in its current order, then it has no drive minutes', () => {
    expect(toDayRoute({ ...ROW, drive_minutes: null }).driveMinutes).toBeNull();
    expect(toDayRoute({ ...ROW, drive_minutes: -3 }).driveMinutes).toBeNull();
  });

  it('given each stop’s drive, then it reads in whole minutes, "under 1 min" at the same place, and from the home base first', () => {
    expect(legText(6.4, true)).toEqual({ key: 'scv.schedule.route.leg_from_home', minutes: 6 });
    expect(legText(3.5, false)).toEqual({ key: 'scv.schedule.route.leg', minutes: 4 });
    expect(legText(0.2, false)).toEqual({ key: 'scv.schedule.route.leg_under', minutes: 0 });
    expect(legText(0, true)).toEqual({ key: 'scv.schedule.route.leg_under_from_home', minutes: 0 });
    for (const key of ['leg', 'leg_under', 'leg_from_home', 'leg_under_from_home']) expect(Object.hasOwn(scheduleMessages.route, key)).toBe(true);
    expect(
      toDayRoute({
        ...ROW,
        stops: [
          { ...ROW.stops[0], drive_minutes: -1 },
          { ...ROW.stops[1], drive_minutes: 'x' },
        ],
      }).stops.map((s) => s.driveMinutes),
    ).toEqual([null, null]);
  });

  it('given junk stops or prototype keys, then they are dropped rather than breaking the page', () => {
    const row = JSON.parse('{"id":"r","stops":[null,"x",{"__proto__":{"visit_id":"evil"}},{"visit_id":"v1","kind":"constructor"}],"locked":"yes"}') as Record<
      string,
      unknown
    >;
    const route = toDayRoute(row);
    expect(route.stops).toHaveLength(1);
    expect(route.stops[0]).toMatchObject({ visitId: 'v1', kind: 'scoop', position: 2 });
    expect(route.locked).toBe(false);
    expect(toDayRoute({ stops: 'none' }).stops).toEqual([]);
  });
});

describe('the hand order', () => {
  const ids = ['a', 'b', 'c'];
  it('given a stop moved up, then it swaps with the one before', () => expect(movedOrder(ids, 2, -1)).toEqual(['a', 'c', 'b']));
  it('given a stop moved down, then it swaps with the one after', () => expect(movedOrder(ids, 0, 1)).toEqual(['b', 'a', 'c']));
  it('given the first stop moved up or the last moved down, then there is nothing to send', () => {
    expect(movedOrder(ids, 0, -1)).toBeNull();
    expect(movedOrder(ids, 2, 1)).toBeNull();
    expect(movedOrder(ids, 7, 1)).toBeNull();
  });
  it('given a move, then the original order is left as it was', () => {
    movedOrder(ids, 1, 1);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
  it('given a scooper and a date, then the route id is `<scooperId>:<date>`', () => expect(routeIdOf(SCOOPER, '2026-11-24')).toBe(`${SCOOPER}:2026-11-24`));
});

describe('the route map', () => {
  it('given a home base and stops with and without coordinates, then the path runs home → placed stops, numbered by route order', () => {
    const home = { lat: 34.42, lng: -118.56 };
    const points = routeMapPoints(toDayRoute(ROW), home);
    expect(points.stops).toEqual([
      { numbers: [1], visitIds: ['v-b'], labels: ['Bea'], at: { lat: 34.41, lng: -118.55 } },
      { numbers: [3], visitIds: ['v-c'], labels: ['Cy'], at: { lat: 34.38, lng: -118.52 } },
    ]);
    expect(points.path).toEqual([home, { lat: 34.41, lng: -118.55 }, { lat: 34.38, lng: -118.52 }]);
    expect(points.unplaced).toBe(1);
  });
  it('given stops at the same place (a shared ZIP centroid), then they share one pin with both numbers', () => {
    const row = { ...ROW, stops: ROW.stops.map((stop) => ({ ...stop, lat: 34.4, lng: -118.5 })) };
    const points = routeMapPoints(toDayRoute(row), null);
    expect(points.stops).toEqual([{ numbers: [1, 2, 3], visitIds: ['v-b', 'v-a', 'v-c'], labels: ['Bea', '2 Elm St', 'Cy'], at: { lat: 34.4, lng: -118.5 } }]);
    expect(points.path).toHaveLength(3);
    expect(points.unplaced).toBe(0);
  });
  it('given no home base, then the path starts at the first stop', () => {
    const points = routeMapPoints(toDayRoute(ROW), null);
    expect(points.home).toBeNull();
    expect(points.path[0]).toEqual({ lat: 34.41, lng: -118.55 });
  });
});
