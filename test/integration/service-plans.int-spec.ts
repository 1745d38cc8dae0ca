import { ExtendVisitHorizonJob, MarkMissedVisitsJob } from '../../backend/src/modules/service/consumers/visit.jobs';
import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { PLAN_MESSAGES, VISIT_MESSAGES } from '../../backend/src/modules/service/service.messages';
import { eventually } from '../support/eventually';
import { createScooper, scooperBody } from '../support/scooper-accounts';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface VisitRow {
  id: string;
  date: string;
  status: string;
  kind: string;
  scooper_id: string | null;
  pinned: boolean;
}

describe('service plans and visits: a paid weekly subscription becomes a plan and its visits', () => {
  let t: TestApp;
  let admin: string;
  let orderId: string;
  let planId: string;

  const visits = async (id = planId) =>
    t.database.db.query<VisitRow>(
      `select id, to_char(date, 'YYYY-MM-DD') as date, status, kind, scooper_id, pinned from visits where plan_id = $1 order by date, kind`,
      [id],
    );
  const visitOn = async (date: string) => (await visits()).find((v) => v.date === date)!;
  const visitEvents = async () => Number((await t.database.db.query<{ n: string }>(`select count(*) as n from es_events where stream_type = 'visit'`))[0].n);
  const put = (path: string, body: unknown) =>
    t
      .http()
      .put(`/api/admin/${path}`)
      .set('Cookie', admin)
      .send(body as object);
  const post = (path: string, body: unknown = {}) =>
    t
      .http()
      .post(`/api/admin/${path}`)
      .set('Cookie', admin)
      .send(body as object);
  const get = (path: string) => t.http().get(`/api/admin/${path}`).set('Cookie', admin);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('starts exactly one plan once the order is paid and its info complete, with 4 weeks of visits', async () => {
    // Thursday 15 January 2026, 09:00 in Santa Clarita: the plan starts tomorrow; the customer picked Tuesdays.
    orderId = await subscribedOrder(t, { preferredDays: ['tuesday', 'friday'] });
    planId = planIdFor(orderId);
    const plan = await get(`service-plans/${planId}`).expect(200);
    expect(plan.body).toMatchObject({
      id: planId,
      orderId,
      status: 'active',
      frequency: 'weekly',
      preferredDays: ['tuesday', 'friday'],
      startDate: '2026-01-16',
      streetAddress: '24 Orchard Lane',
      zipCode: '91354',
      dogNames: ['Rex'],
      customerName: 'Jamie Rivera',
    });
    expect(plan.body.history.map((e: { eventType: string }) => e.eventType)).toEqual(['service-plan.started', 'service-plan.located']);
    expect((await visits()).map((v) => [v.date, v.kind, v.status])).toEqual([
      ['2026-01-20', 'scoop', 'scheduled'],
      ['2026-01-27', 'scoop', 'scheduled'],
      ['2026-02-03', 'scoop', 'scheduled'],
      ['2026-02-10', 'scoop', 'scheduled'],
    ]);
    const list = await get(`service-plans?filter=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}`).expect(200);
    expect(list.headers['content-range']).toBe('service-plans 0-0/1');
    const board = await get(`visits?filter=${encodeURIComponent(JSON.stringify({ plan_id: planId, date_gte: '2026-01-21' }))}`).expect(200);
    expect(board.body.map((v: { date: string }) => v.date)).toEqual(['2026-01-27', '2026-02-03', '2026-02-10']);
    expect(board.body[0]).toMatchObject({
      customerName: 'Jamie Rivera',
      streetAddress: '24 Orchard Lane',
      zipCode: '91354',
      windowStart: '08:00',
      windowEnd: '17:00',
    });
    expect(board.body[0].notes).toContain('Gate code 4321');
    // The board reads a big week in pages (a page's ids first, then its rows): pages join up in order, none twice.
    const page = (range: [number, number]) =>
      get(`visits?filter=${encodeURIComponent(JSON.stringify({ plan_id: planId }))}&range=${encodeURIComponent(JSON.stringify(range))}`).expect(200);
    const [first, second] = [await page([0, 1]), await page([2, 3])];
    expect([first.headers['content-range'], second.headers['content-range']]).toEqual(['visits 0-1/4', 'visits 2-3/4']);
    expect([...first.body, ...second.body].map((v: { date: string }) => v.date)).toEqual(['2026-01-20', '2026-01-27', '2026-02-03', '2026-02-10']);
  });

  it('adds nothing when generation runs again, and extends the horizon as the days pass', async () => {
    const before = await visitEvents();
    expect(await t.app.get(ExtendVisitHorizonJob).run()).toEqual({ plans: 1, events: 0 });
    await settleService(t);
    expect(await visitEvents()).toBe(before);
    expect(await visits()).toHaveLength(4);
    t.clock.advance(7 * 86_400_000);
    expect((await t.app.get(ExtendVisitHorizonJob).run()).events).toBe(1);
    expect((await visits()).map((v) => v.date)).toEqual(['2026-01-20', '2026-01-27', '2026-02-03', '2026-02-10', '2026-02-17']);
    t.clock.set('2026-01-15T17:00:00.000Z');
  });

  it('marks a visit missed at the end of its business-local day, and makes a card for staff', async () => {
    const job = t.app.get(MarkMissedVisitsJob);
    // Tuesday 20 January, 23:59 in Santa Clarita (07:59 UTC on the 21st): the day is not over.
    t.clock.set('2026-01-21T07:59:00.000Z');
    expect(await job.run()).toBe(0);
    t.clock.set('2026-01-21T08:00:00.000Z');
    expect(await job.run()).toBe(1);
    expect(await job.run()).toBe(0);
    const missed = await visitOn('2026-01-20');
    expect(missed.status).toBe('missed');
    const cards = await eventually(
      () =>
        t.database.db.query<{ title: string; list: string; description: string }>(
          `select title, list, description from task_cards where title like 'Missed visit%'`,
        ),
      (rows) => rows.length > 0,
      'the missed-visit card',
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ list: 'Bookings', title: 'Missed visit: Jamie Rivera (Scoop, 2026-01-20)' });
    expect(cards[0].description).toContain('Reschedule the visit or credit the customer');
    const week = await get('schedule/week?start=2026-01-19').expect(200);
    expect(week.body).toMatchObject({ start: '2026-01-19', end: '2026-01-25', visits: 1, completed: 0, skipped: 0, missed: 1, stopsPerScooperPerDay: [] });
  });

  it('pausing and resuming re-plans only the future', async () => {
    // Now Wednesday 21 January: the missed visit of the 20th is history.
    const paused = await post(`service-plans/${planId}/pause`, { from: '2026-02-01' }).expect(200);
    expect(paused.body.message).toBe(PLAN_MESSAGES.paused);
    expect((await visits()).map((v) => [v.date, v.status])).toEqual([
      ['2026-01-20', 'missed'],
      ['2026-01-27', 'scheduled'],
      ['2026-02-03', 'cancelled'],
      ['2026-02-10', 'cancelled'],
      // Made when the horizon was extended a week ahead (above).
      ['2026-02-17', 'cancelled'],
    ]);
    await post(`service-plans/${planId}/pause`, { from: '2026-02-02' }).expect(409, /already paused/);
    await post(`service-plans/${planId}/resume`, { from: '2026-01-30' }).expect(422, new RegExp(PLAN_MESSAGES.resumeBeforePause));
    await post(`service-plans/${planId}/resume`, { from: '2026-02-08' }).expect(200);
    expect((await visits()).map((v) => [v.date, v.status])).toEqual([
      ['2026-01-20', 'missed'],
      ['2026-01-27', 'scheduled'],
      ['2026-02-03', 'cancelled'],
      ['2026-02-10', 'scheduled'],
      ['2026-02-17', 'scheduled'],
    ]);
    await settleService(t);
    expect(await visits()).toHaveLength(5);
  });

  it('changing the days moves future scheduled visits to the new day', async () => {
    const res = await put(`service-plans/${planId}`, { preferredDays: ['thursday'] }).expect(200);
    expect(res.body).toMatchObject({ preferredDays: ['thursday'], message: PLAN_MESSAGES.updated });
    expect((await visits()).map((v) => [v.date, v.status])).toEqual([
      ['2026-01-20', 'missed'],
      ['2026-01-29', 'scheduled'],
      ['2026-02-03', 'cancelled'],
      ['2026-02-12', 'scheduled'],
      ['2026-02-19', 'scheduled'],
    ]);
    await put(`service-plans/${planId}`, { preferredDays: ['thursday', 'thursday'] }).expect(400, new RegExp(PLAN_MESSAGES.daysInvalid));
    await put(`service-plans/${planId}`, { preferredDays: ['__proto__'] }).expect(400);
    await put(`service-plans/${planId}`, {}).expect(400, new RegExp(PLAN_MESSAGES.nothingToChange));
    await put(`service-plans/${planId}`, { binTakeOutTiming: 'noon' }).expect(400);
  });

  describe('staff reschedule, assign and cancel visits', () => {
    it('reschedules a missed visit and moves a visit to another day (pinned: the planner leaves it there)', async () => {
      const missed = await visitOn('2026-01-20');
      const moved = await put(`visits/${missed.id}`, { date: '2026-01-23' }).expect(200);
      expect(moved.body).toMatchObject({ date: '2026-01-23', status: 'scheduled', pinned: true, message: VISIT_MESSAGES.updated });
      await t.app.get(ExtendVisitHorizonJob).run();
      expect((await visitOn('2026-01-23')).status).toBe('scheduled');
    });

    it('refuses a past date, an unknown scooper, and closed visits, with clear messages', async () => {
      const visit = await visitOn('2026-01-29');
      await put(`visits/${visit.id}`, { date: '2026-01-20' }).expect(422, new RegExp(VISIT_MESSAGES.datePast));
      await put(`visits/${visit.id}`, { date: '2026-02-30' }).expect(400, new RegExp(VISIT_MESSAGES.dateInvalid));
      await put(`visits/${visit.id}`, {}).expect(400, new RegExp(VISIT_MESSAGES.nothingToChange));
      await put(`visits/${visit.id}`, { scooperId: 'scooper-1' }).expect(422, new RegExp(VISIT_MESSAGES.scooperNotFound));
      await put(`visits/${visit.id}`, { scooperId: '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b' }).expect(422, new RegExp(VISIT_MESSAGES.scooperNotFound));
      // A staff account is not a scooper.
      const [staff] = await t.database.db.query<{ id: string }>(`select id from users where email = 'admin@scvscoopers.example'`);
      await put(`visits/${visit.id}`, { scooperId: staff.id }).expect(422, new RegExp(VISIT_MESSAGES.scooperNotFound));
      const cancelled = await visitOn('2026-02-03');
      await put(`visits/${cancelled.id}`, { date: '2026-02-04' }).expect(409, /already cancelled and cannot be changed/);
    });

    it('assigns a scooper only on their working days and within their daily capacity', async () => {
      const sam = await createScooper(t, admin, { workingDays: ['thursday', 'friday'], dailyCapacity: 1 });
      const off = await createScooper(t, admin, { name: 'Off Duty', email: 'off@scvscoopers.example', workingDays: ['thursday'] });
      const { email: _email, ...offProfile } = scooperBody({ name: 'Off Duty', workingDays: ['thursday'] });
      await t
        .http()
        .put(`/api/admin/scooper-accounts/${off.id}`)
        .set('Cookie', admin)
        .send({ ...offProfile, active: false })
        .expect(200);
      const thursday = await visitOn('2026-01-29');
      // A deactivated scooper takes no visits.
      await put(`visits/${thursday.id}`, { scooperId: off.id }).expect(422, new RegExp(VISIT_MESSAGES.scooperNotFound));
      const assigned = await put(`visits/${thursday.id}`, { scooperId: sam.id }).expect(200);
      expect(assigned.body).toMatchObject({ status: 'assigned', scooperId: sam.id });
      const next = await visitOn('2026-02-12');
      await put(`visits/${next.id}`, { date: '2026-02-10', scooperId: sam.id }).expect(409, /does not work on Tuesdays/);
      await put(`visits/${next.id}`, { date: '2026-01-29', scooperId: sam.id }).expect(409, /already has 1 stops on 2026-01-29, their daily capacity/);
      // The refused change left the visit as it was.
      expect((await visitOn('2026-02-12')).status).toBe('scheduled');
      // An assigned visit is not re-planned: the plan moving to Fridays leaves it on Thursday.
      await put(`service-plans/${planId}`, { preferredDays: ['friday'] }).expect(200);
      expect((await visitOn('2026-01-29')).status).toBe('assigned');
      expect((await visits()).filter((v) => v.status === 'scheduled').map((v) => v.date)).toEqual(['2026-01-23', '2026-02-13', '2026-02-20']);
      const week = await get('schedule/week?start=2026-01-26').expect(200);
      expect(week.body.stopsPerScooperPerDay).toEqual([{ scooperId: sam.id, date: '2026-01-29', stops: 1 }]);
      // Un-assign is explicit: a missing scooperId changes nothing, unassign: true takes the visit off Sam's route.
      await put(`visits/${thursday.id}`, { unassign: true, scooperId: sam.id }).expect(400, new RegExp(VISIT_MESSAGES.unassignWithScooper));
      await put(`visits/${thursday.id}`, { unassign: 'yes' }).expect(400);
      await put(`visits/${thursday.id}`, { unassign: false }).expect(400, new RegExp(VISIT_MESSAGES.nothingToChange));
      const unassigned = await put(`visits/${thursday.id}`, { unassign: true }).expect(200);
      expect(unassigned.body).toMatchObject({ status: 'scheduled', scooperId: null, date: '2026-01-29', routePosition: null });
      expect(unassigned.body.history.at(-1)).toMatchObject({ eventType: 'visit.unassigned', actor: 'staff:admin@scvscoopers.example' });
      expect((await get(`routes/${sam.id}:2026-01-29`).expect(200)).body).toMatchObject({ stop_count: 0, stops: [] });
      // Un-assigning again changes nothing; Sam can take the visit back (its place on his full day was freed).
      await put(`visits/${thursday.id}`, { unassign: true }).expect(200);
      const back = await put(`visits/${thursday.id}`, { scooperId: sam.id }).expect(200);
      expect(back.body).toMatchObject({ status: 'assigned', scooperId: sam.id, routePosition: 1 });
      expect(back.body.history.filter((entry: { eventType: string }) => entry.eventType === 'visit.unassigned')).toHaveLength(1);
    });

    it('cancels a visit with a reason, once', async () => {
      const visit = await visitOn('2026-02-13');
      await post(`visits/${visit.id}/cancel`, {}).expect(400, new RegExp(VISIT_MESSAGES.reasonRequired));
      const res = await post(`visits/${visit.id}/cancel`, { reason: 'Customer away <b>that week</b>' }).expect(200);
      expect(res.body.message).toBe(VISIT_MESSAGES.visitCancelled);
      const shown = await get(`visits/${visit.id}`).expect(200);
      expect(shown.body).toMatchObject({ status: 'cancelled', cancellationReason: 'Customer away that week' });
      expect(shown.body.history.at(-1)).toMatchObject({ eventType: 'visit.cancelled', actor: 'staff:admin@scvscoopers.example' });
      await post(`visits/${visit.id}/cancel`, { reason: 'again' }).expect(409);
      // The planner never brings back what staff cancelled.
      await t.app.get(ExtendVisitHorizonJob).run();
      expect((await visitOn('2026-02-13')).status).toBe('cancelled');
    });
  });

  it('answers bad input with 400/404, never a 500', async () => {
    const visit = await visitOn('2026-02-20');
    const other = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
    await put('visits/not-a-uuid', { date: '2026-02-21' }).expect(404);
    await put(`visits/${other}`, { date: '2026-02-21' }).expect(404, new RegExp(VISIT_MESSAGES.visitNotFound));
    await post(`visits/${other}/cancel`, { reason: 'x' }).expect(404);
    await get(`visits/${other}`).expect(404);
    await get(`service-plans/${other}`).expect(404, new RegExp(PLAN_MESSAGES.planNotFound));
    await post(`service-plans/${other}/pause`, { from: '2026-02-01' }).expect(404);
    await post(`service-plans/constructor/cancel`, { reason: 'x' }).expect(404);
    // Prototype keys and unknown fields are refused by the body's whitelist; huge strings by its limits.
    await t
      .http()
      .put(`/api/admin/visits/${visit.id}`)
      .set('Cookie', admin)
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"date":"2026-02-21"}}')
      .expect(400);
    await put(`visits/${visit.id}`, { constructor: { date: '2026-02-21' } }).expect(400);
    await put(`visits/${visit.id}`, { date: 'x'.repeat(50_000) }).expect(400);
    await put(`visits/${visit.id}`, { scooperId: 'x'.repeat(50_000) }).expect(400);
    await post(`visits/${visit.id}/cancel`, { reason: 'x'.repeat(50_000) }).expect(400);
    await post(`service-plans/${planId}/pause`, { from: ['2026-02-01'] }).expect(400);
    await post(`service-plans/${planId}/pause`, { from: '2026-01-01' }).expect(422, new RegExp(PLAN_MESSAGES.datePast));
    await put(`service-plans/${planId}`, { preferredDays: Array(50).fill('monday') }).expect(400);
    const filter = (f: object) => `visits?filter=${encodeURIComponent(JSON.stringify(f))}`;
    await get(filter({ constructor: 'x' })).expect(400);
    await get(filter({ __proto__: 'x', date_gte: 'soon' })).expect(400);
    await get(filter({ date_lte: '2026-13-01' })).expect(400);
    await get(filter({ q: 'x'.repeat(5_000) })).expect(400);
    await get(filter({ status: ['scheduled', 'assigned'], scooper_id: 'nobody', plan_id: 'not-a-uuid' })).expect(200);
    await get(`service-plans?sort=${encodeURIComponent('["customer_name; drop table visits","ASC"]')}`).expect(400);
    await get('schedule/week?start=yesterday').expect(400);
    await get('schedule/week').expect(400);
    // A plan's visits are its own: another plan's id lists nothing.
    const none = await get(filter({ plan_id: other })).expect(200);
    expect(none.body).toEqual([]);
  });

  it('cancelling the plan cancels its future unassigned visits; cancelling twice is refused', async () => {
    await post(`service-plans/${planId}/cancel`, {}).expect(400, new RegExp(PLAN_MESSAGES.reasonRequired));
    await post(`service-plans/${planId}/cancel`, { reason: 'Moving away' }).expect(200);
    await post(`service-plans/${planId}/cancel`, { reason: 'Moving away' }).expect(409, new RegExp(PLAN_MESSAGES.alreadyCancelled));
    await post(`service-plans/${planId}/resume`, { from: '2026-02-01' }).expect(409, new RegExp(PLAN_MESSAGES.cancelled));
    const left = (await visits()).filter((v) => v.date > '2026-01-21' && v.status !== 'cancelled');
    expect(left.map((v) => [v.date, v.status])).toEqual([['2026-01-29', 'assigned']]);
    const plans = await get(`service-plans?filter=${encodeURIComponent(JSON.stringify({ status: 'cancelled' }))}`).expect(200);
    expect(plans.body.map((p: { id: string }) => p.id)).toEqual([planId]);
  });

  it('a second trigger for the same order starts no second plan', async () => {
    const count = async () => Number((await t.database.db.query<{ n: string }>(`select count(*) as n from service_plans where order_id = $1`, [orderId]))[0].n);
    expect(await count()).toBe(1);
    const starts = await t.database.db.query(`select 1 from es_events where stream_id = $1 and event_type like 'service-plan.started%'`, [
      `service-plan-${planId}`,
    ]);
    expect(starts).toHaveLength(1);
  });
});
