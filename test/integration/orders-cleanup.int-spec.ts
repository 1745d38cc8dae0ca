import { ExpirePendingOrdersJob } from '../../backend/src/modules/orders/consumers/expire-pending-orders.job';
import { createTestApp, TestApp } from '../support/test-app';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';

describe('order cleanup and payment mode (admin)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const start = async (body = checkoutBody()) => (await t.http().post('/api/checkout/subscription').send(body).expect(201)).body.orderId as string;
  const row = async (id: string) =>
    (await t.database.db.query('select payment_status, removed_at is not null as removed, removal_reason from customer_orders where id = $1', [id]))[0];
  const stats = async () => (await t.http().get('/api/admin/cleanup/stats').set('Cookie', admin).expect(200)).body;

  it('guards every cleanup and settings route', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/cleanup/stats'],
      ['post', '/api/admin/cleanup/expired'],
      ['post', '/api/admin/cleanup/duplicates'],
      ['get', '/api/admin/settings/payment-mode'],
      ['put', '/api/admin/settings/payment-mode'],
    ] as const) {
      await t.http()[method](path).expect(401);
    }
  });

  it('expires pending orders older than 48 hours as events, keeping paid and recent ones', async () => {
    const old = await start();
    const { orderId: paid } = await paidOrder(t);
    t.clock.advance(47 * 3600_000);
    const recent = await start();
    expect(await stats()).toMatchObject({ pendingWithoutPayment: 2, expiredPending: 0 });
    t.clock.advance(2 * 3600_000);
    expect(await stats()).toMatchObject({ pendingWithoutPayment: 2, expiredPending: 1, olderThanHours: 48 });
    const res = await t.http().post('/api/admin/cleanup/expired').set('Cookie', admin).expect(200);
    expect(res.body).toEqual({ removed: 1, title: 'Cleanup Complete', message: 'Expired pending orders have been removed.' });
    expect(await row(old)).toEqual({ payment_status: 'cancelled', removed: true, removal_reason: 'expired' });
    expect(await row(paid)).toMatchObject({ payment_status: 'completed', removed: false });
    expect(await row(recent)).toMatchObject({ payment_status: 'pending', removed: false });
    const [event] = await t.database.db.query(
      `select event_type, metadata->>'actor' as actor from es_events where stream_id = $1 order by version desc limit 1`,
      [`order-${old}`],
    );
    expect(event).toEqual({ event_type: 'order.expired-by-cleanup.v1', actor: 'staff:admin@scvscoopers.example' });
    // The removed order no longer answers the success lookup.
    await t.http().get(`/api/orders/by-session/${old}`).expect(404);
  });

  it('runs the same expiry from the hourly job', async () => {
    const id = await start();
    t.clock.advance(49 * 3600_000);
    expect(await t.app.get(ExpirePendingOrdersJob).run()).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ removed: true, removal_reason: 'expired' });
  });

  it('removes duplicate pending orders, keeping the most recent of each group', async () => {
    const first = checkoutBody({ commitmentMonths: 1 });
    const email = first.customerData.email;
    const a = await start(first);
    t.clock.advance(4_000);
    const b = await start({ ...first, commitmentMonths: 3 });
    t.clock.advance(4_000);
    const c = await start({ ...first, selectedAddOns: {}, customerData: { ...first.customerData, email } });
    expect(await stats()).toMatchObject({ duplicateOrders: 2, duplicateGroups: 1 });
    const res = await t.http().post('/api/admin/cleanup/duplicates').set('Cookie', admin).expect(200);
    expect(res.body).toEqual({ removed: 2, title: 'Duplicate Cleanup Complete', message: 'Removed 2 duplicate orders.' });
    expect(await row(a)).toMatchObject({ removed: true, removal_reason: 'duplicate' });
    expect(await row(b)).toMatchObject({ removed: true, removal_reason: 'duplicate' });
    expect(await row(c)).toMatchObject({ removed: false });
    const [kept] = await t.database.db.query(`select data->>'keptOrderId' as kept from es_events where stream_id = $1 order by version desc limit 1`, [
      `order-${a}`,
    ]);
    expect(kept.kept).toBe(c);
    const again = await t.http().post('/api/admin/cleanup/duplicates').set('Cookie', admin).expect(200);
    expect(again.body).toEqual({ removed: 0, title: 'No Duplicates Found', message: 'No Duplicates Found' });
  });

  it('reads and switches the payment mode, refusing production without a live key', async () => {
    const initial = await t.http().get('/api/admin/settings/payment-mode').set('Cookie', admin).expect(200);
    expect(initial.body).toMatchObject({ mode: 'test', testMode: true, provider: 'sandbox', liveKeyConfigured: false });
    const refused = await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).send({ mode: 'production' }).expect(409);
    expect(refused.body.detail).toBe('Production mode needs a live Stripe key. Set STRIPE_LIVE_SECRET_KEY and restart before switching to production.');
    const bad = await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).send({ mode: 'live' }).expect(400);
    expect(bad.body.errors).toEqual({ mode: "Payment mode must be 'test' or 'production'" });
    expect((await t.http().get('/api/admin/settings/payment-mode').set('Cookie', admin)).body.mode).toBe('test');
  });
});
