import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { PLAN_MESSAGES, VISIT_MESSAGES } from '../../backend/src/modules/service/service.messages';
import { signInByLink } from '../support/account-sign-in';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;

interface OverviewVisit {
  id: string;
  date: string;
  status: string;
  canSkip: boolean;
  note: string | null;
}

describe('account: what the customer sees and may change at /account', () => {
  let t: TestApp;
  let admin: string;
  let email: string;
  let orderId: string;
  let planId: string;
  let cookie: string;
  let otherPlanId: string;
  let otherVisitId: string;

  const overview = async (c = cookie) => (await t.http().get('/api/account/overview').set('Cookie', c).expect(200)).body;
  const upcoming = async (): Promise<OverviewVisit[]> => (await overview()).plans[0].upcomingVisits;

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT: '200' } });
    admin = await t.signIn('admin');
    // Thursday 15 January 2026, 09:00 in Santa Clarita: the plan starts tomorrow; visits on Tuesdays.
    orderId = await subscribedOrder(t, { preferredDays: ['tuesday'], selectedAddOns: { deodorizing: true } });
    planId = planIdFor(orderId);
    email = (await t.database.db.query<{ customer_email: string }>('select customer_email from customer_orders where id = $1', [orderId]))[0].customer_email;
    const other = await subscribedOrder(t, { preferredDays: ['wednesday'] });
    otherPlanId = planIdFor(other);
    otherVisitId = (await t.database.db.query<{ id: string }>(`select id from visits where order_id = $1 order by date limit 1`, [other]))[0].id;
    cookie = await signInByLink(t, email);
  });
  afterAll(() => t.close());

  it('needs a session: every account route answers 401 without one', async () => {
    await t.http().get('/api/account/overview').expect(401);
    await t.http().post(`/api/account/visits/${otherVisitId}/skip`).expect(401);
    await t.http().post(`/api/account/plans/${planId}/cancel`).send({ reason: 'Other' }).expect(401);
  });

  it('shows the plan, its price and next charge, upcoming visits, the receipt and the messages sent', async () => {
    const body = await overview();
    expect(body.customer).toEqual({ email, name: 'Jamie Rivera' });
    expect(body.plans).toHaveLength(1);
    const [plan] = body.plans;
    const order = (
      await t.database.db.query<{ final_price: number; amount_paid: number }>('select final_price, amount_paid from customer_orders where id = $1', [orderId])
    )[0];
    expect(plan).toMatchObject({
      orderId,
      planId,
      status: 'active',
      frequency: 'weekly',
      numberOfDogs: '2',
      yardSize: 'medium',
      addOns: ['Yard Deodorizing'],
      preferredDays: ['tuesday'],
      pricePerPeriod: order.final_price,
      period: 'month',
      nextChargeDate: '2026-02-15',
    });
    expect(plan.upcomingVisits.map((v: OverviewVisit) => v.date).slice(0, 2)).toEqual(['2026-01-20', '2026-01-27']);
    expect(plan.upcomingVisits.every((v: OverviewVisit) => v.canSkip)).toBe(true);
    expect(plan.receipts).toEqual([
      expect.objectContaining({ kind: 'payment', amount: order.amount_paid, cardBrand: 'visa', cardLastFour: '4242', periodStart: null }),
    ]);
    expect(body.messages.map((m: { kind: string }) => m.kind)).toContain('order-confirmation');
    expect(body.messages.map((m: { kind: string }) => m.kind)).not.toContain('account-sign-in');
    expect(body.cancellationReasons).toContain('Moving away');
    // Nothing of the other customer's.
    expect(JSON.stringify(body)).not.toContain(otherPlanId);
  });

  it('skips a visit 48 hours or more ahead, and staff see it in the visit history', async () => {
    const [first] = await upcoming();
    const res = await t.http().post(`/api/account/visits/${first.id}/skip`).set('Cookie', cookie).expect(200);
    expect(res.body).toEqual({ message: VISIT_MESSAGES.visitSkipped });
    const after = (await upcoming()).find((v) => v.id === first.id)!;
    expect(after).toMatchObject({ status: 'cancelled', note: 'Skipped by the customer', canSkip: false });
    await t.http().post(`/api/account/visits/${first.id}/skip`).set('Cookie', cookie).expect(409);
    const [user] = await t.database.db.query<{ id: string }>('select id from users where lower(email) = lower($1)', [email]);
    const history = (await t.http().get(`/api/admin/visits/${first.id}`).set('Cookie', admin).expect(200)).body.history;
    expect(history[history.length - 1]).toMatchObject({
      eventType: 'visit.cancelled',
      actor: `customer:${user.id}`,
      data: { reason: 'Skipped by the customer' },
    });
    // The planner does not bring a skipped visit back.
    await settleService(t);
    expect((await upcoming()).find((v) => v.id === first.id)!.status).toBe('cancelled');
  });

  it('refuses a skip less than 48 hours ahead', async () => {
    const second = (await upcoming()).find((v) => v.date === '2026-01-27')!;
    // Sunday 25 January, 09:00: the Tuesday visit's 08:00 window opens in 47 hours.
    t.clock.advance(10 * 24 * HOUR);
    try {
      // Ten days on, the first session has gone idle: the customer signs in again.
      const later = await signInByLink(t, email);
      const late = (await overview(later)).plans[0].upcomingVisits.find((v: OverviewVisit) => v.id === second.id)!;
      expect(late.canSkip).toBe(false);
      const res = await t.http().post(`/api/account/visits/${second.id}/skip`).set('Cookie', later).expect(422);
      expect(res.body.detail).toBe(VISIT_MESSAGES.skipTooLate);
    } finally {
      t.clock.advance(-10 * 24 * HOUR);
    }
  });

  it('never acts on someone else’s plan or visit (404), nor on made-up ids', async () => {
    expect((await t.http().post(`/api/account/visits/${otherVisitId}/skip`).set('Cookie', cookie).expect(404)).body.detail).toBe(VISIT_MESSAGES.visitNotFound);
    await t.http().post(`/api/account/plans/${otherPlanId}/cancel`).set('Cookie', cookie).send({ reason: 'Other' }).expect(404);
    await t.http().post('/api/account/visits/not-a-uuid/skip').set('Cookie', cookie).expect(404);
    await t.http().post('/api/account/plans/__proto__/cancel').set('Cookie', cookie).send({ reason: 'Other' }).expect(404);
    const visit = await t.database.db.query<{ status: string }>('select status from visits where id = $1', [otherVisitId]);
    expect(visit[0].status).not.toBe('cancelled');
  });

  it('pauses for up to 8 weeks from 48 hours on, and resumes early', async () => {
    const pause = (body: object) => t.http().post(`/api/account/plans/${planId}/pause`).set('Cookie', cookie).send(body);
    expect((await pause({ weeks: 9 }).expect(400)).body.errors).toEqual({ weeks: 'A pause lasts from 1 to 8 weeks' });
    await pause({ weeks: '2' }).expect(400);
    await pause({}).expect(400);
    await t.http().post(`/api/account/plans/${otherPlanId}/pause`).set('Cookie', cookie).send({ weeks: 2 }).expect(404);
    expect((await pause({ weeks: 2 }).expect(200)).body).toEqual({ message: PLAN_MESSAGES.paused });
    await settleService(t);
    // Thursday 15 January: paused from Saturday 17th for two weeks, so the Tuesday visits of the 20th and 27th go.
    let [plan] = (await overview()).plans;
    expect(plan).toMatchObject({ status: 'paused', pausedFrom: '2026-01-17', resumedFrom: '2026-01-31' });
    expect(plan.upcomingVisits.filter((v: OverviewVisit) => v.status === 'scheduled').map((v: OverviewVisit) => v.date)[0]).toBe('2026-02-03');
    await pause({ weeks: 1 }).expect(409);

    expect((await t.http().post(`/api/account/plans/${planId}/resume`).set('Cookie', cookie).expect(200)).body).toEqual({ message: PLAN_MESSAGES.resumed });
    await settleService(t);
    [plan] = (await overview()).plans;
    expect(plan).toMatchObject({ status: 'active', pausedFrom: null, resumedFrom: null });
    expect(plan.upcomingVisits.filter((v: OverviewVisit) => v.status === 'scheduled').map((v: OverviewVisit) => v.date)[0]).toBe('2026-01-27');
    await t.http().post(`/api/account/plans/${planId}/resume`).set('Cookie', cookie).expect(409);
    const history = (await t.http().get(`/api/admin/service-plans/${planId}`).set('Cookie', admin).expect(200)).body.history;
    expect(history.slice(-3).map((e: { eventType: string }) => e.eventType)).toEqual(['service-plan.paused', 'service-plan.resumed', 'service-plan.resumed']);
  });

  it('changes preferred days and trash day; the visits re-plan', async () => {
    const days = (body: object, id = planId) => t.http().post(`/api/account/plans/${id}/days`).set('Cookie', cookie).send(body);
    expect((await days({ preferredDays: ['someday'] }).expect(400)).body.detail).toBe(PLAN_MESSAGES.daysInvalid);
    await days({ preferredDays: 'monday' }).expect(400);
    await days({ trashDay: 'funday' }).expect(400);
    await days({}).expect(400);
    await days({ preferredDays: ['thursday'] }, otherPlanId).expect(404);
    expect((await days({ preferredDays: ['thursday'], trashDay: 'monday' }).expect(200)).body).toEqual({ message: PLAN_MESSAGES.updated });
    await settleService(t);
    const [plan] = (await overview()).plans;
    expect(plan).toMatchObject({ preferredDays: ['thursday'], trashDay: 'monday' });
    const open = plan.upcomingVisits.filter((v: OverviewVisit) => v.status === 'scheduled').map((v: OverviewVisit) => v.date);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 4)).toBe(true);
  });

  it('cancels with a reason from the list, effective after 7 days’ notice', async () => {
    const bad = await t.http().post(`/api/account/plans/${planId}/cancel`).set('Cookie', cookie).send({ reason: 'Because' }).expect(400);
    expect(bad.body.detail).toBe(PLAN_MESSAGES.reasonFromList);
    await t.http().post(`/api/account/plans/${planId}/cancel`).set('Cookie', cookie).send({}).expect(400);
    const res = await t.http().post(`/api/account/plans/${planId}/cancel`).set('Cookie', cookie).send({ reason: 'Moving away' }).expect(200);
    expect(res.body).toEqual({ message: PLAN_MESSAGES.planCancelled });
    await settleService(t);
    const [plan] = (await overview()).plans;
    expect(plan).toMatchObject({ status: 'cancelled', cancelledFrom: '2026-01-22', nextChargeDate: null });
    // The visits inside the notice stay; those after it go.
    const admins = await t.http().get(`/api/admin/service-plans/${planId}`).set('Cookie', admin).expect(200);
    expect(admins.body.history.map((e: { eventType: string }) => e.eventType)).toContain('service-plan.cancelled');
    expect(plan.upcomingVisits.filter((v: OverviewVisit) => v.status === 'scheduled').map((v: OverviewVisit) => v.date)).toEqual([]);
  });
});
