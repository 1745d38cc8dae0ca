import Stripe from 'stripe';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { StripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, TestApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_refund_test';

const eventTypes = async (t: TestApp, orderId: string) =>
  (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`order-${orderId}`])).map((r) =>
    r.event_type.replace(/\.v\d+$/, ''),
  );

describe('billing: refunds from the order page', () => {
  describe('the sandbox', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp({ env: { CHECKOUT_IP_LIMIT: '1000' } });
      admin = await t.signIn('admin');
    });
    afterAll(() => t.close());
    const refund = (orderId: string, body: object) => t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Cookie', admin).send(body);

    it('refunds part, then the rest, never more than was paid, each recorded with its reason', async () => {
      // 2 dogs, medium, weekly, 3-month prepay: 34120 due today.
      const { orderId } = await paidOrder(t);
      const first = await refund(orderId, { amount: 2500, reason: 'Missed visit on 12 January' }).expect(201);
      expect(first.body).toMatchObject({ amount: 2500, status: 'succeeded', refundedTotal: 2500, paidTotal: 34120 });
      expect(first.body.refundId).toMatch(/^re_sandbox_/);
      const tooMuch = await refund(orderId, { amount: 31621, reason: 'Everything' }).expect(400);
      expect(tooMuch.body.errors).toEqual({ amount: 'Refund amount must be a whole number of cents from 1 to 31620 ($316.20).' });
      await refund(orderId, { amount: 31620, reason: 'Moving away' }).expect(201);
      expect((await refund(orderId, { amount: 1, reason: 'Again' }).expect(409)).body.detail).toBe('This order has already been refunded in full.');
      expect(await eventTypes(t, orderId)).toEqual(['order.checkout-started', 'order.payment-completed', 'order.refunded', 'order.refunded']);
      const payments = await t
        .http()
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ order_id: orderId, kind: 'refund' }), sort: JSON.stringify(['occurred_at', 'ASC']) })
        .set('Cookie', admin)
        .expect(200);
      expect(payments.body.map((p: { amount: number; reason: string; actor: string }) => [p.amount, p.reason, p.actor])).toEqual([
        [2500, 'Missed visit on 12 January', 'staff:admin@scvscoopers.example'],
        [31620, 'Moving away', 'staff:admin@scvscoopers.example'],
      ]);
    });

    it('refuses bad input with clear 4xx answers and guards the route', async () => {
      const { orderId } = await paidOrder(t);
      expect((await refund(orderId, { amount: 0, reason: 'x' }).expect(400)).body.errors.amount).toMatch(/^Refund amount must be/);
      expect((await refund(orderId, { amount: 12.5, reason: 'x' }).expect(400)).body.errors.amount).toBe('Refund amount must be a whole number of cents.');
      expect((await refund(orderId, { amount: 100, reason: '   ' }).expect(400)).body.errors.reason).toBe(
        'Please give a reason for the refund (up to 500 characters).',
      );
      expect((await refund(orderId, { amount: 100, reason: 'x'.repeat(501) }).expect(400)).body.errors.reason).toBeDefined();
      await refund(orderId, { amount: 100, reason: 'ok', extra: true }).expect(400);
      await refund(orderId, { amount: 100, reason: 'ok', __proto__: { x: 1 } }).expect((res) => expect(res.status).toBeLessThan(500));
      await refund('00000000-0000-4000-8000-000000000000', { amount: 100, reason: 'ok' }).expect(404);
      const unpaid = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
      expect((await refund(unpaid.body.orderId, { amount: 100, reason: 'ok' }).expect(409)).body.detail).toBe('Only a paid order can be refunded.');
      await t.http().post(`/api/admin/orders/${orderId}/refunds`).send({ amount: 100, reason: 'ok' }).expect(401);
      const customer = await t.signIn('customer');
      await t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Cookie', customer).send({ amount: 100, reason: 'ok' }).expect(403);
    });
  });

  describe('Stripe, against the stand-in', () => {
    const standIn = new StripeStandIn();
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      const apiUrl = await standIn.start();
      t = await createTestApp({
        env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl, CHECKOUT_IP_LIMIT: '1000' },
      });
      admin = await t.signIn('admin');
    });
    afterAll(async () => {
      await t.close();
      await standIn.stop();
    });

    const deliver = (event: object) => {
      const payload = JSON.stringify(event);
      return t
        .http()
        .post('/api/payments/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
        .send(payload);
    };

    it('refunds the payment intent with an idempotency key; a 5xx from Stripe records nothing', async () => {
      const body = checkoutBody({ customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time' }, commitmentMonths: 1 });
      const started = await t.http().post('/api/checkout/one-time').send(body).expect(201);
      const orderId = started.body.orderId as string;
      const [order] = await t.database.db.query('select due_today, checkout_session_id from customer_orders where id = $1', [orderId]);
      await deliver({
        id: 'evt_paid_onetime',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1_768_000_000,
        livemode: false,
        data: {
          object: {
            id: order.checkout_session_id,
            payment_status: 'paid',
            amount_total: order.due_today,
            currency: 'usd',
            payment_intent: 'pi_standin_1',
            metadata: { order_id: orderId },
          },
        },
      }).expect(200);

      standIn.failWith = { status: 500, message: 'boom' };
      const failed = await t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Cookie', admin).send({ amount: 1000, reason: 'Late visit' }).expect(502);
      expect(failed.body.detail).toBe('The payment provider did not accept the refund. Nothing was refunded; please try again.');
      standIn.failWith = null;
      standIn.requests.length = 0;

      const done = await t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Cookie', admin).send({ amount: 1000, reason: 'Late visit' }).expect(201);
      expect(done.body).toMatchObject({ refundId: 're_standin1', status: 'succeeded', refundedTotal: 1000 });
      const [request] = standIn.requests;
      expect(request.path).toBe('/v1/refunds');
      expect(request.headers.authorization).toBe('Bearer sk_test_standin');
      expect(request.headers['idempotency-key']).toBe(`refund-${orderId}-0-1000`);
      expect(request.form).toMatchObject({ payment_intent: 'pi_standin_1', amount: '1000', 'metadata[order_id]': orderId, 'metadata[reason]': 'Late visit' });
      expect(await eventTypes(t, orderId)).toEqual(['order.checkout-started', 'order.payment-completed', 'order.refunded']);
    });

    it('refuses a Stripe subscription with no payment intent on record (refund it in the Stripe Dashboard)', async () => {
      const started = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
      const orderId = started.body.orderId as string;
      const [order] = await t.database.db.query('select checkout_session_id from customer_orders where id = $1', [orderId]);
      await deliver({
        id: 'evt_paid_sub',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1_768_000_001,
        data: {
          object: {
            id: order.checkout_session_id,
            payment_status: 'paid',
            amount_total: 34120,
            currency: 'usd',
            subscription: 'sub_x',
            metadata: { order_id: orderId },
          },
        },
      }).expect(200);
      const answer = await t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Cookie', admin).send({ amount: 1000, reason: 'x' }).expect(409);
      expect(answer.body.code).toBe('NO_PAYMENT_INTENT');
    });
  });
});
