import { EventStore, ProjectionRegistry, replayProjection } from '../../backend/src/event-store';
import { businessFigures, lastMonths } from '../../backend/src/modules/analytics/domain/business-figures';
import { figureEvents } from '../support/figure-events';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('billing: the dashboard business figures come from the event log (the business_figures projection)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKOUT_IP_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  // Months of business time pass between requests: each signs in afresh (a staff session idles out).
  const figures = async () =>
    (
      await t
        .http()
        .get('/api/admin/dashboard/business')
        .set('Cookie', await t.signIn('admin'))
        .expect(200)
    ).body;
  const sandbox = async (orderId: string, event: string) =>
    t
      .http()
      .post(`/api/admin/orders/${orderId}/sandbox-billing`)
      .set('Cookie', await t.signIn('admin'))
      .send({ event })
      .expect(200);

  it('answers MRR, movement, customers, churn and recovery in business months, as folding the log and a replay give', async () => {
    // Thursday 15 January 2026 (fake clock): two monthly subscriptions and a one-time cleanup.
    const kept = await paidOrder(t, checkoutBody({ commitmentMonths: 1 }));
    const leaving = await paidOrder(t, checkoutBody({ commitmentMonths: 1, customerData: { numberOfDogs: '1', yardSize: 'small' } }));
    await paidOrder(t, checkoutBody({ customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time' }, commitmentMonths: 1 }), 'one-time');
    const prices = Object.fromEntries(
      (
        await t.database.db.query<{ id: string; final_price: number }>('select id, final_price from customer_orders where id = any($1)', [
          [kept.orderId, leaving.orderId],
        ])
      ).map((r) => [r.id, r.final_price]),
    );
    // February: a renewal fails and is paid; March: the other subscription ends.
    t.clock.set('2026-02-16T18:00:00Z');
    await sandbox(kept.orderId, 'payment-failed');
    await sandbox(kept.orderId, 'renewal-paid');
    t.clock.set('2026-03-05T18:00:00Z');
    await sandbox(leaving.orderId, 'subscription-deleted');

    const body = await figures();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    const [jan, feb, mar] = body.months.slice(3);
    expect(jan).toMatchObject({ mrrStart: 0, newMrr: prices[kept.orderId] + prices[leaving.orderId], activeEnd: 2, newCustomers: 2, churnRate: null });
    expect(feb).toMatchObject({ mrrStart: jan.mrrEnd, mrrEnd: jan.mrrEnd, churnedCustomers: 0, churnRate: 0 });
    expect(mar).toMatchObject({ churned: prices[leaving.orderId], churnedCustomers: 1, churnRate: 0.5, mrrEnd: prices[kept.orderId], activeEnd: 1 });
    expect(body).toMatchObject({
      timeZone: 'America/Los_Angeles',
      mrr: prices[kept.orderId],
      activeCustomers: 1,
      arpu: prices[kept.orderId],
      recovery: { failed: 1, recovered: 1, rate: 1 },
    });
    // Average monthly churn over the months with customers at their start: (0 + 0.5) / 2.
    expect(body.ltv).toBe(Math.round(prices[kept.orderId] / 0.25));

    // The business_figures projection answers what folding the log answers, and a replay rebuilds the same tables.
    const store = t.app.get(EventStore);
    const events = await figureEvents(t);
    expect(body).toEqual(businessFigures(events, body.timeZone, lastMonths(body.timeZone, t.clock.now(), 6)));
    const projection = t.app.get(ProjectionRegistry).get('business_figures')!;
    const report = await replayProjection(t.database.db, store, projection, { verify: true });
    expect(Object.values(report.differences).every((n) => n === 0)).toBe(true);
    await t.database.db.query(`truncate ${projection.tables.join(', ')}`);
    await replayProjection(t.database.db, store, projection);
    expect(await figures()).toEqual(body);
  });

  it('is for staff only', async () => {
    await t.http().get('/api/admin/dashboard/business').expect(401);
    const customer = await t.signIn('customer');
    await t.http().get('/api/admin/dashboard/business').set('Cookie', customer).expect(403);
  });
});
