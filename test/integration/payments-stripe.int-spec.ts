import Stripe from 'stripe';
import { createTestApp, TestApp } from '../support/test-app';
import { checkoutBody } from '../support/orders-fixtures';
import { StripeStandIn } from '../support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_standin_secret';

describe('payments: the Stripe adapter against a local stand-in', () => {
  const standIn = new StripeStandIn();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    const apiUrl = await standIn.start();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_LIVE_SECRET_KEY: 'sk_live_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
        PUBLIC_URL: 'https://scv.example',
      },
    });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.failWith = null;
  });

  it('creates a subscription-mode Checkout Session: recurring every 3 months at 3 × final, plus the setup line', async () => {
    const res = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    expect(res.body.url).toBe('https://checkout.stripe.com/c/pay/cs_test_standin1');
    const [request] = standIn.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request.headers['idempotency-key']).toBe(`checkout-${res.body.orderId}`);
    expect(request.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: res.body.orderId,
      'metadata[order_id]': res.body.orderId,
      'subscription_data[metadata][order_id]': res.body.orderId,
      success_url: 'https://scv.example/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://scv.example/?checkout=cancelled#quote',
      'line_items[0][price_data][currency]': 'usd',
      // 2 dogs, medium, weekly 12400; 3-month 15% → 10540; billed 3 × 10540.
      'line_items[0][price_data][unit_amount]': '31620',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '3',
      'line_items[1][price_data][unit_amount]': '2500',
      'line_items[1][price_data][product_data][name]': 'One-time setup fee',
      // Stripe's page shows the quote card's lines under the charge.
      'line_items[0][price_data][product_data][description]': expect.stringContaining('3-month prepay (15% off) -$18.60'),
    });
    expect(request.form['line_items[1][price_data][recurring][interval]']).toBeUndefined();
    const [row] = await t.database.db.query('select payment_provider, payment_mode, checkout_session_id from customer_orders where id = $1', [
      res.body.orderId,
    ]);
    expect(row).toEqual({ payment_provider: 'stripe', payment_mode: 'test', checkout_session_id: 'cs_test_standin1' });
  });

  it('creates a payment-mode session for a one-time cleanup', async () => {
    const body = checkoutBody({
      customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time', numberOfDogs: '1', yardSize: 'large' },
      selectedAddOns: {},
      commitmentMonths: 1,
    });
    await t.http().post('/api/checkout/one-time').send(body).expect(201);
    expect(standIn.requests[0].form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '9500',
      'payment_intent_data[metadata][order_id]': expect.any(String),
      success_url: 'https://scv.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(standIn.requests[0].form['line_items[1][price_data][unit_amount]']).toBeUndefined();
  });

  it('uses the live key in production mode and the test key again in test mode', async () => {
    await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).send({ mode: 'production' }).expect(200);
    const live = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    expect(standIn.requests[0].headers.authorization).toBe('Bearer sk_live_standin');
    const [row] = await t.database.db.query('select payment_mode from customer_orders where id = $1', [live.body.orderId]);
    expect(row.payment_mode).toBe('production');
    await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).send({ mode: 'test' }).expect(200);
    await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    expect(standIn.requests[1].headers.authorization).toBe('Bearer sk_test_standin');
  });

  it("answers a provider failure with the spec's message, and records no order", async () => {
    standIn.failWith = { status: 500, message: 'boom' };
    const body = checkoutBody();
    const res = await t.http().post('/api/checkout/subscription').send(body).expect(502);
    expect(res.body).toMatchObject({ title: 'Error', detail: 'Failed to create payment session. Please try again in a moment.' });
    const [{ n }] = await t.database.db.query('select count(*)::int as n from customer_orders where customer_email = $1', [body.customerData.email]);
    expect(n).toBe(0);
  });

  it('verifies Stripe webhooks with the signing secret on the raw body', async () => {
    const started = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    const sessionId = started.body.url.split('/').pop();
    const payload = JSON.stringify({
      id: 'evt_standin_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1_760_000_000,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          customer: 'cus_1',
          subscription: 'sub_1',
          amount_total: 34120,
          currency: 'usd',
          metadata: { order_id: started.body.orderId },
        },
      },
    });
    const send = (signature: string, body = payload) =>
      t.http().post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
    const bad = await send(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })).expect(400);
    expect(bad.body).toMatchObject({ title: 'Invalid signature', detail: 'Webhook signature verification failed.' });
    // Re-serialised JSON no longer matches the signed bytes.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await send(signature, JSON.stringify(JSON.parse(payload), null, 2)).expect(400);
    await t.http().post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    const ok = await send(signature).expect(200);
    expect(ok.body).toEqual({ received: true, outcome: 'recorded' });
    const order = await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200);
    expect(order.body).toMatchObject({ paymentStatus: 'completed', subscriptionStatus: 'active' });
    // Only the checkout session id (or the e-mail's signed link) opens an order, not the subscription id (issue 13).
    await t.http().get('/api/orders/by-session/sub_1').expect(404);
  });
});
