import Stripe from 'stripe';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const SECRET = 'whsec_billing_test';

describe('billing: renewals and the payments resource', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET, CHECKOUT_IP_LIMIT: '1000' } });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return t
      .http()
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))
      .send(payload);
  };
  const invoice = (id: string, type: string, orderId: string, invoiceId: string, extra: Record<string, unknown> = {}) => ({
    id,
    object: 'event',
    type,
    created: 1_764_000_000,
    livemode: false,
    data: {
      object: {
        id: invoiceId,
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: type === 'invoice.paid' ? 31620 : 0,
        amount_due: 31620,
        currency: 'usd',
        lines: { data: [{ period: { start: 1_764_547_200, end: 1_772_323_200 } }] },
        parent: { subscription_details: { subscription: 'sub_any', metadata: { order_id: orderId } } },
        ...extra,
      },
    },
  });
  const payments = (orderId: string) =>
    t
      .http()
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ order_id: orderId }), sort: JSON.stringify(['occurred_at', 'ASC']) })
      .set('Cookie', admin);
  const eventTypes = async (orderId: string) =>
    (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`order-${orderId}`])).map(
      (r) => r.event_type.replace(/\.v\d+$/, ''),
    );

  it('records each renewal invoice once, with amount, period and invoice id, under duplicates and concurrency', async () => {
    const { orderId } = await paidOrder(t);
    const renewal = invoice('evt_r1', 'invoice.paid', orderId, 'in_r1');
    const answers = await Promise.all([renewal, renewal, { ...renewal, id: 'evt_r1_again' }, renewal].map(deliver));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.outcome === 'recorded')).toHaveLength(1);
    // The first invoice (subscription_create) is the checkout's own payment: nothing more.
    await deliver(invoice('evt_first', 'invoice.paid', orderId, 'in_first', { billing_reason: 'subscription_create', amount_paid: 34120 })).expect(200);
    expect(await eventTypes(orderId)).toEqual(['order.checkout-started', 'order.payment-completed', 'order.renewal-paid']);
    const list = await payments(orderId).expect(200);
    expect(list.headers['content-range']).toBe('payments 0-1/2');
    expect(list.body[0]).toMatchObject({ kind: 'first', amount: 34120, order_id: orderId, customer_name: 'Jamie Rivera' });
    expect(list.body[1]).toMatchObject({
      kind: 'renewal',
      amount: 31620,
      invoice_id: 'in_r1',
      period_start: '2025-12-01T00:00:00.000Z',
      period_end: '2026-03-01T00:00:00.000Z',
      recovered: false,
      actor: 'stripe',
    });
    const one = await t.http().get(`/api/admin/payments/${list.body[1].id}`).set('Cookie', admin).expect(200);
    expect(one.body).toEqual(list.body[1]);
  });

  it('a failure delivered after its invoice was paid changes nothing; a failure then payment is a recovery', async () => {
    const { orderId } = await paidOrder(t);
    await deliver(invoice('evt_p2', 'invoice.paid', orderId, 'in_2')).expect(200);
    expect((await deliver(invoice('evt_f2', 'invoice.payment_failed', orderId, 'in_2')).expect(200)).body.outcome).toBe('no-change');
    await deliver(invoice('evt_f3', 'invoice.payment_failed', orderId, 'in_3')).expect(200);
    let [dunning] = await t.database.db.query('select status, invoice_id, amount_due from order_dunning where order_id = $1', [orderId]);
    expect(dunning).toEqual({ status: 'past-due', invoice_id: 'in_3', amount_due: 31620 });
    const pastDue = await t.http().get('/api/admin/past-due').set('Cookie', admin).expect(200);
    expect(pastDue.body.map((row: { id: string }) => row.id)).toContain(orderId);
    await deliver(invoice('evt_p3', 'invoice.paid', orderId, 'in_3')).expect(200);
    [dunning] = await t.database.db.query('select status from order_dunning where order_id = $1', [orderId]);
    expect(dunning.status).toBe('paid');
    const kinds = (await payments(orderId).expect(200)).body.map((p: { kind: string; recovered: boolean }) => `${p.kind}${p.recovered ? ' (recovered)' : ''}`);
    expect(kinds).toEqual(['first', 'renewal', 'failed', 'renewal (recovered)']);
    const open = await t.http().get('/api/admin/past-due').set('Cookie', admin).expect(200);
    expect(open.body.map((row: { id: string }) => row.id)).not.toContain(orderId);
  });

  it('the sandbox simulates a renewal, a declined card and its payment for sandbox subscriptions only', async () => {
    const { orderId } = await paidOrder(t, checkoutBody({ commitmentMonths: 1 }));
    const simulate = (event: string, id = orderId) => t.http().post(`/api/admin/orders/${id}/sandbox-billing`).set('Cookie', admin).send({ event });
    expect((await simulate('renewal-paid').expect(200)).body).toEqual({ outcome: 'recorded', eventType: 'invoice.paid' });
    expect((await simulate('payment-failed').expect(200)).body.outcome).toBe('recorded');
    expect((await simulate('renewal-paid').expect(200)).body.outcome).toBe('recorded');
    const list = (await payments(orderId).expect(200)).body;
    expect(list.map((p: { kind: string }) => p.kind)).toEqual(['first', 'renewal', 'failed', 'renewal']);
    // Monthly, 2 dogs, medium, deodorizing free: the recurring charge is the order's final price.
    const [order] = await t.database.db.query('select final_price from customer_orders where id = $1', [orderId]);
    expect(list[1].amount).toBe(order.final_price);
    expect(list[3]).toMatchObject({ recovered: true, invoice_id: list[2].invoice_id });

    const oneTime = await paidOrder(
      t,
      checkoutBody({ customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time' }, commitmentMonths: 1 }),
      'one-time',
    );
    expect((await simulate('renewal-paid', oneTime.orderId).expect(409)).body.detail).toBe('This order is not a paid subscription.');
    expect((await simulate('sometime').expect(400)).body.errors).toEqual({ event: 'event must be one of: renewal-paid, payment-failed, subscription-deleted' });
    await simulate('renewal-paid', '00000000-0000-4000-8000-000000000000').expect(404);
    await simulate('renewal-paid', 'not-a-uuid').expect(404);
  });

  it('guards the payments resources and refuses bad list input with 400', async () => {
    await t.http().get('/api/admin/payments').expect(401);
    await t.http().get('/api/admin/past-due').expect(401);
    await t.http().post(`/api/admin/orders/00000000-0000-4000-8000-000000000000/sandbox-billing`).send({ event: 'renewal-paid' }).expect(401);
    const customer = await t.signIn('customer');
    await t.http().get('/api/admin/payments').set('Cookie', customer).expect(403);
    await t
      .http()
      .get('/api/admin/payments')
      .query({ sort: JSON.stringify(['__proto__', 'ASC']) })
      .set('Cookie', admin)
      .expect(400);
    await t.http().get('/api/admin/payments').query({ filter: '{"kind":' }).set('Cookie', admin).expect(400);
    await t.http().get('/api/admin/payments/00000000-0000-4000-8000-000000000000').set('Cookie', admin).expect(404);
    await t.http().get('/api/admin/payments/x'.padEnd(2000, 'x')).set('Cookie', admin).expect(404);
  });
});
