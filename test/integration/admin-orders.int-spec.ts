import { listPage } from '../../backend/src/platform/http/simple-rest';
import { ADMIN_ORDERS } from '../../backend/src/modules/orders/queries/admin-order-row';
import { eraseSubject, EventStore, PersonalDataVault, replayProjection } from '../../backend/src/event-store';
import { customerOrdersProjection } from '../../backend/src/modules/orders/projections/customer-orders.projection';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const list = (t: TestApp, cookie: string, params: Record<string, unknown> = {}) =>
  t
    .http()
    .get('/api/admin/orders')
    .query(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])))
    .set('Cookie', cookie);

describe('admin: orders', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKOUT_IP_LIMIT: '1000' } });
    admin = await t.signIn('admin');
    // Three customers, created a minute apart so "newest first" is well defined.
    const smith = await paidOrder(t, checkoutBody({ customerData: { name: 'Alex Smith', phone: '(661) 555-0199', zipCode: '91355' } }));
    ids.smith = smith.orderId;
    t.clock.advance(60_000);
    const started = await t
      .http()
      .post('/api/checkout/subscription')
      .send(checkoutBody({ customerData: { name: 'Robin Garcia', phone: '661-555-0123', zipCode: '91350' }, commitmentMonths: 1 }))
      .expect(201);
    ids.garcia = started.body.orderId;
    t.clock.advance(60_000);
    const oneTime = await paidOrder(
      t,
      checkoutBody({
        customerData: {
          name: 'Sam Lee',
          email: 'sam.lee.orders@example.com',
          phone: '6615550777',
          zipCode: '91321',
          serviceFrequency: 'one-time-cleanup',
          serviceType: 'one-time',
        },
        commitmentMonths: 1,
      }),
      'one-time',
    );
    ids.lee = oneTime.orderId;
  });
  afterAll(() => t.close());

  it('lists orders newest first with the spec columns and a Content-Range', async () => {
    const res = await list(t, admin, { sort: ['created_at', 'DESC'], range: [0, 24] }).expect(200);
    expect(res.headers['content-range']).toBe('orders 0-2/3');
    expect(res.body.map((o: { id: string }) => o.id)).toEqual([ids.lee, ids.garcia, ids.smith]);
    expect(res.body[2]).toMatchObject({ customer_name: 'Alex Smith', service_type: 'subscription', payment_status: 'completed', is_subscription: true });
    expect(res.body[1]).toMatchObject({ customer_name: 'Robin Garcia', payment_status: 'pending' });
    expect(res.body[0]).toMatchObject({ service_type: 'one-time', is_subscription: false });
    expect(typeof res.body[0].final_price).toBe('number');
  });

  it('searches name, e-mail, phone (formatted or digits) and ZIP', async () => {
    const found = async (q: string) => (await list(t, admin, { filter: { q } }).expect(200)).body.map((o: { id: string }) => o.id);
    expect(await found('smith')).toEqual([ids.smith]);
    expect(await found('SMITH')).toEqual([ids.smith]);
    expect(await found('sam.lee.orders@')).toEqual([ids.lee]);
    expect(await found('6615550199')).toEqual([ids.smith]);
    expect(await found('555-0199')).toEqual([ids.smith]);
    expect(await found('(661) 555-0123')).toEqual([ids.garcia]);
    expect(await found('91321')).toEqual([ids.lee]);
    expect(await found('nobody-like-this')).toEqual([]);
    expect(await found('100%_')).toEqual([]);
  });

  it('gives each order a short number in the order placed (SCV-10001 on), and finds it by that number in any common spelling', async () => {
    const res = await list(t, admin, { sort: ['order_number', 'ASC'] }).expect(200);
    const numbers = res.body.map((o: { order_number: string }) => o.order_number);
    expect(res.body.map((o: { id: string }) => o.id)).toEqual([ids.smith, ids.garcia, ids.lee]);
    expect(numbers).toEqual(['SCV-10001', 'SCV-10002', 'SCV-10003']);
    const found = async (q: string) => (await list(t, admin, { filter: { q } }).expect(200)).body.map((o: { id: string }) => o.id);
    expect(await found('SCV-10002')).toEqual([ids.garcia]);
    expect(await found('scv 10002')).toEqual([ids.garcia]);
    expect(await found('10003')).toEqual([ids.lee]);
    expect(await found('SCV-99999')).toEqual([]);
    const shown = await t.http().get(`/api/admin/orders/${ids.smith}`).set('Cookie', admin).expect(200);
    expect(shown.body).toMatchObject({ id: ids.smith, order_number: 'SCV-10001' });
  });

  it('filters by payment status and subscription, and sorts by amount', async () => {
    const pending = await list(t, admin, { filter: { payment_status: 'pending' } }).expect(200);
    expect(pending.body.map((o: { id: string }) => o.id)).toEqual([ids.garcia]);
    const oneTime = await list(t, admin, { filter: { is_subscription: false } }).expect(200);
    expect(oneTime.body.map((o: { id: string }) => o.id)).toEqual([ids.lee]);
    const byPrice = await list(t, admin, { sort: ['final_price', 'ASC'] }).expect(200);
    const prices = byPrice.body.map((o: { final_price: number }) => o.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await list(t, admin, { sort: ['customer_email; drop table x', 'ASC'] }).expect(400);
    await list(t, admin, { filter: { stripe_customer_id: 'x' } }).expect(400);
  });

  it('pages by ids as plain paging would, and answers the planner estimate (never below the cap + 1) above the exact count', async () => {
    const db = t.database.db;
    for (const sort of ['["customer_name","ASC"]', '["final_price","DESC"]', '["payment_status","ASC"]', '["created_at","ASC"]']) {
      const raw = { sort, range: '[1,3]' };
      expect((await listPage(db, ADMIN_ORDERS, raw)).rows).toEqual((await listPage(db, { ...ADMIN_ORDERS, pageByIds: false }, raw)).rows);
    }
    const exact = await listPage(db, ADMIN_ORDERS, { range: '[0,0]' });
    const total = Number(exact.contentRange.split('/')[1]);
    expect(total).toBeGreaterThan(2);
    const estimated = await listPage(db, { ...ADMIN_ORDERS, exactCountUpTo: 2 }, { range: '[0,0]' });
    expect(Number(estimated.contentRange.split('/')[1])).toBeGreaterThanOrEqual(3);
    expect(estimated.rows).toEqual(exact.rows);
  });

  it('shows one order with customer, service, scheduling, dogs, notes, payment and add-ons', async () => {
    const [{ checkout_session_id: sessionId }] = await t.database.db.query<{ checkout_session_id: string }>(
      'select checkout_session_id from customer_orders where id = $1',
      [ids.smith],
    );
    await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({
        streetAddress: '24 Oak Lane',
        preferredDays: ['monday', 'thursday'],
        dogInfo: [{ name: 'Biscuit', breed: 'Beagle' }],
        specialNotes: 'Gate code 1234',
      })
      .expect(200);
    const res = await t.http().get(`/api/admin/orders/${ids.smith}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({
      id: ids.smith,
      stream_id: `order-${ids.smith}`,
      customer_name: 'Alex Smith',
      customer_phone: '(661) 555-0199',
      street_address: '24 Oak Lane',
      preferred_days: ['monday', 'thursday'],
      dog_info: [{ name: 'Biscuit', breed: 'Beagle' }],
      special_notes: 'Gate code 1234',
      special_instructions: 'Side gate on the left',
      add_ons: expect.objectContaining({ deodorizing: true }),
      payment_status: 'completed',
      commitment_months: 3,
      customer_info_completed: true,
    });
    await t.http().get('/api/admin/orders/not-a-uuid').set('Cookie', admin).expect(404);
    await t.http().get('/api/admin/orders/7d0f7a5e-0000-4000-8000-000000000000').set('Cookie', admin).expect(404);
  });

  it('deletes as an event: order.deleted-by-staff by the staff member; the order leaves the list; replay agrees', async () => {
    const res = await t.http().delete(`/api/admin/orders/${ids.garcia}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ id: ids.garcia, customer_name: 'Robin Garcia' });

    const history = await t.http().get(`/api/admin/streams/order-${ids.garcia}/events`).set('Cookie', admin).expect(200);
    const last = history.body[history.body.length - 1];
    expect(last).toMatchObject({
      eventType: 'order.deleted-by-staff.v1',
      data: { by: 'admin@scvscoopers.example' },
      metadata: { actor: 'staff:admin@scvscoopers.example' },
    });

    const after = await list(t, admin).expect(200);
    expect(after.headers['content-range']).toBe('orders 0-1/2');
    expect(after.body.map((o: { id: string }) => o.id)).not.toContain(ids.garcia);
    await t.http().get(`/api/admin/orders/${ids.garcia}`).set('Cookie', admin).expect(404);
    const [row] = await t.database.db.query<{ removal_reason: string }>('select removal_reason from customer_orders where id = $1', [ids.garcia]);
    expect(row.removal_reason).toBe('deleted-by-staff');

    const second = await t.http().delete(`/api/admin/orders/${ids.garcia}`).set('Cookie', admin).expect(409);
    expect(second.body.detail).toMatch(/already removed/);
    await t.http().delete('/api/admin/orders/7d0f7a5e-0000-4000-8000-000000000000').set('Cookie', admin).expect(404);

    const report = await replayProjection(t.database.db, t.app.get(EventStore), customerOrdersProjection, { verify: true });
    expect(report.differences).toEqual({ customer_orders: 0 });
  });

  it('keeps the search column right after an erasure', async () => {
    const email = (await t.database.db.query<{ customer_email: string }>('select customer_email from customer_orders where id = $1', [ids.lee]))[0]
      .customer_email;
    await eraseSubject(t.database.db, t.app.get(EventStore), t.app.get(PersonalDataVault).subjectIdFor(email), 'staff:test');
    const res = await list(t, admin, { filter: { q: 'sam.lee' } }).expect(200);
    expect(res.body).toEqual([]);
    const zip = await list(t, admin, { filter: { q: '91321' } }).expect(200);
    expect(zip.body).toMatchObject([{ id: ids.lee, customer_name: '[erased]' }]);
  });
});
