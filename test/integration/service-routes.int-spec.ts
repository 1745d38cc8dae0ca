import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { ROUTE_MESSAGES } from '../../backend/src/modules/service/service.messages';
import { ROUTING_MESSAGES, zipCentroid } from '../../backend/src/modules/routing';
import { createScooper } from '../support/scooper-accounts';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** A message as a pattern that matches it literally (it has brackets and dots). */
const literally = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('routes: plans get coordinates, a scooper day is optimised, re-ordered by hand and locked', () => {
  let t: TestApp;
  let admin: string;
  let scooperId: string;
  const plans: Record<string, string> = {};
  const DAY = '2026-03-03';
  const admin$ = (method: 'get' | 'post' | 'put', path: string) => t.http()[method](`/api/admin/${path}`).set('Cookie', admin);
  const planRow = async (planId: string) =>
    (
      await t.database.db.query<{ lat: number | null; lng: number | null; location_source: string | null }>(
        `select lat, lng, location_source from service_plans where id = $1`,
        [planId],
      )
    )[0];
  const dayVisits = () =>
    t.database.db.query<{ id: string; plan_id: string; kind: string; lat: number | null; lng: number | null }>(
      `select id, plan_id, kind, lat, lng from visits where date = $1 and status <> 'cancelled' order by id`,
      [DAY],
    );
  const routeId = () => `${scooperId}:${DAY}`;

  beforeAll(async () => {
    t = await createTestApp();
    // Thursday 26 February 2026; the plans' first Tuesday is 3 March.
    t.clock.set('2026-02-26T18:00:00.000Z');
    admin = await t.signIn('admin');
    scooperId = (await createScooper(t, admin, { workingDays: ['tuesday'], homeZip: '91355' })).id;
    plans.north = planIdFor(await subscribedOrder(t, { customerData: { zipCode: '91384' }, preferredDays: ['tuesday'] }));
    plans.south = planIdFor(await subscribedOrder(t, { customerData: { zipCode: '91321' }, preferredDays: ['tuesday'] }));
    plans.east = planIdFor(await subscribedOrder(t, { customerData: { zipCode: '91351' }, preferredDays: ['tuesday'] }));
    plans.bins = planIdFor(
      await subscribedOrder(t, {
        customerData: { serviceFrequency: '', numberOfDogs: '', yardSize: '', zipCode: '91354' },
        selectedAddOns: { binTakeOut: true, binBringIn: true },
        trashDay: 'tuesday',
        preferredDays: ['tuesday'],
      }),
    );
  });
  afterAll(() => t.close());

  it('gives a new plan its ZIP centroid and copies it onto its visits', async () => {
    const centroid = zipCentroid('91384');
    expect(await planRow(plans.north)).toEqual({ lat: centroid?.lat, lng: centroid?.lng, location_source: 'zip-centroid' });
    const north = (await dayVisits()).filter((v) => v.plan_id === plans.north);
    expect(north).toHaveLength(1);
    expect(north[0]).toMatchObject({ lat: centroid?.lat, lng: centroid?.lng });
    const shown = await admin$('get', `service-plans/${plans.north}`).expect(200);
    expect(shown.body).toMatchObject({ lat: centroid?.lat, lng: centroid?.lng, locationSource: 'zip-centroid' });
  });

  it('moves the plan and its visits to a staff pin, and refuses bad pins with the routing message', async () => {
    await admin$('put', `service-plans/${plans.east}/location`).send({ lat: 34.4271, lng: -118.4452 }).expect(200);
    expect(await planRow(plans.east)).toEqual({ lat: 34.4271, lng: -118.4452, location_source: 'pin' });
    expect((await dayVisits()).find((v) => v.plan_id === plans.east)).toMatchObject({ lat: 34.4271, lng: -118.4452 });
    await admin$('put', `service-plans/${plans.east}/location`).send({ lat: 40.7, lng: -74 }).expect(422, literally(ROUTING_MESSAGES.pinOutsideArea));
    await admin$('put', `service-plans/${plans.east}/location`).send({ lat: 'north', lng: -118.5 }).expect(422, literally(ROUTING_MESSAGES.pinNotCoordinates));
    await admin$('put', `service-plans/${plans.east}/location`).send({}).expect(422);
    await admin$('put', `service-plans/${plans.east}/location`)
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"lat":34.4},"lng":-118.5}')
      .expect(400)
      .expect(({ body }) => expect(body.errors).toEqual({ ['__proto__']: '__proto__ is not allowed' }));
    await admin$('put', `service-plans/3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b/location`).send({ lat: 34.4, lng: -118.5 }).expect(404);
    await admin$('put', `service-plans/${'x'.repeat(5000)}/location`)
      .send({ lat: 34.4, lng: -118.5 })
      .expect(404);
    expect(await planRow(plans.east)).toMatchObject({ lat: 34.4271, lng: -118.4452 });
  });

  it('puts each assigned visit at the end of the route, and lists the route', async () => {
    const visits = await dayVisits();
    expect(visits.map((v) => v.kind).sort()).toEqual(['bin-in', 'bin-out', 'scoop', 'scoop', 'scoop']);
    // Assigned in an order that drives badly: scoops first, bins last.
    const order = [...visits].sort((a, b) => (a.kind === 'scoop' ? 0 : 1) - (b.kind === 'scoop' ? 0 : 1) || a.id.localeCompare(b.id));
    for (const visit of order) await admin$('put', `visits/${visit.id}`).send({ scooperId }).expect(200);
    const list = await admin$('get', `routes?filter=${encodeURIComponent(JSON.stringify({ date: DAY }))}`).expect(200);
    expect(list.headers['content-range']).toBe('routes 0-0/1');
    expect(list.body[0]).toMatchObject({ id: routeId(), scooper_id: scooperId, scooper_name: 'Sam Rivera', date: DAY, stop_count: 5, locked: false });
    expect(list.body[0].stops.map((s: { visit_id: string }) => s.visit_id)).toEqual(order.map((v) => v.id));
    expect(list.body[0].stops.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4, 5]);
    // Never planned in this order: no drive to show, in all or per stop.
    expect(list.body[0].drive_minutes).toBeNull();
    expect(list.body[0].stops.map((s: { drive_minutes: number | null }) => s.drive_minutes)).toEqual([null, null, null, null, null]);
    const one = await admin$('get', `routes/${routeId()}`).expect(200);
    expect(one.body).toEqual(list.body[0]);
  });

  it('optimises the route: bin take-outs first, bring-ins last, never worse than the order staff gave', async () => {
    const before = (await admin$('get', `routes/${routeId()}`).expect(200)).body;
    const kinds = (stops: Array<{ kind: string; visit_id: string }>) => stops.map((s) => s.kind);
    // Staff's rule-following order: the bin-out, the scoops as they were, the bin-in.
    const byKind = (kind: string) => before.stops.filter((s: { kind: string }) => s.kind === kind).map((s: { visit_id: string }) => s.visit_id);
    const handOrder = [...byKind('bin-out'), ...byKind('scoop').reverse(), ...byKind('bin-in')];
    const hand = await admin$('put', `routes/${routeId()}`).send({ order: handOrder }).expect(200);
    expect(hand.body.stops.map((s: { visit_id: string }) => s.visit_id)).toEqual(handOrder);
    expect(typeof hand.body.drive_minutes).toBe('number');
    // Each stop carries the drive to it (from the home base, then from the stop before); together they are the route's.
    const legs = (route: { stops: Array<{ drive_minutes: number }> }) => route.stops.map((s) => s.drive_minutes);
    const sum = (minutes: number[]) => minutes.reduce((a, b) => a + b, 0);
    expect(legs(hand.body).every((m) => typeof m === 'number' && m >= 0)).toBe(true);
    expect(sum(legs(hand.body))).toBeCloseTo(hand.body.drive_minutes, 6);

    const optimised = await admin$('post', `routes/${routeId()}/optimise`).expect(200);
    expect(kinds(optimised.body.stops)).toEqual(['bin-out', 'scoop', 'scoop', 'scoop', 'bin-in']);
    expect(optimised.body.drive_minutes).toBeLessThanOrEqual(hand.body.drive_minutes);
    expect(sum(legs(optimised.body))).toBeCloseTo(optimised.body.drive_minutes, 6);
    expect(legs((await admin$('get', `routes/${routeId()}`).expect(200)).body)).toEqual(legs(optimised.body));
    const positions = await t.database.db.query<{ id: string; route_position: number }>(
      `select id, route_position from visits where scooper_id = $1 and date = $2 order by route_position`,
      [scooperId, DAY],
    );
    expect(positions.map((p) => p.id)).toEqual(optimised.body.stops.map((s: { visit_id: string }) => s.visit_id));
    const week = await admin$('get', 'schedule/week?start=2026-03-02').expect(200);
    expect(week.body.driveMinutesPerRoute).toEqual([{ scooperId, date: DAY, driveMinutes: optimised.body.drive_minutes }]);
  });

  it('keeps a locked route as staff left it: optimise is refused until unlocked', async () => {
    const before = (await admin$('get', `routes/${routeId()}`).expect(200)).body;
    const order = before.stops.map((s: { visit_id: string }) => s.visit_id);
    const swapped = [order[0], order[2], order[1], order[3], order[4]];
    const locked = await admin$('put', `routes/${routeId()}`).send({ order: swapped, locked: true }).expect(200);
    expect(locked.body).toMatchObject({ locked: true });
    expect(locked.body.stops.map((s: { visit_id: string }) => s.visit_id)).toEqual(swapped);
    await admin$('post', `routes/${routeId()}/optimise`).expect(409, literally(ROUTE_MESSAGES.locked));
    expect((await admin$('get', `routes/${routeId()}`).expect(200)).body.stops.map((s: { visit_id: string }) => s.visit_id)).toEqual(swapped);
    await admin$('put', `routes/${routeId()}`).send({ locked: false }).expect(200);
    await admin$('post', `routes/${routeId()}/optimise`).expect(200);
  });

  it('routes a stop whose plan was never located (older data) from its ZIP centroid, and refuses one it cannot place', async () => {
    const [stop] = await t.database.db.query<{ id: string; zip_code: string }>(
      `select id, zip_code from visits where scooper_id = $1 and date = $2 and kind = 'scoop' order by id limit 1`,
      [scooperId, DAY],
    );
    await t.database.db.query(`update visits set lat = null, lng = null where id = $1`, [stop.id]);
    const optimised = await admin$('post', `routes/${routeId()}/optimise`).expect(200);
    expect(optimised.body.stop_count).toBe(5);
    await t.database.db.query(`update visits set zip_code = '90210' where id = $1`, [stop.id]);
    await admin$('post', `routes/${routeId()}/optimise`).expect(422, literally(ROUTE_MESSAGES.stopUnplaced));
    await t.database.db.query(`update visits set zip_code = $2 where id = $1`, [stop.id, stop.zip_code]);
  });

  it('pages the board through visits that share a date and window in one stable order (the id breaks ties)', async () => {
    const filter = JSON.stringify({ date_gte: '2026-03-01', date_lte: '2026-03-31' });
    const page = async (order: 'ASC' | 'DESC', start: number, end: number) =>
      (await admin$('get', `visits?${new URLSearchParams({ filter, sort: JSON.stringify(['date', order]), range: JSON.stringify([start, end]) })}`).expect(200))
        .body as Array<{ id: string; date: string; windowStart: string }>;
    for (const order of ['ASC', 'DESC'] as const) {
      const all = await page(order, 0, 499);
      // Three plans scoop every Tuesday 08:00-17:00: ties on the sort key, in id order.
      expect(all.filter((v) => v.date === DAY && v.windowStart === '08:00')).toHaveLength(3);
      const key = (v: { id: string; date: string; windowStart: string }) => `${v.date} ${v.windowStart} ${v.id}`;
      const sorted = [...all].sort((a, b) => key(a).localeCompare(key(b)));
      expect(all.map((v) => v.id)).toEqual((order === 'ASC' ? sorted : sorted.reverse()).map((v) => v.id));
      // Read two at a time, the pages add up to the same list: nothing repeated, nothing skipped.
      const paged: string[] = [];
      for (let start = 0; start < all.length; start += 2) paged.push(...(await page(order, start, start + 1)).map((v) => v.id));
      expect(paged).toEqual(all.map((v) => v.id));
    }
  });

  it('answers bad ids, orders, filters and bodies with 4xx, never 500', async () => {
    const order = (await admin$('get', `routes/${routeId()}`).expect(200)).body.stops.map((s: { visit_id: string }) => s.visit_id);
    await admin$('put', `routes/${routeId()}`)
      .send({ order: order.slice(1) })
      .expect(422, literally(ROUTE_MESSAGES.orderInvalid));
    await admin$('put', `routes/${routeId()}`)
      .send({ order: [...order, order[0]] })
      .expect(422);
    await admin$('put', `routes/${routeId()}`)
      .send({ order: [...order.slice(1), '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b'] })
      .expect(422);
    await admin$('put', `routes/${routeId()}`).send({ order: 'all of them' }).expect(400);
    await admin$('put', `routes/${routeId()}`).send({ locked: 'yes' }).expect(400);
    await admin$('put', `routes/${routeId()}`).send({}).expect(400);
    await admin$('put', `routes/${routeId()}`).set('Content-Type', 'application/json').send('{"__proto__":{"locked":true}}').expect(400);
    // Another scooper's day cannot take this scooper's visits.
    const other = await createScooper(t, admin, { name: 'Pat Lee', email: 'pat@scvscoopers.example', workingDays: ['tuesday'] });
    await admin$('put', `routes/${other.id}:${DAY}`).send({ order }).expect(422);
    expect((await admin$('get', `routes/${other.id}:${DAY}`).expect(200)).body).toMatchObject({ stop_count: 0, stops: [] });
    await admin$('post', `routes/${other.id}:${DAY}/optimise`).expect(422, literally(ROUTE_MESSAGES.noStops));
    for (const bad of [
      '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b:2026-03-03',
      `${scooperId}:2026-13-45`,
      'constructor',
      '__proto__',
      'x'.repeat(5000),
      `${scooperId}`,
    ]) {
      await admin$('get', `routes/${encodeURIComponent(bad)}`).expect(404);
      await admin$('post', `routes/${encodeURIComponent(bad)}/optimise`).expect(404);
      await admin$('put', `routes/${encodeURIComponent(bad)}`)
        .send({ locked: true })
        .expect(404);
    }
    for (const filter of ['{"constructor":1}', '{"__proto__":{"date":"2026-03-03"}}', '{"date":"tuesday"}', '{"date":"x"}', '{"scooper_id":{"a":1}}']) {
      await admin$('get', `routes?filter=${encodeURIComponent(filter)}`).expect(400);
    }
    await admin$('get', `routes?filter=${encodeURIComponent(JSON.stringify({ date: DAY, scooper_id: 'x'.repeat(5000) }))}`).expect(200, []);
    const today = await admin$('get', 'routes').expect(200);
    expect(today.body).toEqual([]);
  });
});
