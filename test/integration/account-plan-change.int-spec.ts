import { Client } from 'pg';
import Stripe from 'stripe';
import { SUBSCRIPTION_CHANGE_MESSAGES } from '../../backend/src/modules/orders/orders.messages';
import { billingPeriod, calculateQuote, NO_ADD_ONS, prorate, QuoteChoices } from '../../backend/src/modules/pricing';
import { planIdFor } from '../../backend/src/modules/service/domain/plan-from-order';
import { PLAN_MESSAGES } from '../../backend/src/modules/service/service.messages';
import { signInByLink } from '../support/account-sign-in';
import { checkoutBody } from '../support/orders-fixtures';
import { settleService, subscribedOrder } from '../support/service-fixtures';
import { StripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, TestApp } from '../support/test-app';

// Issue 17: add-ons, dogs or frequency changed on the SAME subscription from /account, priced by the pricing module.
const eventsOf = async (t: TestApp, streamId: string) =>
  (
    await t.database.db.query<{ event_type: string; actor: string }>(
      `select event_type, metadata->>'actor' as actor from es_events where stream_id = $1 order by version`,
      [streamId],
    )
  ).map((r) => ({ type: r.event_type.replace(/\.v\d+$/, ''), actor: r.actor }));
const types = async (t: TestApp, streamId: string) => (await eventsOf(t, streamId)).map((e) => e.type);

/** The fixture order: weekly, 2 dogs, medium yard, deodorizing (free on medium), 3-month prepay; first paid Thursday 15 January. */
const BASE: QuoteChoices = {
  serviceType: 'subscription',
  serviceFrequency: 'weekly',
  numberOfDogs: '2',
  yardSize: 'medium',
  addOns: { ...NO_ADD_ONS, deodorizing: true },
  trashDay: '',
  commitmentMonths: 3,
};

describe('account: change the same subscription (sandbox)', () => {
  let t: TestApp;
  let admin: string;
  let orderId: string;
  let cookie: string;
  let otherOrderId: string;
  let otherCookie: string;

  const change = (body: object, id = orderId, c = cookie) => t.http().post(`/api/account/orders/${id}/change`).set('Cookie', c).send(body);
  const preview = (body: object, id = orderId, c = cookie) => t.http().post(`/api/account/orders/${id}/change/preview`).set('Cookie', c).send(body);
  const emailOf = async (id: string) =>
    (await t.database.db.query<{ customer_email: string }>('select customer_email from customer_orders where id = $1', [id]))[0].customer_email;

  beforeAll(async () => {
    // A change waits for another change of the same order at most CHANGE_LOCK_WAIT_MS (5 s in production).
    t = await createTestApp({ env: { SIGN_IN_LIMIT: '200', CHANGE_LOCK_WAIT_MS: '300' } });
    admin = await t.signIn('admin');
    orderId = await subscribedOrder(t, { preferredDays: ['tuesday'], selectedAddOns: { deodorizing: true } });
    otherOrderId = await subscribedOrder(t, { preferredDays: ['wednesday'] });
    cookie = await signInByLink(t, await emailOf(orderId));
    otherCookie = await signInByLink(t, await emailOf(otherOrderId));
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    await t.http().post(`/api/account/orders/${orderId}/change/preview`).send({ numberOfDogs: '1' }).expect(401);
    await t.http().post(`/api/account/orders/${orderId}/change`).send({ numberOfDogs: '1' }).expect(401);
  });

  it('previews Bin Bring In: the new price from the pricing module and the proration to the cent; nothing changes', async () => {
    const before = await types(t, `order-${orderId}`);
    const answer = (await preview({ addOns: { binBringIn: true }, trashDay: 'thursday' }).expect(200)).body;
    const next = calculateQuote({ ...BASE, addOns: { ...BASE.addOns, binBringIn: true }, trashDay: 'thursday' })!;
    const now = calculateQuote(BASE)!;
    // By hand: $31 × 4 weeks = $124, + Bin Bring In $4.95 × 4 trips = $143.80; 15% prepay off = $122.23 a month, $366.69 a quarter.
    expect(next.finalPrice).toBe(12223);
    expect(next.recurring).toEqual({ intervalMonths: 3, amount: 36669 });
    // The change serves from Saturday 17 January (48 hours); the quarter runs 15 January to 15 April (90 days), 88 left.
    const proration = prorate(now.recurring!.amount, next.recurring!.amount, billingPeriod('2026-01-15', '2026-01-15', 3), '2026-01-17');
    expect(proration).toBe(Math.round(((36669 - 31620) * 88) / 90));
    expect(answer).toMatchObject({
      orderId,
      unchanged: false,
      currentMonthlyPrice: now.finalPrice,
      newMonthlyPrice: 12223,
      newRecurring: 36669,
      intervalMonths: 3,
      effectiveFrom: '2026-01-17',
      prorationAmount: proration,
      nextChargeDate: '2026-04-15',
      nextChargeAmount: 36669 + proration,
    });
    expect(answer.lineItems.map((l: { id: string }) => l.id)).not.toContain('setup');
    expect(await types(t, `order-${orderId}`)).toEqual(before);
  });

  it('changes it: the order records the new price, the plan brings bins in from 48 hours on, the account shows it; a replay changes nothing', async () => {
    const body = { addOns: { binBringIn: true }, trashDay: 'thursday' };
    const done = (await change(body).expect(200)).body;
    expect(done).toMatchObject({ unchanged: false, newMonthlyPrice: 12223, message: SUBSCRIPTION_CHANGE_MESSAGES.changed });
    const orderEvents = await eventsOf(t, `order-${orderId}`);
    expect(orderEvents[orderEvents.length - 1]).toEqual({ type: 'order.subscription-changed', actor: expect.stringMatching(/^customer:/) });
    const planId = planIdFor(orderId);
    // The plan follows the order as a consumer (service-plan-follower).
    await settleService(t);
    expect((await types(t, `service-plan-${planId}`)).filter((type) => type === 'service-plan.service-changed')).toHaveLength(1);

    const plan = (await t.http().get('/api/account/overview').set('Cookie', cookie).expect(200)).body.plans[0];
    expect(plan).toMatchObject({ pricePerPeriod: 12223, trashDay: 'thursday' });
    expect(plan.addOns).toContain('Bin Bring In');
    // Bring-in visits on trash day from the effective date on (Thursday 22 January is the first).
    const binIns = plan.upcomingVisits.filter((v: { kind: string }) => v.kind === 'bin-in').map((v: { date: string }) => v.date);
    expect(binIns[0]).toBe('2026-01-22');

    // Staff see it in both histories.
    const adminPlan = (await t.http().get(`/api/admin/service-plans/${planId}`).set('Cookie', admin).expect(200)).body;
    expect(adminPlan.history.map((e: { eventType: string }) => e.eventType.replace(/\.v\d+$/, ''))).toContain('service-plan.service-changed');

    // The same request again (a double click, a retry): nothing new anywhere.
    const again = (await change(body).expect(200)).body;
    expect(again).toMatchObject({ unchanged: true, prorationAmount: 0, message: SUBSCRIPTION_CHANGE_MESSAGES.unchanged });
    expect(await eventsOf(t, `order-${orderId}`)).toEqual(orderEvents);
    await settleService(t);
    expect((await types(t, `service-plan-${planId}`)).filter((type) => type === 'service-plan.service-changed')).toHaveLength(1);
  });

  it('the next sandbox renewal charges the new price plus the proration', async () => {
    const [state] = await t.database.db.query<{ final_price: number }>('select final_price from customer_orders where id = $1', [orderId]);
    expect(state.final_price).toBe(12223);
    await t.http().post(`/api/admin/orders/${orderId}/sandbox-billing`).set('Cookie', admin).send({ event: 'renewal-paid' }).expect(200);
    const [renewal] = await t.database.db.query<{ data: { amount: number } }>(
      `select data from es_events where stream_id = $1 and event_type like 'order.renewal-paid%'`,
      [`order-${orderId}`],
    );
    const proration = Math.round(((36669 - 31620) * 88) / 90);
    expect(renewal.data.amount).toBe(36669 + proration);
  });

  it('changes frequency and dogs; future visits re-plan twice a week', async () => {
    const done = (await change({ serviceFrequency: 'twice-weekly', numberOfDogs: '1' }).expect(200)).body;
    const expected = calculateQuote({
      ...BASE,
      serviceFrequency: 'twice-weekly',
      numberOfDogs: '1',
      addOns: { ...BASE.addOns, binBringIn: true },
      trashDay: 'thursday',
    })!;
    expect(done.newMonthlyPrice).toBe(expected.finalPrice);
    expect(done.choices).toMatchObject({ serviceFrequency: 'twice-weekly', numberOfDogs: '1' });
    await settleService(t);
    const plan = (await t.http().get('/api/account/overview').set('Cookie', cookie).expect(200)).body.plans[0];
    expect(plan).toMatchObject({ frequency: 'twice-weekly', numberOfDogs: '1' });
  });

  it("refuses another customer's order, made-up ids, prices from the client and prototype keys", async () => {
    await change({ numberOfDogs: '3+' }, otherOrderId).expect(404);
    await preview({ numberOfDogs: '3+' }, otherOrderId).expect(404);
    await change({ numberOfDogs: '3+' }, orderId, otherCookie).expect(404);
    await change({ numberOfDogs: '3+' }, '00000000-0000-4000-8000-000000000000').expect(404);
    await change({ numberOfDogs: '3+' }, 'not-an-id').expect(404);
    const before = await types(t, `order-${orderId}`);
    expect((await change({ numberOfDogs: '3+', finalPrice: 1 }).expect(400)).body.errors).toEqual({ finalPrice: 'finalPrice is not allowed' });
    expect((await change({ addOns: { binBringIn: true, price: 0 } }).expect(400)).body.errors).toHaveProperty('addOns');
    await t
      .http()
      .post(`/api/account/orders/${orderId}/change`)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"addOns": {"__proto__": {"binBringIn": true}}}')
      .expect(400);
    await change({ addOns: { constructor: true } }).expect(400);
    expect((await change({ serviceFrequency: 'one-time-cleanup' }).expect(400)).body.errors).toHaveProperty('serviceFrequency');
    expect((await change({ numberOfDogs: 'x'.repeat(100_000) }).expect((res) => expect([400, 413]).toContain(res.status))).status).not.toBe(500);
    expect(await types(t, `order-${orderId}`)).toEqual(before);
  });

  it('refuses a paused plan and a cancelled plan with a clear 409, charging nothing', async () => {
    const planId = planIdFor(otherOrderId);
    await t.http().post(`/api/account/plans/${planId}/pause`).set('Cookie', otherCookie).send({ weeks: 2 }).expect(200);
    const paused = await change({ numberOfDogs: '3+' }, otherOrderId, otherCookie).expect(409);
    expect(paused.body.detail).toBe(PLAN_MESSAGES.changeWhilePaused);
    expect((await preview({ numberOfDogs: '3+' }, otherOrderId, otherCookie).expect(409)).body.detail).toBe(PLAN_MESSAGES.changeWhilePaused);
    await t.http().post(`/api/account/plans/${planId}/resume`).set('Cookie', otherCookie).expect(200);
    await t.http().post(`/api/account/plans/${planId}/cancel`).set('Cookie', otherCookie).send({ reason: 'Moving away' }).expect(200);
    expect((await change({ numberOfDogs: '3+' }, otherOrderId, otherCookie).expect(409)).body.detail).toBe(PLAN_MESSAGES.cancelled);
    expect(await types(t, `order-${otherOrderId}`)).not.toContain('order.subscription-changed');
  });

  it('a change that cannot have the order while another change holds it gives up with 409 CHANGE_IN_PROGRESS; after it, the change goes through', async () => {
    const holder = new Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [`subscription-change:${orderId}`]);
      const before = await types(t, `order-${orderId}`);
      const busy = await change({ numberOfDogs: '3+' }).expect(409);
      expect(busy.body).toMatchObject({ code: 'CHANGE_IN_PROGRESS', detail: SUBSCRIPTION_CHANGE_MESSAGES.inProgress });
      expect(busy.headers['retry-after']).toBe('2');
      expect(await types(t, `order-${orderId}`)).toEqual(before);
      // The preview takes no lock: the customer can still see the price while the other change finishes.
      await preview({ numberOfDogs: '3+' }).expect(200);
      await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', [`subscription-change:${orderId}`]);
      const done = await change({ numberOfDogs: '3+' }).expect(200);
      expect(done.body).toMatchObject({ unchanged: false, choices: { numberOfDogs: '3+' } });
      expect(await types(t, `order-${orderId}`)).toEqual([...before, 'order.subscription-changed']);
    } finally {
      await holder.end();
    }
  });
});

describe('account: change the same subscription (Stripe, against the loopback stand-in)', () => {
  const WEBHOOK_SECRET = 'whsec_plan_change';
  const standIn = new StripeStandIn();
  let t: TestApp;
  let orderId: string;
  let cookie: string;

  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return t
      .http()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);
  };

  beforeAll(async () => {
    const apiUrl = await standIn.start();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
        CHECKOUT_IP_LIMIT: '1000',
        SIGN_IN_LIMIT: '200',
      },
    });
    const body = checkoutBody({ commitmentMonths: 1 });
    const started = await t.http().post('/api/checkout/subscription').send(body).expect(201);
    orderId = started.body.orderId;
    const [order] = await t.database.db.query<{ due_today: number; checkout_session_id: string; final_price: number }>(
      'select due_today, checkout_session_id, final_price from customer_orders where id = $1',
      [orderId],
    );
    standIn.addSubscription('sub_standin_change', order.final_price);
    await deliver({
      id: 'evt_paid_change',
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
          customer: 'cus_standin',
          subscription: 'sub_standin_change',
          metadata: { order_id: orderId },
        },
      },
    }).expect(200);
    await t
      .http()
      .post(`/api/orders/by-session/${order.checkout_session_id}/customer-info`)
      .send({ streetAddress: '24 Orchard Lane', preferredDays: ['tuesday'], dogInfo: [{ name: 'Rex', breed: 'Lab' }], specialNotes: '' })
      .expect(200);
    await settleService(t);
    cookie = await signInByLink(t, body.customerData.email as string);
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('updates the subscription item at the new price with create_prorations and an idempotency key; a 5xx records nothing', async () => {
    const body = { addOns: { binBringIn: true }, trashDay: 'thursday' };
    const next = calculateQuote({ ...BASE, commitmentMonths: 1, addOns: { ...BASE.addOns, binBringIn: true }, trashDay: 'thursday' })!;

    standIn.failWith = { status: 500, message: 'boom' };
    const failed = await t.http().post(`/api/account/orders/${orderId}/change`).set('Cookie', cookie).send(body).expect(502);
    expect(failed.body.detail).toBe(SUBSCRIPTION_CHANGE_MESSAGES.providerFailed);
    expect(await types(t, `order-${orderId}`)).not.toContain('order.subscription-changed');
    standIn.failWith = null;
    standIn.requests.length = 0;

    const done = (await t.http().post(`/api/account/orders/${orderId}/change`).set('Cookie', cookie).send(body).expect(200)).body;
    expect(done).toMatchObject({ newMonthlyPrice: next.finalPrice, newRecurring: next.recurring!.amount, intervalMonths: 1 });
    const update = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_standin_change');
    expect(update).toBeDefined();
    expect(update!.headers.authorization).toBe('Bearer sk_test_standin');
    expect(update!.headers['idempotency-key']).toMatch(new RegExp(`^plan-change-${orderId}-1-[0-9a-f]{16}$`));
    expect(update!.form).toMatchObject({
      'items[0][id]': 'si_standin1',
      'items[0][price_data][product]': 'prod_standin1',
      'items[0][price_data][unit_amount]': String(next.recurring!.amount),
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][recurring][interval_count]': '1',
      proration_behavior: 'create_prorations',
      'metadata[order_id]': orderId,
    });
    expect(standIn.subscriptions.get('sub_standin_change')).toMatchObject({ unitAmount: next.recurring!.amount, updates: 1 });
    const changed = (await eventsOf(t, `order-${orderId}`)).filter((e) => e.type === 'order.subscription-changed');
    expect(changed).toHaveLength(1);

    // The same change again: the order already has it, so the provider is not asked again.
    standIn.requests.length = 0;
    expect((await t.http().post(`/api/account/orders/${orderId}/change`).set('Cookie', cookie).send(body).expect(200)).body.unchanged).toBe(true);
    expect(standIn.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('ten concurrent identical change posts make one change: one order event, one plan event, one provider call', async () => {
    const planId = planIdFor(orderId);
    const planChanges = async () => (await types(t, `service-plan-${planId}`)).filter((type) => type === 'service-plan.service-changed').length;
    const orderChanges = async () => (await types(t, `order-${orderId}`)).filter((type) => type === 'order.subscription-changed').length;
    await settleService(t);
    const before = { order: await orderChanges(), plan: await planChanges() };
    standIn.requests.length = 0;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.http().post(`/api/account/orders/${orderId}/change`).set('Cookie', cookie).send({ numberOfDogs: '1' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    // One made the change; the others found it made.
    expect(answers.filter((a) => a.body.unchanged === false)).toHaveLength(1);
    expect(answers.filter((a) => a.body.unchanged === true)).toHaveLength(9);
    await settleService(t);
    expect(await orderChanges()).toBe(before.order + 1);
    expect(await planChanges()).toBe(before.plan + 1);
    expect(standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_standin_change')).toHaveLength(1);
    const [{ number_of_dogs }] = await t.database.db.query<{ number_of_dogs: string }>('select number_of_dogs from service_plans where id = $1', [planId]);
    expect(number_of_dogs).toBe('1');
  });
});
