import Stripe from 'stripe';
import { eraseSubject, EventStore, PersonalDataVault, replayProjection } from '../../../backend/src/event-store';
import { customerOrdersProjection } from '../../../backend/src/modules/orders/projections/customer-orders.projection';
import { PaymentGateway } from '../../../backend/src/modules/payments/payment-gateway';
import { createTestApp, TestApp } from '../../support/test-app';
import { checkoutBody, paidOrder } from '../../support/orders-fixtures';
import { StripeStandIn } from '../../support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_production_test_secret';
// checkoutBody(): 2 dogs, medium yard, weekly, 3-month prepay → 3 × 10540 + 2500 setup due today.
const DUE_TODAY = 34120;

describe('payments in production: Stripe configured, no free payments', () => {
  const standIn = new StripeStandIn();
  let t: TestApp;
  let admin: string;
  let counter = 0;

  beforeAll(async () => {
    const apiUrl = await standIn.start();
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_LIVE_SECRET_KEY: 'sk_live_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl },
    });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  afterEach(async () => {
    await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).send({ mode: 'test' }).expect(200);
  });

  const startOrder = async (body = checkoutBody()) => {
    const res = await t.http().post('/api/checkout/subscription').send(body).expect(201);
    return { orderId: res.body.orderId as string, sessionId: String(res.body.url).split('/').pop() as string, email: body.customerData.email };
  };
  const completed = (order: { orderId: string; sessionId: string }, object: Record<string, unknown> = {}, livemode = false) => ({
    id: `evt_prod_${++counter}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: 1_760_000_000 + counter,
    livemode,
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        customer: 'cus_prod_1',
        subscription: `sub_prod_${counter}`,
        amount_total: DUE_TODAY,
        currency: 'usd',
        metadata: { order_id: order.orderId },
        ...object,
      },
    },
  });
  const send = (payload: string, secret = WEBHOOK_SECRET) =>
    t
      .http()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
  const deliver = (event: object) => send(JSON.stringify(event));
  const history = async (orderId: string) =>
    (
      await t.database.db.query<{ event_type: string; data: Record<string, unknown> }>(
        'select event_type, data from es_events where stream_id = $1 order by version',
        [`order-${orderId}`],
      )
    ).map((r) => ({ type: r.event_type.replace(/\.v\d+$/, ''), data: r.data }));
  const paymentStatus = async (orderId: string) =>
    (await t.database.db.query<{ payment_status: string }>('select payment_status from customer_orders where id = $1', [orderId]))[0].payment_status;

  it('answers 404 on every sandbox route, even for a sandbox session that exists', async () => {
    const { sessionId } = await t.app.get(PaymentGateway).sandbox.createCheckout({
      orderId: '00000000-0000-4000-8000-000000000001',
      mode: 'payment',
      customerEmail: 'left-over@example.com',
      lines: [{ name: 'Cleanup', amount: 9500, recurring: null }],
      successPath: '/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelPath: '/',
      metadata: {},
    });
    await t.http().get(`/api/payments/sandbox/sessions/${sessionId}`).expect(404);
    await t.http().post(`/api/payments/sandbox/sessions/${sessionId}/pay`).expect(404);
    await t.http().post(`/api/payments/sandbox/sessions/${sessionId}/cancel`).expect(404);
    const [row] = await t.database.db.query('select status from sandbox_checkout_sessions where id = $1', [sessionId]);
    expect(row.status).toBe('open');
  });

  it('refuses a webhook signed with the sandbox secret and accepts one signed with STRIPE_WEBHOOK_SECRET', async () => {
    const order = await startOrder();
    const payload = JSON.stringify(completed(order));
    const forged = await t
      .http()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', t.app.get(PaymentGateway).signSandboxPayload(payload))
      .send(payload)
      .expect(400);
    expect(forged.body).toMatchObject({ title: 'Invalid signature', code: 'INVALID_SIGNATURE' });
    expect(await paymentStatus(order.orderId)).toBe('pending');
    expect((await send(payload).expect(200)).body).toEqual({ received: true, outcome: 'recorded' });
    expect(await paymentStatus(order.orderId)).toBe('completed');
  });

  it('rejects a live-mode event for a test-mode order: 200, recorded as rejected, the order stays unpaid', async () => {
    const order = await startOrder();
    const answer = await deliver(completed(order, {}, true)).expect(200);
    expect(answer.body).toEqual({ received: true, outcome: 'rejected' });
    const events = await history(order.orderId);
    expect(events.map((e) => e.type)).toEqual(['order.checkout-started', 'order.payment-event-rejected']);
    expect(events[1].data).toMatchObject({ reason: 'livemode-mismatch', paymentMode: 'test', livemode: true, providerEventType: 'checkout.session.completed' });
    expect(await paymentStatus(order.orderId)).toBe('pending');
    const [webhook] = await t.database.db.query('select outcome from payment_webhook_events where order_id = $1', [order.orderId]);
    expect(webhook.outcome).toBe('rejected');
    // The same payment in the right mode still completes the order.
    expect((await deliver(completed(order)).expect(200)).body.outcome).toBe('recorded');
    expect(await paymentStatus(order.orderId)).toBe('completed');
  });

  it('rejects a test-mode event for a production-mode order, and accepts the live one', async () => {
    await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).send({ mode: 'production' }).expect(200);
    const order = await startOrder();
    expect((await deliver(completed(order)).expect(200)).body.outcome).toBe('rejected');
    // An event without livemode is not a live one either.
    const unmarked = completed(order) as Record<string, unknown>;
    delete unmarked.livemode;
    expect((await deliver(unmarked).expect(200)).body.outcome).toBe('rejected');
    expect(await paymentStatus(order.orderId)).toBe('pending');
    expect((await deliver(completed(order, {}, true)).expect(200)).body.outcome).toBe('recorded');
    expect((await history(order.orderId)).map((e) => e.type)).toEqual([
      'order.checkout-started',
      'order.payment-event-rejected',
      'order.payment-event-rejected',
      'order.payment-completed',
    ]);
  });

  it.each([
    ['a short amount', { amount_total: 100 }, 100, 'usd'],
    ['one cent short', { amount_total: DUE_TODAY - 1 }, DUE_TODAY - 1, 'usd'],
    ['another currency', { currency: 'eur' }, DUE_TODAY, 'eur'],
    ['no amount', { amount_total: null }, null, 'usd'],
    ['no currency', { currency: undefined }, DUE_TODAY, null],
  ])('does not mark the order paid for %s: 200, rejected with both amounts recorded', async (_name, object, amount, currency) => {
    const order = await startOrder();
    expect((await deliver(completed(order, object)).expect(200)).body).toEqual({ received: true, outcome: 'rejected' });
    const events = await history(order.orderId);
    expect(events.map((e) => e.type)).toEqual(['order.checkout-started', 'order.payment-event-rejected']);
    expect(events[1].data).toEqual({
      reason: 'amount-mismatch',
      providerEventId: expect.stringMatching(/^evt_prod_/),
      providerEventType: 'checkout.session.completed',
      paymentMode: 'test',
      livemode: false,
      expectedAmount: DUE_TODAY,
      amount,
      currency,
    });
    expect(await paymentStatus(order.orderId)).toBe('pending');
  });

  it('checks invoice.paid against the amount due today too', async () => {
    const order = await startOrder();
    const invoice = (id: string, amountPaid: number) => ({
      id,
      object: 'event',
      type: 'invoice.paid',
      created: 1_760_000_500,
      livemode: false,
      data: {
        object: {
          id: `in_${id}`,
          object: 'invoice',
          customer: 'cus_prod_2',
          amount_paid: amountPaid,
          currency: 'usd',
          parent: { subscription_details: { subscription: `sub_${id}`, metadata: { order_id: order.orderId } } },
        },
      },
    });
    expect((await deliver(invoice(`evt_inv_short_${order.orderId}`, 2500)).expect(200)).body.outcome).toBe('rejected');
    expect(await paymentStatus(order.orderId)).toBe('pending');
    expect((await deliver(invoice(`evt_inv_full_${order.orderId}`, DUE_TODAY)).expect(200)).body.outcome).toBe('recorded');
    expect(await paymentStatus(order.orderId)).toBe('completed');
  });

  it('seals the Stripe customer id in the log; the read table, replays and erasure still work', async () => {
    const order = await startOrder();
    await deliver(completed(order, { customer: 'cus_sealed_42' })).expect(200);
    const paid = (await history(order.orderId)).find((e) => e.type === 'order.payment-completed');
    expect(paid?.data.stripeCustomerId).toMatch(/^pii:v\d+:/);
    expect(JSON.stringify(paid?.data)).not.toContain('cus_sealed_42');
    const stream = await t.http().get(`/api/admin/streams/order-${order.orderId}/events`).set('Cookie', admin).expect(200);
    expect(JSON.stringify(stream.body)).toContain('cus_sealed_42');
    const [row] = await t.database.db.query('select stripe_customer_id from customer_orders where id = $1', [order.orderId]);
    expect(row.stripe_customer_id).toBe('cus_sealed_42');

    const replay = () => replayProjection(t.database.db, t.app.get(EventStore), customerOrdersProjection, { verify: true });
    expect((await replay()).differences).toEqual({ customer_orders: 0 });
    await eraseSubject(t.database.db, t.app.get(EventStore), t.app.get(PersonalDataVault).subjectIdFor(order.email), 'staff:test');
    const [erased] = await t.database.db.query('select stripe_customer_id from customer_orders where id = $1', [order.orderId]);
    expect(erased.stripe_customer_id).toBe('[erased]');
    expect((await replay()).differences).toEqual({ customer_orders: 0 });
  });
});

describe('payments in production: sandbox allowed on purpose (ALLOW_SANDBOX_PAYMENTS=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' } });
  });
  afterAll(() => t.close());

  it('starts, and the sandbox checkout pays through its own signed webhook, amount and mode checked', async () => {
    const { orderId } = await paidOrder(t);
    const [row] = await t.database.db.query('select payment_status, payment_provider, amount_paid, due_today from customer_orders where id = $1', [orderId]);
    expect(row).toEqual({ payment_status: 'completed', payment_provider: 'sandbox', amount_paid: DUE_TODAY, due_today: DUE_TODAY });
  });
});
