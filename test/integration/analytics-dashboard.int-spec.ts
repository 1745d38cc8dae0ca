import { businessFigures, lastMonths } from '../../backend/src/modules/analytics/domain/business-figures';
import { randomUUID } from 'node:crypto';
import { figureEvents } from '../support/figure-events';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** 2 dogs, medium yard, weekly, deodorizing, 3-month prepay: due today 34120 cents (DESIGN §8). */
const DUE = 34120;

describe('analytics: the admin dashboard in America/Los_Angeles', () => {
  let t: TestApp;
  let admin: string;
  // Tuesday 2026-03-10, noon in LA (PDT, two days after the spring-forward Sunday).
  const NOW = '2026-03-10T19:00:00.000Z';

  async function orderAt(at: string, paid: boolean) {
    t.clock.set(at);
    if (paid) return paidOrder(t);
    await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
  }

  async function eventsAt(at: string, sessionId: string, events: Array<[string, string]>) {
    t.clock.set(at);
    await t
      .http()
      .post('/api/analytics/events')
      .send({ sessionId, events: events.map(([eventType, pageUrl]) => ({ eventType, pageUrl })) })
      .expect(202);
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKOUT_IP_LIMIT: '1000', ANALYTICS_IP_LIMIT: '1000' } });
    await orderAt('2026-03-09T07:30:00.000Z', true); // Mon Mar 9, 00:30 PDT: this week
    await orderAt('2026-03-09T06:30:00.000Z', true); // Sun Mar 8, 23:30 PDT: last week
    await orderAt('2026-03-10T18:00:00.000Z', false); // today, unpaid
    await orderAt('2026-03-10T18:30:00.000Z', true); // today, paid
    await orderAt('2026-02-28T20:00:00.000Z', true); // last month
    await orderAt('2026-03-02T08:30:00.000Z', false); // Mon Mar 2, 00:30 PST, unpaid: cleaned up below
    // The unpaid order from Mar 2 is over 48 hours old by Mar 10 and is removed; a removed order is no order.
    t.clock.set(NOW);
    admin = await t.signIn('admin');
    await t
      .http()
      .post('/api/admin/cleanup/expired')
      .set('Cookie', admin)
      .expect((res) => expect(res.status).toBeLessThan(300));

    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await eventsAt('2026-03-10T16:00:00.000Z', a, [
      ['page_view', '/'],
      ['button_click', '/'],
    ]); // today
    await eventsAt('2026-03-10T16:03:00.000Z', a, [
      ['page_view', '/#quote'],
      ['quote_started', '/#quote'],
    ]);
    await eventsAt('2026-03-09T06:59:00.000Z', b, [['page_view', '/blog']]); // Sun Mar 8, 23:59 PDT: last week
    await eventsAt('2026-03-09T07:00:00.000Z', c, [
      ['page_view', '/faq'],
      ['chat_opened', '/faq'],
    ]); // Mon 00:00 PDT: this week
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  const analytics = (period?: string) =>
    t
      .http()
      .get('/api/admin/dashboard/analytics')
      .query(period ? { period } : {})
      .set('Cookie', admin);

  it('counts today in LA: paid orders, checkouts started (paid or not), revenue of completed ones, page views and events', async () => {
    const res = await analytics('today').expect(200);
    expect(res.body).toMatchObject({
      period: {
        name: 'today',
        label: 'Today',
        firstDay: '2026-03-10',
        lastDay: '2026-03-10',
        from: '2026-03-10T07:00:00.000Z',
        to: '2026-03-11T07:00:00.000Z',
      },
      orders: 1,
      checkoutsStarted: 2,
      revenue: DUE,
      pageViews: 2,
      events: 4,
    });
    expect(res.body.revenueSeries).toEqual([{ date: '2026-03-10', revenue: DUE, orders: 1 }]);
  });

  it('this week starts at Monday midnight PDT; a minute earlier belongs to last week', async () => {
    const week = (await analytics('this_week').expect(200)).body;
    expect(week).toMatchObject({ orders: 2, checkoutsStarted: 3, revenue: 2 * DUE, pageViews: 3, events: 6 });
    expect(week.revenueSeries).toEqual([
      { date: '2026-03-09', revenue: DUE, orders: 1 },
      { date: '2026-03-10', revenue: DUE, orders: 1 },
    ]);
    const last = (await analytics('last_week').expect(200)).body;
    // Mon Mar 2 – Sun Mar 8: the Sunday-night order and page view; the removed Mar 2 order is not counted.
    expect(last).toMatchObject({
      period: { firstDay: '2026-03-02', lastDay: '2026-03-08' },
      orders: 1,
      checkoutsStarted: 1,
      revenue: DUE,
      pageViews: 1,
      events: 1,
    });
    expect(last.revenueSeries).toHaveLength(7);
    expect(last.revenueSeries[6]).toEqual({ date: '2026-03-08', revenue: DUE, orders: 1 });
  });

  it('covers the months and the two full weeks before this one', async () => {
    expect((await analytics('this_month').expect(200)).body).toMatchObject({ orders: 3, checkoutsStarted: 4, revenue: 3 * DUE, events: 7 });
    expect((await analytics('last_month').expect(200)).body).toMatchObject({
      period: { firstDay: '2026-02-01', lastDay: '2026-02-28' },
      orders: 1,
      revenue: DUE,
      events: 0,
    });
    expect((await analytics('last_2_weeks').expect(200)).body).toMatchObject({
      period: { firstDay: '2026-02-23', lastDay: '2026-03-08' },
      orders: 2,
      revenue: 2 * DUE,
    });
  });

  it('defaults to this week and refuses an unknown period with a 400 problem', async () => {
    expect((await analytics().expect(200)).body.period.name).toBe('this_week');
    const res = await analytics('yesterday').expect(400);
    expect(res.body.errors.period).toBe('period must be one of today, this_week, last_week, last_2_weeks, this_month, last_month');
  });

  it('gives the all-time overview of live orders', async () => {
    const res = await t.http().get('/api/admin/dashboard/overview').set('Cookie', admin).expect(200);
    expect(res.body).toEqual({ totalOrders: 5, completedOrders: 4, activeSubscriptions: 4, totalRevenue: 4 * DUE });
  });

  it('answers the business figures (a projection) as folding the log does, the order removed by cleanup left out', async () => {
    const body = (await t.http().get('/api/admin/dashboard/business').set('Cookie', admin).expect(200)).body;
    const events = await figureEvents(t);
    expect(events.some((e) => e.type === 'order.expired-by-cleanup')).toBe(true);
    expect(body).toEqual(businessFigures(events, 'America/Los_Angeles', lastMonths('America/Los_Angeles', t.clock.now(), 6)));
    expect(body.activeCustomers).toBe(4);
  });

  it('is for staff only: 401 without a session, 403 for a customer', async () => {
    const customer = await t.signIn('customer');
    for (const path of ['/api/admin/dashboard/analytics', '/api/admin/dashboard/overview', '/api/admin/dashboard/journeys']) {
      await t.http().get(path).expect(401);
      await t.http().get(path).set('Cookie', customer).expect(403);
    }
  });
});
