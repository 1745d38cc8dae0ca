import { ConsumerHost } from '../../backend/src/event-store';
import { DunningJob } from '../../backend/src/modules/orders/consumers/dunning.job';
import { signInByLink } from '../support/account-sign-in';
import { eventually } from '../support/eventually';
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
    const sent = await texts();
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
