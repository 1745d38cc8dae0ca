import Stripe from 'stripe';
import { ConsumerHost } from '../../backend/src/event-store';
import { DunningJob } from '../../backend/src/modules/orders/consumers/dunning.job';
import { signInByLink } from '../support/account-sign-in';
import { eventually } from '../support/eventually';
import { checkoutBody } from '../support/orders-fixtures';
import { StripeStandIn } from '../support/stripe-stand-in';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Santa Clarita wall clock in January (PST, UTC−8) as an instant. */
const pst = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);

const eventTypes = async (t: TestApp, orderId: string) =>
  (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`order-${orderId}`])).map((r) =>
    r.event_type.replace(/\.v\d+$/, ''),
  );

describe('billing: the card in the sandbox (update it, receipts name it, dunning texts link to it)', () => {
  let t: TestApp;
  let admin: string;
  let orderId: string;
  let email: string;
  let cookie: string;
  let otherCookie: string;
  let otherOrderId: string;

  const staff = () => t.signIn('admin');
  const overview = async (c = cookie) => (await t.http().get('/api/account/overview').set('Cookie', c).expect(200)).body;
  /** Runs the consumer until it has read every order event committed so far. */
  const drain = async (name: string) => {
    const runner = t.app.get(ConsumerHost).runner(name)!;
    await eventually(
      async () => {
        if (await runner.ensureOwnership()) await runner.drain();
        const [row] = await t.database.db.query<{ behind: boolean }>(
          `select coalesce((select max(global_position) from es_events where stream_type = 'order'), 0) >
             coalesce((select last_position from es_checkpoints where consumer = $1), 0) as behind`,
          [name],
        );
        return row.behind;
      },
      (behind) => !behind,
      `${name} to catch up`,
    );
  };
  const texts = () =>
    t.database.db.query<{ to_number: string; body: string; status: string; reason: string | null }>(
      `select to_number, body, status, reason from sms_outbox where kind = 'payment-reminder' order by created_at, to_number`,
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT: '200', CHECKOUT_IP_LIMIT: '1000' } });
    admin = await t.signIn('admin');
    t.clock.set(pst('2026-01-15', '09:00'));
    // One customer chose texts at onboarding; the other did not.
    orderId = await subscribedOrder(t, {
      customerData: { phone: '(661) 555-0141' },
      preferredDays: ['tuesday', 'friday'],
      onboarding: { streetAddress: '24 Orchard Lane', city: 'Santa Clarita', zipCode: '91354', contactPreference: 'text' } as {
        streetAddress: string;
        city: string;
        zipCode: string;
      },
    });
    otherOrderId = await subscribedOrder(t, { customerData: { phone: '(661) 555-0142' }, preferredDays: ['wednesday'] });
    const emailOf = async (id: string) =>
      (await t.database.db.query<{ customer_email: string }>('select customer_email from customer_orders where id = $1', [id]))[0].customer_email;
    email = await emailOf(orderId);
    cookie = await signInByLink(t, email);
    otherCookie = await signInByLink(t, await emailOf(otherOrderId));
  });
  afterAll(() => t.close());

  it('names the card that paid on the receipt and the plan (the sandbox checkout pays with 4242)', async () => {
    const [plan] = (await overview()).plans;
    expect(plan.card).toEqual({ brand: 'visa', lastFour: '4242' });
    expect(plan.pastDue).toBeNull();
    expect(plan.canUpdateCard).toBe(true);
    expect(plan.receipts).toEqual([expect.objectContaining({ kind: 'payment', cardBrand: 'visa', cardLastFour: '4242' })]);
    const payments = await t
      .http()
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ order_id: orderId }) })
      .set('Cookie', admin)
      .expect(200);
    expect(payments.body).toEqual([expect.objectContaining({ kind: 'first', card_brand: 'visa', card_last_four: '4242' })]);
  });

  it('texts the day-0 reminder with the card link to the customer who chose texts only, and never at night', async () => {
    for (const id of [orderId, otherOrderId]) {
      t.clock.set(pst('2026-01-19', '10:00'));
      await t
        .http()
        .post(`/api/admin/orders/${id}/sandbox-billing`)
        .set('Cookie', await staff())
        .send({ event: 'payment-failed' })
        .expect(200);
    }
    // 23:00: outside business hours, so no reminder goes at all (mail or text).
    t.clock.set(pst('2026-01-19', '23:00'));
    expect(await t.app.get(DunningJob).run()).toEqual({ reminders: 0, suspensions: 0 });
    t.clock.set(pst('2026-01-20', '10:05'));
    expect(await t.app.get(DunningJob).run()).toEqual({ reminders: 2, suspensions: 0 });
    await drain('sms-dunning-texts');
    // The consumer queues the texts with its checkpoint; the SMS queue's worker sends them a moment after.
    const sent = await eventually(texts, (rows) => rows.length === 2 && rows.every((row) => row.status !== 'queued'), 'the reminder texts to be sent');
    expect(sent).toEqual([
      {
        to_number: '+16615550141',
        status: 'sent',
        reason: null,
        body: expect.stringMatching(
          /^SCV Scoopers: your payment of \$[\d,.]+ did not go through\. Please update your card to keep your service: http\S+\/account Reply STOP/,
        ),
      },
      { to_number: '+16615550142', status: 'suppressed', reason: 'not opted in', body: expect.any(String) },
    ]);
    // A second run and a second drain send nothing more.
    expect(await t.app.get(DunningJob).run()).toEqual({ reminders: 0, suspensions: 0 });
    await drain('sms-dunning-texts');
    expect(await texts()).toHaveLength(2);
  });

  it('updates the card on the sandbox card page: declined and unknown numbers are refused, a good one pays what is overdue', async () => {
    t.clock.set(pst('2026-01-20', '11:00'));
    const [before] = (await overview()).plans;
    expect(before.pastDue).toMatchObject({ suspended: false, amountDue: expect.any(Number) });
    const opened = await t.http().post(`/api/account/orders/${orderId}/card-page`).set('Cookie', cookie).expect(200);
    expect(opened.body.url).toMatch(/^\/account\/card\/bps_sandbox_[0-9a-f]{24}$/);
    const sessionId = opened.body.url.split('/').pop();
    const page = `/api/account/card-pages/${sessionId}`;

    const view = await t.http().get(page).set('Cookie', cookie).expect(200);
    expect(view.body).toMatchObject({ status: 'open', card: { brand: 'visa', lastFour: '4242' }, amountDue: before.pastDue.amountDue });
    expect(view.body.testCards).toContainEqual({ number: '4000000000000002', brand: 'visa', declined: true });

    // Someone else's page, a made-up one, and no session: as unknown as each other.
    await t.http().get(page).set('Cookie', otherCookie).expect(404);
    await t.http().post(page).set('Cookie', otherCookie).send({ cardNumber: '4242424242424242' }).expect(404);
    await t.http().get('/api/account/card-pages/bps_sandbox_000000000000000000000000').set('Cookie', cookie).expect(404);
    await t.http().get(page).expect(401);
    await t.http().post(`/api/account/orders/${orderId}/card-page`).set('Cookie', otherCookie).expect(404);
    await t.http().post(`/api/account/orders/${orderId}/retry-payment`).set('Cookie', otherCookie).expect(404);

    // Bad input: clear 400s; the declined test card: 402 and nothing saved.
    expect((await t.http().post(page).set('Cookie', cookie).send({ cardNumber: '1234' }).expect(400)).body.errors).toEqual({
      cardNumber: 'Enter a test card number: 16 digits, e.g. 4242 4242 4242 4242.',
    });
    await t
      .http()
      .post(page)
      .set('Cookie', cookie)
      .send({ cardNumber: 'x'.repeat(5000) })
      .expect(400);
    await t.http().post(page).set('Cookie', cookie).send({ cardNumber: 4242 }).expect(400);
    await t
      .http()
      .post(page)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"cardNumber":"4242424242424242","__proto__":{"admin":true}}')
      .expect((res) => expect(res.status).toBe(400));
    const declined = await t.http().post(page).set('Cookie', cookie).send({ cardNumber: '4000 0000 0000 0002' }).expect(402);
    expect(declined.body.detail).toBe('Your card was declined. Nothing was saved; please use another card.');
    expect(await eventTypes(t, orderId)).not.toContain('order.card-updated');

    const saved = await t.http().post(page).set('Cookie', cookie).send({ cardNumber: '5555 5555 5555 4444' }).expect(200);
    expect(saved.body).toEqual({ redirectUrl: `/account?card=updated&order=${orderId}`, cardBrand: 'mastercard', cardLastFour: '4444', overduePaid: true });
    // Used once: a replayed Save records nothing more.
    await t.http().post(page).set('Cookie', cookie).send({ cardNumber: '4242424242424242' }).expect(409);
    expect((await t.http().get(page).set('Cookie', cookie).expect(200)).body.status).toBe('complete');

    const types = await eventTypes(t, orderId);
    expect(types.slice(-2)).toEqual(['order.card-updated', 'order.renewal-paid']);
    const [after] = (await overview()).plans;
    expect(after.card).toEqual({ brand: 'mastercard', lastFour: '4444' });
    expect(after.pastDue).toBeNull();
    // The recovered invoice's receipt names the new card.
    expect(after.receipts[0]).toMatchObject({ kind: 'payment', description: 'Monthly renewal', cardBrand: 'mastercard', cardLastFour: '4444' });
    const history = await t
      .http()
      .get(`/api/admin/past-due`)
      .query({ filter: JSON.stringify({ status: 'paid' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(history.body.map((row: { id: string }) => row.id)).toContain(orderId);
    // Nothing overdue any more: a retry is refused.
    expect((await t.http().post(`/api/account/orders/${orderId}/retry-payment`).set('Cookie', cookie).expect(409)).body.detail).toBe(
      'Nothing is overdue on this plan.',
    );
    await settleService(t);
  });
});

describe('billing: Stripe cards and refunds of Checkout subscriptions, against the stand-in', () => {
  const WEBHOOK_SECRET = 'whsec_cards_test';
  const standIn = new StripeStandIn();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    const apiUrl = await standIn.start();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
        PUBLIC_URL: 'https://scv.example',
        CHECKOUT_IP_LIMIT: '1000',
        SIGN_IN_LIMIT: '200',
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
    standIn.card = { brand: 'visa', last4: '4242' };
  });

  const deliver = (event: object) => {
    const payload = JSON.stringify({ object: 'event', livemode: false, created: 1_768_000_000, ...event });
    return t
      .http()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
  };
  const startSubscription = async () => {
    const body = checkoutBody();
    const started = await t.http().post('/api/checkout/subscription').send(body).expect(201);
    const orderId = started.body.orderId as string;
    const [order] = await t.database.db.query('select checkout_session_id, due_today from customer_orders where id = $1', [orderId]);
    return { orderId, email: body.customerData.email as string, sessionId: order.checkout_session_id as string, dueToday: Number(order.due_today) };
  };
  const sessionCompleted = (o: { orderId: string; sessionId: string; dueToday: number }, extra: object = {}) => ({
    type: 'checkout.session.completed',
    data: {
      object: {
        id: o.sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        amount_total: o.dueToday,
        currency: 'usd',
        customer: `cus_${o.orderId.slice(0, 8)}`,
        subscription: `sub_${o.orderId.slice(0, 8)}`,
        payment_intent: null,
        metadata: { order_id: o.orderId },
        ...extra,
      },
    },
  });
  const invoice = (orderId: string, id: string, billingReason: string, amount: number, extra: object = {}) => ({
    id,
    object: 'invoice',
    billing_reason: billingReason,
    currency: 'usd',
    amount_paid: amount,
    amount_due: amount,
    lines: { data: [{ period: { start: 1_768_000_000, end: 1_775_000_000 } }] },
    parent: { subscription_details: { subscription: `sub_${orderId.slice(0, 8)}`, metadata: { order_id: orderId } } },
    ...extra,
  });
  const payments = async (orderId: string) =>
    (
      await t
        .http()
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ order_id: orderId }), sort: JSON.stringify(['occurred_at', 'ASC']) })
        .set('Cookie', admin)
        .expect(200)
    ).body as Array<{ kind: string; payment_intent_id: string | null; card_brand: string | null; card_last_four: string | null; amount: number }>;
  const refund = (orderId: string, amount: number) =>
    t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Cookie', admin).send({ amount, reason: 'Missed visit' });

  it("reads a subscription checkout's payment intent and card from its invoice, so staff can refund it; a replayed delivery asks Stripe nothing", async () => {
    const o = await startSubscription();
    standIn.requests.length = 0;
    const event = { id: 'evt_cards_session_1', ...sessionCompleted(o, { invoice: 'in_first1' }) };
    expect((await deliver(event)).body.outcome).toBe('recorded');
    expect(standIn.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual(['GET /v1/invoice_payments', 'GET /v1/payment_intents/pi_of_in_first1']);
    expect(standIn.requests[0].path).toContain('invoice=in_first1');
    expect(await payments(o.orderId)).toEqual([
      expect.objectContaining({ kind: 'first', payment_intent_id: 'pi_of_in_first1', card_brand: 'visa', card_last_four: '4242' }),
    ]);
    standIn.requests.length = 0;
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(standIn.requests).toEqual([]);

    const partial = await refund(o.orderId, 1000).expect(201);
    expect(partial.body).toMatchObject({ refundId: expect.stringMatching(/^re_standin/), refundedTotal: 1000 });
    const [call] = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(call.form).toMatchObject({ payment_intent: 'pi_of_in_first1', amount: '1000' });
    expect(call.headers['idempotency-key']).toBe(`refund-${o.orderId}-0-1000`);
    await refund(o.orderId, o.dueToday - 1000).expect(201);
    await refund(o.orderId, 1).expect(409);
  });

  it('fills in the payment intent from the first invoice when the session came without one (either order of delivery)', async () => {
    const o = await startSubscription();
    standIn.failWith = { status: 500, message: 'down' };
    // Stripe can't be asked: the payment is recorded all the same, without the intent.
    expect((await deliver({ id: 'evt_cards_session_2', ...sessionCompleted(o, { invoice: 'in_first2' }) })).body.outcome).toBe('recorded');
    standIn.failWith = null;
    expect((await refund(o.orderId, 500).expect(409)).body.code).toBe('NO_PAYMENT_INTENT');
    const paid = invoice(o.orderId, 'in_first2', 'subscription_create', o.dueToday, {
      payments: { data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: 'pi_first2' } }] },
    });
    standIn.card = { brand: 'amex', last4: '0005' };
    expect((await deliver({ id: 'evt_cards_invoice_2', type: 'invoice.paid', data: { object: paid } })).body.outcome).toBe('recorded');
    // Once recorded, a later delivery of the same invoice changes nothing.
    expect((await deliver({ id: 'evt_cards_invoice_2b', type: 'invoice.paid', data: { object: paid } })).body.outcome).toBe('no-change');
    expect(await eventTypes(t, o.orderId)).toEqual(['order.checkout-started', 'order.payment-completed', 'order.payment-details-recorded']);
    expect(await payments(o.orderId)).toEqual([
      expect.objectContaining({ kind: 'first', payment_intent_id: 'pi_first2', card_brand: 'amex', card_last_four: '0005' }),
    ]);
    await refund(o.orderId, 500).expect(201);
    expect(standIn.requests.find((r) => r.path === '/v1/refunds')?.form.payment_intent).toBe('pi_first2');
  });

  it("refunds a renewal against the renewal's own payment intent, and records its card", async () => {
    const o = await startSubscription();
    await deliver({ id: 'evt_cards_session_3', ...sessionCompleted(o, { payment_intent: 'pi_first3' }) });
    standIn.card = { brand: 'mastercard', last4: '4444' };
    await deliver({
      id: 'evt_cards_renewal_3',
      type: 'invoice.paid',
      data: { object: invoice(o.orderId, 'in_renew3', 'subscription_cycle', 31620, { payment_intent: 'pi_renew3' }) },
    });
    const rows = await payments(o.orderId);
    expect(rows.map((p) => [p.kind, p.payment_intent_id, p.card_last_four])).toEqual([
      ['first', 'pi_first3', '4242'],
      ['renewal', 'pi_renew3', '4444'],
    ]);
    standIn.requests.length = 0;
    await refund(o.orderId, 31620).expect(201);
    // The renewal is spent; the next refund goes against the first payment.
    await refund(o.orderId, 2000).expect(201);
    expect(standIn.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.form.payment_intent)).toEqual(['pi_renew3', 'pi_first3']);
  });

  it("opens Stripe's Billing Portal for the customer's own plan, and pays the overdue invoice with the new card", async () => {
    const o = await startSubscription();
    await deliver({ id: 'evt_cards_session_4', ...sessionCompleted(o, { payment_intent: 'pi_first4' }) });
    const cookie = await signInByLink(t, o.email);
    standIn.requests.length = 0;
    const opened = await t.http().post(`/api/account/orders/${o.orderId}/card-page`).set('Cookie', cookie).expect(200);
    expect(opened.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_standin\d+$/);
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      form: { customer: `cus_${o.orderId.slice(0, 8)}`, return_url: `https://scv.example/account?card=updated&order=${o.orderId}` },
    });
    // A cross-site post with the customer's cookie is refused before it reaches Stripe.
    const crossSite = await t.http().post(`/api/account/orders/${o.orderId}/card-page`).set('Cookie', cookie).set('Origin', 'https://evil.example');
    expect(crossSite.status).toBe(403);
    standIn.failWith = { status: 500, message: 'down' };
    expect((await t.http().post(`/api/account/orders/${o.orderId}/card-page`).set('Cookie', cookie).expect(502)).body.code).toBe('PROVIDER_FAILED');
    standIn.failWith = null;

    await deliver({
      id: 'evt_cards_failed_4',
      type: 'invoice.payment_failed',
      data: { object: { ...invoice(o.orderId, 'in_due4', 'subscription_cycle', 0), amount_due: 31620 } },
    });
    standIn.declineInvoicePayments = true;
    const declined = await t.http().post(`/api/account/orders/${o.orderId}/retry-payment`).set('Cookie', cookie).expect(402);
    expect(declined.body.detail).toBe('Your new card was saved, but the overdue payment was declined. Please try another card.');
    standIn.declineInvoicePayments = false;
    const retried = await t.http().post(`/api/account/orders/${o.orderId}/retry-payment`).set('Cookie', cookie).expect(200);
    expect(retried.body).toEqual({ status: 'paid' });
    expect(standIn.paidInvoices).toContain('in_due4');
    // Stripe's invoice.paid then settles the sequence through the webhook.
    await deliver({
      id: 'evt_cards_paid_4',
      type: 'invoice.paid',
      data: { object: invoice(o.orderId, 'in_due4', 'subscription_cycle', 31620, { payment_intent: 'pi_due4' }) },
    });
    const [plan] = (await t.http().get('/api/account/overview').set('Cookie', cookie).expect(200)).body.plans;
    expect(plan.pastDue).toBeNull();
    expect(plan.receipts[0]).toMatchObject({ description: 'Monthly renewal', cardLastFour: '4242' });
  });
});
