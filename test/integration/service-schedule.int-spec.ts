import { ExtendVisitHorizonJob, MarkMissedVisitsJob } from '../../backend/src/modules/service/consumers/visit.jobs';
import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { SHIFT_MESSAGES } from '../../backend/src/modules/service/service.messages';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Every date of a weekday from the first one given, `count` weeks in a row. */
const weekly = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${first}T00:00:00Z`) + i * 7 * 86_400_000).toISOString().slice(0, 10));

describe('service plans: eight weeks of visits for every kind of plan, across the March clock change and a moved trash day', () => {
  let t: TestApp;
  let admin: string;
  const plans: Record<string, string> = {};

  const visits = (planId: string) =>
    t.database.db.query<{ id: string; date: string; kind: string; window: string; status: string }>(
      `select id, to_char(date, 'YYYY-MM-DD') as date, kind, to_char(window_start, 'HH24:MI') || '-' || to_char(window_end, 'HH24:MI') as window, status
       from visits where plan_id = $1 and status <> 'cancelled' order by date, window_start`,
      [planId],
    );
  const dates = async (planId: string, kind?: string) => (await visits(planId)).filter((v) => !kind || v.kind === kind).map((v) => v.date);
  const admin$ = (method: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[method](`/api/admin/${path}`).set('Cookie', admin);

  beforeAll(async () => {
    t = await createTestApp();
    // Thursday 26 February 2026, 10:00 in Santa Clarita; clocks spring forward on Sunday 8 March.
    t.clock.set('2026-02-26T18:00:00.000Z');
    admin = await t.signIn('admin');
    plans.weekly = planIdFor(await subscribedOrder(t, { preferredDays: ['tuesday'] }));
    plans.twice = planIdFor(await subscribedOrder(t, { customerData: { serviceFrequency: 'twice-weekly' }, preferredDays: ['monday', 'thursday'] }));
    plans.monthly = planIdFor(await subscribedOrder(t, { customerData: { serviceFrequency: 'monthly' }, preferredDays: ['wednesday'] }));
    plans.bins = planIdFor(
      await subscribedOrder(t, {
        customerData: { serviceFrequency: '', numberOfDogs: '', yardSize: '' },
        selectedAddOns: { binTakeOut: true, binBringIn: true },
        trashDay: 'thursday',
        preferredDays: ['thursday'],
      }),
    );
  });
  afterAll(() => t.close());

  it('moves the bin visits of a holiday week when staff add a trash-day shift', async () => {
    expect(await dates(plans.bins, 'bin-out')).toContain('2026-03-12');
    const created = await admin$('post', 'trash-day-shifts').send({ date: '2026-03-12', shiftedTo: '2026-03-13', note: 'Holiday <i>pickup</i>' }).expect(201);
    expect(created.body).toMatchObject({ date: '2026-03-12', shiftedTo: '2026-03-13', note: 'Holiday pickup' });
    expect((await visits(plans.bins)).filter((v) => v.date >= '2026-03-12' && v.date <= '2026-03-13').map((v) => [v.date, v.kind, v.window])).toEqual([
      ['2026-03-13', 'bin-out', '06:00-08:00'],
      ['2026-03-13', 'bin-in', '15:00-19:00'],
    ]);
    const list = await admin$('get', 'trash-day-shifts').expect(200);
    expect(list.headers['content-range']).toBe('trash-day-shifts 0-0/1');
    await admin$('get', `trash-day-shifts/${created.body.id}`).expect(200);
  });

  it('refuses bad shifts with clear messages', async () => {
    await admin$('post', 'trash-day-shifts').send({ date: '2026-03-12', shiftedTo: '2026-03-14' }).expect(409, new RegExp(SHIFT_MESSAGES.duplicate));
    await admin$('post', 'trash-day-shifts').send({ date: '2026-05-25', shiftedTo: '2026-05-25' }).expect(400, new RegExp(SHIFT_MESSAGES.sameDate));
    await admin$('post', 'trash-day-shifts').send({ date: '2026-05-25', shiftedTo: '2026-06-25' }).expect(400, new RegExp(SHIFT_MESSAGES.tooFar));
    await admin$('post', 'trash-day-shifts').send({ date: 'Memorial Day', shiftedTo: '2026-05-26' }).expect(400, new RegExp(SHIFT_MESSAGES.dateInvalid));
    await admin$('post', 'trash-day-shifts').send({ date: '2026-05-25' }).expect(400, new RegExp(SHIFT_MESSAGES.shiftedToInvalid));
    await admin$('post', 'trash-day-shifts')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"date":"2026-05-25"},"shiftedTo":"2026-05-26"}')
      .expect(400);
    await admin$('post', 'trash-day-shifts')
      .send({ date: '2026-05-25', shiftedTo: '2026-05-26', note: 'x'.repeat(20_000) })
      .expect(400);
    await admin$('put', 'trash-day-shifts/not-a-uuid').send({ shiftedTo: '2026-05-26' }).expect(404);
    await admin$('put', 'trash-day-shifts/3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b').send({ shiftedTo: '2026-05-26' }).expect(404);
    await admin$('delete', 'trash-day-shifts/3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b').expect(404);
    await admin$('get', `trash-day-shifts?filter=${encodeURIComponent('{"note":"x"}')}`).expect(400);
  });

  it('gives each plan exactly its visits over 8 weeks (the horizon extended a second time 4 weeks on)', async () => {
    // Four weeks later the nightly job extends every plan to 23 April.
    t.clock.set('2026-03-26T18:00:00.000Z');
    const extended = await t.app.get(ExtendVisitHorizonJob).run();
    expect(extended.plans).toBe(4);
    expect(await t.app.get(ExtendVisitHorizonJob).run()).toEqual({ plans: 4, events: 0 });

    expect(await dates(plans.weekly)).toEqual(weekly('2026-03-03', 8));
    expect((await visits(plans.weekly)).every((v) => v.kind === 'scoop' && v.window === '08:00-17:00' && v.status === 'scheduled')).toBe(true);

    expect(await dates(plans.twice)).toEqual([...weekly('2026-03-02', 8), ...weekly('2026-03-05', 8)].sort());

    expect(await dates(plans.monthly)).toEqual(['2026-03-04', '2026-04-01']);

    const thursdays = weekly('2026-03-05', 8).map((d) => (d === '2026-03-12' ? '2026-03-13' : d));
    expect(await dates(plans.bins, 'scoop')).toEqual([]);
    expect(await dates(plans.bins, 'bin-out')).toEqual(thursdays);
    expect(await dates(plans.bins, 'bin-in')).toEqual(thursdays);
    // Wall-clock windows hold on both sides of the clock change.
    const windows = new Set((await visits(plans.bins)).map((v) => `${v.kind} ${v.window}`));
    expect([...windows].sort()).toEqual(['bin-in 15:00-19:00', 'bin-out 06:00-08:00']);
  });

  it('removing the shift puts the holiday week back on the trash day', async () => {
    // Back on 11 March, before the holiday week.
    t.clock.set('2026-03-11T18:00:00.000Z');
    admin = await t.signIn('admin');
    const [shift] = (await admin$('get', 'trash-day-shifts').expect(200)).body;
    await admin$('delete', `trash-day-shifts/${shift.id}`).expect(200);
    expect((await visits(plans.bins)).filter((v) => v.date >= '2026-03-12' && v.date <= '2026-03-13').map((v) => [v.date, v.kind])).toEqual([
      ['2026-03-12', 'bin-out'],
      ['2026-03-12', 'bin-in'],
    ]);
  });

  it('detects a missed visit at the end of its local day in standard time and in daylight time', async () => {
    const job = t.app.get(MarkMissedVisitsJob);
    const status = async (date: string) => (await visits(plans.weekly)).find((v) => v.date === date)?.status;
    // Tuesday 3 March ends at 08:00 UTC (PST), Tuesday 10 March at 07:00 UTC (PDT).
    t.clock.set('2026-03-04T07:59:00.000Z');
    await job.run();
    expect(await status('2026-03-03')).toBe('scheduled');
    t.clock.set('2026-03-04T08:00:00.000Z');
    await job.run();
    expect(await status('2026-03-03')).toBe('missed');
    t.clock.set('2026-03-11T06:59:00.000Z');
    await job.run();
    expect(await status('2026-03-10')).toBe('scheduled');
    t.clock.set('2026-03-11T07:00:00.000Z');
    await job.run();
    expect(await status('2026-03-10')).toBe('missed');
  });
});

describe('service plans: eight weeks of visits across the November clock change (Sunday 1 November 2026, 02:00 PDT → 01:00 PST)', () => {
  let t: TestApp;
  let admin: string;
  const plans: Record<string, string> = {};
  const visits = (planId: string) =>
    t.database.db.query<{ date: string; kind: string; window: string; status: string }>(
      `select to_char(date, 'YYYY-MM-DD') as date, kind, to_char(window_start, 'HH24:MI') || '-' || to_char(window_end, 'HH24:MI') as window, status
       from visits where plan_id = $1 and status <> 'cancelled' order by date, window_start`,
      [planId],
    );
  const dates = async (planId: string, kind: string) => (await visits(planId)).filter((v) => v.kind === kind).map((v) => v.date);

  beforeAll(async () => {
    t = await createTestApp();
    // Thursday 22 October 2026, 10:00 in Santa Clarita (PDT).
    t.clock.set('2026-10-22T17:00:00.000Z');
    admin = await t.signIn('admin');
    plans.weekly = planIdFor(await subscribedOrder(t, { preferredDays: ['monday'] }));
    plans.bins = planIdFor(
      await subscribedOrder(t, {
        customerData: { serviceFrequency: '', numberOfDogs: '', yardSize: '' },
        selectedAddOns: { binTakeOut: true, binBringIn: true },
        trashDay: 'sunday',
        preferredDays: ['saturday'],
      }),
    );
    // Bins out the evening before: the Saturday evening before the Sunday the clocks fall back.
    await t.http().put(`/api/admin/service-plans/${plans.bins}`).set('Cookie', admin).send({ binTakeOutTiming: 'evening-before' }).expect(200);
  });
  afterAll(() => t.close());

  it('gives each plan exactly its visits over 8 weeks on the same wall-clock windows, and a second run adds nothing', async () => {
    t.clock.set('2026-11-19T18:00:00.000Z');
    const job = t.app.get(ExtendVisitHorizonJob);
    expect((await job.run()).plans).toBe(2);
    expect(await job.run()).toEqual({ plans: 2, events: 0 });

    expect(await dates(plans.weekly, 'scoop')).toEqual(weekly('2026-10-26', 8));
    expect(new Set((await visits(plans.weekly)).map((v) => `${v.kind} ${v.window}`))).toEqual(new Set(['scoop 08:00-17:00']));

    const sundays = weekly('2026-10-25', 8);
    expect(sundays).toContain('2026-11-01');
    expect(await dates(plans.bins, 'scoop')).toEqual([]);
    expect(await dates(plans.bins, 'bin-in')).toEqual(sundays);
    expect(await dates(plans.bins, 'bin-out')).toEqual(weekly('2026-10-24', 8));
    expect(new Set((await visits(plans.bins)).map((v) => `${v.kind} ${v.window}`))).toEqual(new Set(['bin-out 18:00-21:00', 'bin-in 15:00-19:00']));
  });

  it('detects a missed visit at the end of its local day on both sides of the change', async () => {
    const job = t.app.get(MarkMissedVisitsJob);
    const status = async (date: string) => (await visits(plans.weekly)).find((v) => v.date === date)?.status;
    // Monday 26 October ends at 07:00 UTC (PDT), Monday 2 November at 08:00 UTC (PST).
    t.clock.set('2026-10-27T06:59:00.000Z');
    await job.run();
    expect(await status('2026-10-26')).toBe('scheduled');
    t.clock.set('2026-10-27T07:00:00.000Z');
    await job.run();
    expect(await status('2026-10-26')).toBe('missed');
    t.clock.set('2026-11-03T07:59:00.000Z');
    await job.run();
    expect(await status('2026-11-02')).toBe('scheduled');
    t.clock.set('2026-11-03T08:00:00.000Z');
    await job.run();
    expect(await status('2026-11-02')).toBe('missed');
  });
});
