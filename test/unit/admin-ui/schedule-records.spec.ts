import { toBoardScooper, toBoardVisit, toWeekFigures } from '../../../admin-ui/src/schedule/schedule-records';

describe('reading the server’s rows into the board', () => {
  it('given a visits read-table row (snake_case, time columns with seconds), then the board visit has its fields', () => {
    const visit = toBoardVisit({
      id: 'v1',
      plan_id: 'p1',
      order_id: 'o1',
      kind: 'bin-out',
      date: '2026-11-24',
      window_start: '06:00:00',
      window_end: '08:00:00',
      status: 'assigned',
      scooper_id: 's1',
      route_position: 2,
      customer_name: 'Ann Lee',
      street_address: '1 Main St',
      city: 'Valencia',
      zip_code: '91354',
      gate_notes: 'Code 1234',
      dog_notes: 'Two labs',
    });
    expect(visit).toEqual({
      id: 'v1',
      planId: 'p1',
      orderId: 'o1',
      kind: 'bin-out',
      date: '2026-11-24',
      window: { start: '06:00', end: '08:00' },
      status: 'assigned',
      scooperId: 's1',
      routePosition: 2,
      customerName: 'Ann Lee',
      address: '1 Main St',
      city: 'Valencia',
      zip: '91354',
      gateNotes: 'Code 1234',
      dogNotes: 'Two labs',
      notes: '',
      cancellationReason: '',
      onTheWayAt: null,
      startedAt: null,
      finishedAt: null,
      outcomeBy: null,
      skipReason: null,
      skipNote: '',
      photos: [],
      returnOf: null,
      returnVisitId: null,
      returnReason: '',
    });
  });

  it('given a visit with its proof, then the times, the scooper, the skip and the staff photo routes are read; other photo URLs are dropped', () => {
    const photo = '0f0e4c1a-9d3b-4c6e-8f7a-1b2c3d4e5f60';
    const visit = toBoardVisit({
      id: 'v1',
      status: 'skipped',
      finishedAt: '2026-03-03T17:05:00.000Z',
      outcomeBy: 'scooper:s1',
      skipReason: 'locked-gate',
      skipNote: 'Padlock',
      returnVisitId: photo,
      photos: [
        { id: photo, kind: 'skip', receivedAt: '2026-03-03T17:04:00.000Z', url: `/api/admin/visit-photos/${photo}` },
        { id: photo, kind: 'after', receivedAt: '2026-03-03T17:04:00.000Z', url: 'https://evil.example/x.jpg' },
        { id: 'not-a-uuid', kind: 'after', url: '/api/admin/visit-photos/not-a-uuid' },
        { id: photo, kind: 'constructor', url: `/api/admin/visit-photos/${photo}` },
        null,
      ],
    });
    expect(visit).toMatchObject({
      finishedAt: '2026-03-03T17:05:00.000Z',
      outcomeBy: 's1',
      skipReason: 'locked-gate',
      skipNote: 'Padlock',
      returnVisitId: photo,
      photos: [
        { id: photo, kind: 'skip', receivedAt: '2026-03-03T17:04:00.000Z', url: `/api/admin/visit-photos/${photo}` },
        { id: photo, kind: 'after', receivedAt: '', url: `/api/admin/visit-photos/${photo}` },
      ],
    });
  });

  it('given camelCase fields and a window object, then they are read the same', () => {
    expect(
      toBoardVisit({ id: 'v1', kind: 'scoop', date: '2026-11-24T00:00:00.000Z', window: { start: '08:00', end: '17:00' }, scooperId: 's1', zip: '91350' }),
    ).toMatchObject({ date: '2026-11-24', window: { start: '08:00', end: '17:00' }, scooperId: 's1', zip: '91350' });
  });

  it('given an unknown kind or status, a bad date, or prototype keys, then the board falls back instead of breaking', () => {
    const row = JSON.parse('{"id":"v1","kind":"constructor","status":"__proto__","date":"2026-02-30","__proto__":{"scooper_id":"evil"}}') as Record<
      string,
      unknown
    >;
    expect(toBoardVisit(row)).toMatchObject({ kind: 'scoop', status: 'scheduled', date: '', scooperId: null });
    expect(toBoardVisit({ id: 'v2', customer_name: { toString: 'x' } })).toMatchObject({ customerName: '' });
  });

  it('given a scooper account row, then its working days are kept in week order and unknown days dropped', () => {
    expect(toBoardScooper({ id: 's1', name: 'Ana', active: true, working_days: ['friday', 'monday', 'funday'], daily_capacity: 12 })).toEqual({
      id: 's1',
      name: 'Ana',
      active: true,
      workingDays: ['monday', 'friday'],
      dailyCapacity: 12,
      home: null,
    });
    expect(toBoardScooper({ id: 's3', homeLat: 34.4, homeLng: -118.5 }).home).toEqual({ lat: 34.4, lng: -118.5 });
    expect(toBoardScooper({ id: 's4', home_lat: '34.4', home_lng: '-118.5' }).home).toEqual({ lat: 34.4, lng: -118.5 });
    expect(toBoardScooper({ id: 's5', home_lat: 340, home_lng: -118.5 }).home).toBeNull();
    expect(toBoardScooper({ id: 's2', email: 'b@example.com', workingDays: ['sunday'], dailyCapacity: 5, active: false })).toMatchObject({
      name: 'b@example.com',
      active: false,
      workingDays: ['sunday'],
      dailyCapacity: 5,
    });
  });

  it('given the week figures with stops as rows or as a scooper → day map, then both read the same', () => {
    const rows = toWeekFigures({
      visits: 10,
      completed: 3,
      skipped: 1,
      missed: 2,
      stopsPerScooperPerDay: [
        { scooperId: 's1', date: '2026-11-23', stops: 4 },
        { scooper_id: null, date: '2026-11-24', stops: 1 },
      ],
    });
    const map = toWeekFigures({
      visits: 10,
      completed: 3,
      skipped: 1,
      missed: 2,
      stopsPerScooperPerDay: { s1: { '2026-11-23': 4 }, unassigned: { '2026-11-24': 1 } },
    });
    expect(rows).toEqual({
      visits: 10,
      completed: 3,
      skipped: 1,
      missed: 2,
      stopsPerScooperPerDay: [
        { scooperId: 's1', date: '2026-11-23', stops: 4 },
        { scooperId: null, date: '2026-11-24', stops: 1 },
      ],
    });
    expect(map).toEqual(rows);
    expect(toWeekFigures(null)).toEqual({ visits: 0, completed: 0, skipped: 0, missed: 0, stopsPerScooperPerDay: [] });
  });
});
