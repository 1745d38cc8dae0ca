import { eraseSubject, EventStore, PersonalDataVault, replayProjection } from '../../backend/src/event-store';
import { customerOrdersProjection } from '../../backend/src/modules/orders/projections/customer-orders.projection';
import { createTestApp, TestApp } from '../support/test-app';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';

describe('customer_orders: replay and erasure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const replay = () => replayProjection(t.database.db, t.app.get(EventStore), customerOrdersProjection, { verify: true });

  it('rebuilds the same table from the log, before and after a customer is erased', async () => {
    const erased = checkoutBody();
    const { sessionId } = await paidOrder(t, erased);
    await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ streetAddress: '1 Main St', preferredDays: ['monday'], dogInfo: [{ name: 'Rex', breed: 'Lab' }], specialNotes: 'Gate 12' })
      .expect(200);
    await paidOrder(t, checkoutBody({ customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time' }, commitmentMonths: 1 }), 'one-time');
    await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);

    const before = await t.database.db.query('select * from customer_orders order by id');
    expect(before.map((row) => Number(row.order_number)).sort()).toEqual([10001, 10002, 10003]);
    const report = await replay();
    expect(report.differences).toEqual({ customer_orders: 0 });
    expect(await t.database.db.query('select * from customer_orders order by id')).toEqual(before);

    const vault = t.app.get(PersonalDataVault);
    await eraseSubject(t.database.db, t.app.get(EventStore), vault.subjectIdFor(erased.customerData.email), 'staff:test');
    const [row] = await t.database.db.query("select customer_email, street_address, dog_info, zip_code from customer_orders where customer_phone = '[erased]'");
    expect(row).toEqual({ customer_email: '[erased]', street_address: '[erased]', dog_info: [{ name: '[erased]', breed: 'Lab' }], zip_code: '91354' });
    expect((await replay()).differences).toEqual({ customer_orders: 0 });
  });

  it('keeps an order recorded before numbers existed on the number the migration gave it, through replays', async () => {
    const { orderId, sessionId } = await paidOrder(t, checkoutBody({ customerData: { email: 'legacy.number@example.com' } }));
    // An old log: the checkout-started event has no number; the migration recorded the one it assigned.
    await t.database.db.query(`update es_events set data = data - 'orderNumber' where stream_id = $1 and event_type like 'order.checkout-started%'`, [
      `order-${orderId}`,
    ]);
    await t.database.db.query('insert into legacy_order_numbers (order_id, order_number) values ($1, 5001)', [orderId]);
    await replayProjection(t.database.db, t.app.get(EventStore), customerOrdersProjection);
    const order = await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200);
    expect(order.body).toMatchObject({ id: orderId, orderNumber: 'SCV-5001' });
    expect((await replay()).differences).toEqual({ customer_orders: 0 });
  });
});
