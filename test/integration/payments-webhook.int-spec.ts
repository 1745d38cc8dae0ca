import Stripe from 'stripe';
import { createTestApp, TestApp } from '../support/test-app';
import { checkoutBody } from '../support/orders-fixtures';

const SECRET = 'whsec_idempotency_test';

describe('payments: the webhook is idempotent and order-insensitive', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  const startOrder = async () => {
    const res = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    return { orderId: res.body.orderId as string, sessionId: String(res.body.url).split('/').pop() as string };
  };
  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return t
      .http()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))
      .send(payload);
  };
  const eventTypes = async (orderId: string) =>
    (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`order-${orderId}`])).map(
      (r) => r.event_type.replace(/\.v\d+$/, ''),
    );
  const completed = (id: string, orderId: string, sessionId: string) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: 1_760_000_100,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        customer: 'cus_9',
        subscription: `sub_${orderId.slice(0, 8)}`,
        amount_total: 34120,
        currency: 'usd',
        metadata: { order_id: orderId },
      },
    },
  });

  it('records exactly one order.payment-completed when the same event arrives 10 times at once', async () => {
    const { orderId, sessionId } = await startOrder();
    const event = completed('evt_same_1', orderId, sessionId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'recorded')).toHaveLength(1);
    expect(answers.filter((a) => a.body.outcome === 'duplicate')).toHaveLength(9);
    expect(await eventTypes(orderId)).toEqual(['order.checkout-started', 'order.payment-completed']);
  });

  it('records one payment when different events announce it concurrently (session completed + invoice paid)', async () => {
    const { orderId, sessionId } = await startOrder();
    const invoice = (id: string) => ({
      id,
      object: 'event',
      type: 'invoice.paid',
      created: 1_760_000_101,
      data: {
        object: {
          id: `in_${id}`,
          object: 'invoice',
          customer: 'cus_9',
          amount_paid: 34120,
          currency: 'usd',
          parent: { subscription_details: { subscription: 'sub_x', metadata: { order_id: orderId } } },
        },
      },
    });
    const deliveries = [completed('evt_c1', orderId, sessionId), invoice('evt_i1'), completed('evt_c2', orderId, sessionId), invoice('evt_i2')];
    const answers = await Promise.all([...deliveries, ...deliveries].map(deliver));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await eventTypes(orderId)).toEqual(['order.checkout-started', 'order.payment-completed']);
  });

  it('ignores an expiry that arrives after the payment, and a stale subscription status', async () => {
    const { orderId, sessionId } = await startOrder();
    const subscription = (id: string, status: string, created: number, type = 'customer.subscription.updated') => ({
      id,
      object: 'event',
      type,
      created,
      data: { object: { id: 'sub_status', object: 'subscription', status, metadata: { order_id: orderId } } },
    });
    await deliver(subscription('evt_s2', 'past_due', 1_760_000_300)).expect(200);
    await deliver(completed('evt_pay', orderId, sessionId)).expect(200);
    const expired = await deliver({
      id: 'evt_exp',
      object: 'event',
      type: 'checkout.session.expired',
      created: 1_760_000_400,
      data: { object: { id: sessionId, metadata: { order_id: orderId } } },
    }).expect(200);
    expect(expired.body.outcome).toBe('no-change');
    // Older than the past_due we hold: ignored.
    expect((await deliver(subscription('evt_s1', 'active', 1_760_000_200)).expect(200)).body.outcome).toBe('no-change');
    await deliver(subscription('evt_s3', 'canceled', 1_760_000_500, 'customer.subscription.deleted')).expect(200);
    expect(await eventTypes(orderId)).toEqual([
      'order.checkout-started',
      'order.subscription-status-changed',
      'order.payment-completed',
      'order.subscription-status-changed',
    ]);
    const [row] = await t.database.db.query('select payment_status, subscription_status from customer_orders where id = $1', [orderId]);
    expect(row).toEqual({ payment_status: 'completed', subscription_status: 'canceled' });
  });

  it('marks an unpaid checkout cancelled when Stripe expires it, and records failed invoices once each', async () => {
    const { orderId, sessionId } = await startOrder();
    await deliver({
      id: 'evt_exp2',
      object: 'event',
      type: 'checkout.session.expired',
      created: 1,
      data: { object: { id: sessionId, metadata: { order_id: orderId } } },
    }).expect(200);
    const failed = {
      id: 'evt_f1',
      object: 'event',
      type: 'invoice.payment_failed',
      created: 2,
      data: { object: { id: 'in_f1', subscription_details: { metadata: { order_id: orderId } } } },
    };
    await deliver(failed).expect(200);
    await deliver({ ...failed, id: 'evt_f1_retry' }).expect(200);
    expect(await eventTypes(orderId)).toEqual(['order.checkout-started', 'order.checkout-expired', 'order.payment-failed']);
  });

  it('finds the order by its checkout session when the order id an event carries is no id (50 kB of text, __proto__)', async () => {
    for (const [n, carried] of ['x'.repeat(50_000), '__proto__'].entries()) {
      const { orderId, sessionId } = await startOrder();
      expect((await deliver(completed(`evt_not_an_id_${n}`, carried, sessionId)).expect(200)).body.outcome).toBe('recorded');
      expect(await eventTypes(orderId)).toEqual(['order.checkout-started', 'order.payment-completed']);
    }
  });

  it('acknowledges events for unknown orders and types it does not handle', async () => {
    expect((await deliver(completed('evt_unknown', '00000000-0000-4000-8000-000000000000', 'cs_none')).expect(200)).body.outcome).toBe('unknown-order');
    expect((await deliver({ id: 'evt_other', object: 'event', type: 'charge.refunded', created: 1, data: { object: {} } }).expect(200)).body.outcome).toBe(
      'ignored',
    );
  });
});
