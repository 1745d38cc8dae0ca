import { randomUUID } from 'node:crypto';
import { eraseSubject, EventStore, PersonalDataVault, replayProjection } from '../../../backend/src/event-store';
import { customerOrdersProjection } from '../../../backend/src/modules/orders/projections/customer-orders.projection';
import { eventually } from '../../support/eventually';
import { checkoutBody, createDiscountCode, paidOrder } from '../../support/orders-fixtures';
import { createTestApp, TestApp } from '../../support/test-app';

const START = '2026-01-15T17:00:00.000Z';
const DAY_MS = 24 * 3_600_000;
const info = { streetAddress: '24000 Valencia Blvd', preferredDays: ['monday'], dogInfo: [{ name: 'Rex', breed: 'Labrador' }] };

describe('order access: only the checkout session or a signed link opens an order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createDiscountCode(t, 'WELCOME10', 10);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const events = async (orderId: string) =>
    (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`order-${orderId}`])).map(
      (r) => r.event_type,
    );
  const problemOf = (body: Record<string, unknown>) => ({ status: body.status, title: body.title, detail: body.detail, code: body.code });

  it('answers a bare order id (or the provider’s subscription id) with the same 404 as an unknown id, and writes nothing', async () => {
    const { orderId, sessionId } = await paidOrder(t);
    const unknown = await t.http().get(`/api/orders/by-session/${randomUUID()}`).expect(404);
    const bare = await t.http().get(`/api/orders/by-session/${orderId}`).expect(404);
    expect(problemOf(bare.body)).toEqual(problemOf(unknown.body));
    expect(bare.body).toMatchObject({ title: 'Order Not Found', detail: 'Unable to find your order. Please contact support.' });
    expect(JSON.stringify(bare.body)).not.toContain('Jamie');

    const [{ stripe_subscription_id: subscriptionId }] = await t.database.db.query('select stripe_subscription_id from customer_orders where id = $1', [
      orderId,
    ]);
    expect(subscriptionId).toBeTruthy();
    await t.http().get(`/api/orders/by-session/${subscriptionId}`).expect(404);

    const before = await events(orderId);
    await t.http().post(`/api/orders/by-session/${orderId}/customer-info`).send(info).expect(404);
    expect(await events(orderId)).toEqual(before);

    const opened = await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200);
    expect(opened.body).toMatchObject({ id: orderId, customerName: 'Jamie Rivera' });
  });

  it('opens the order from the confirmation e-mail’s signed link, and refuses a tampered or expired one', async () => {
    const { orderId, sessionId, email } = await paidOrder(t);
    const [mail] = await eventually(
      () => t.database.db.query<{ text: string }>("select text from email_outbox where kind = 'order-confirmation' and to_address = $1", [email]),
      (rows) => rows.length === 1,
      'the order confirmation',
    );
    expect(mail.text).not.toContain(sessionId);
    const token = /\/customer-info\?session_id=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
    expect(token).toBeTruthy();
    expect(token).not.toContain(orderId);

    expect((await t.http().get(`/api/orders/by-session/${token}`).expect(200)).body.id).toBe(orderId);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    await t.http().get(`/api/orders/by-session/${flipped}`).expect(404);

    t.clock.advance(31 * DAY_MS);
    await t.http().get(`/api/orders/by-session/${token}`).expect(404);
    await t.http().post(`/api/orders/by-session/${token}/customer-info`).send(info).expect(404);
  });

  it('takes customer info once: a second post answers 409 with the support contact and appends nothing', async () => {
    const { orderId, sessionId } = await paidOrder(t);
    await t.http().post(`/api/orders/by-session/${sessionId}/customer-info`).send(info).expect(200);
    const before = await events(orderId);

    const again = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ ...info, streetAddress: '1 Elsewhere Rd' })
      .expect(409);
    expect(again.body).toMatchObject({ title: 'Details Already Saved', code: 'DETAILS_ALREADY_SAVED' });
    expect(again.body.detail).toContain(t.config.business.supportEmail);
    expect(again.body.detail).toContain(t.config.business.supportPhone);
    const onboarding = await t
      .http()
      .post(`/api/orders/${orderId}/onboarding`)
      .query({ session_id: sessionId })
      .send({ streetAddress: '1 Elsewhere Rd', city: 'Valencia', zipCode: '91355', preferredDays: ['monday', 'friday'] })
      .expect(409);
    expect(onboarding.body.code).toBe('DETAILS_ALREADY_SAVED');

    expect(await events(orderId)).toEqual(before);
    expect((await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200)).body.streetAddress).toBe('24000 Valencia Blvd');
  });

  it('resumes an open checkout only for the browser that started it; another visitor with the same details gets their own', async () => {
    const body = checkoutBody();
    const browser = t.agent();
    const first = await browser.post('/api/checkout/subscription').send(body).expect(201);
    const cookie = [first.headers['set-cookie'] ?? []].flat().find((c: string) => c.startsWith('checkout_resume='));
    expect(cookie).toMatch(/HttpOnly/i);

    t.clock.advance(5_000);
    const resumed = await browser.post('/api/checkout/subscription').send(body).expect(201);
    expect(resumed.body).toEqual(first.body);

    t.clock.advance(5_000);
    const stranger = await t.http().post('/api/checkout/subscription').send(body).expect(201);
    expect(stranger.body.url).not.toBe(first.body.url);
    expect(stranger.body.orderId).not.toBe(first.body.orderId);
  });

  describe('discount-code guesses', () => {
    const from = (ip: string) => ({
      validate: (code: string) => t.http().post('/api/discount-codes/validate').set('X-Forwarded-For', ip).send({ code }),
      price: (code: string) =>
        t
          .http()
          .post('/api/quotes/price')
          .set('X-Forwarded-For', ip)
          .send({ serviceFrequency: 'monthly', numberOfDogs: '1', yardSize: 'small', discountCode: code }),
      checkout: (code: string) =>
        t
          .http()
          .post('/api/checkout/subscription')
          .set('X-Forwarded-For', ip)
          .send(checkoutBody({ discountCode: code })),
    });

    it('allows 10 wrong codes per address in 10 minutes, then answers 429 with Retry-After everywhere a code is checked', async () => {
      const guesser = from('198.51.100.23');
      for (let i = 0; i < 4; i++) expect((await guesser.validate(`GUESS${i}`).expect(200)).body.isValid).toBe(false);
      for (let i = 4; i < 7; i++) await guesser.price(`GUESS${i}`).expect(400);
      for (let i = 7; i < 10; i++) await guesser.checkout(`GUESS${i}`).expect(400);

      const blocked = await guesser.validate('WELCOME10').expect(429);
      expect(blocked.body.title).toBe('Too Many Requests');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
      await guesser.price('WELCOME10').expect(429);
      await guesser.checkout('WELCOME10').expect(429);

      expect((await from('198.51.100.99').validate('WELCOME10').expect(200)).body.isValid).toBe(true);
      t.clock.advance(10 * 60_000);
      expect((await guesser.validate('WELCOME10').expect(200)).body.isValid).toBe(true);
    });

    it('does not count right codes or an empty box', async () => {
      const visitor = from('198.51.100.42');
      for (let i = 0; i < 12; i++) expect((await visitor.validate('welcome10').expect(200)).body.isValid).toBe(true);
      for (let i = 0; i < 3; i++) await visitor.validate('').expect(200);
      for (let i = 0; i < 10; i++) await visitor.validate(`NOPE${i}`).expect(200);
      await visitor.validate('WELCOME10').expect(429);
    });
  });

  it('seals the onboarding city and ZIP: erasure shows [erased] in the log, the table and a replay', async () => {
    const body = checkoutBody();
    const { orderId, sessionId } = await paidOrder(t, body);
    await t
      .http()
      .post(`/api/orders/${orderId}/onboarding`)
      .query({ session_id: sessionId })
      .send({ streetAddress: '1 Main St', city: 'Castaic', zipCode: '91384', preferredDays: ['monday', 'friday'] })
      .expect(200);
    const [stored] = await t.database.db.query<{ data: Record<string, string> }>(
      "select data from es_events where stream_id = $1 and event_type like 'order.onboarding-completed%'",
      [`order-${orderId}`],
    );
    expect(JSON.stringify(stored.data)).not.toMatch(/Castaic|91384/);
    expect(PersonalDataVault.isSealed(stored.data.city)).toBe(true);
    expect(PersonalDataVault.isSealed(stored.data.zipCode)).toBe(true);

    const store = t.app.get(EventStore);
    await eraseSubject(t.database.db, store, t.app.get(PersonalDataVault).subjectIdFor(body.customerData.email), 'staff:test');
    const onboarded = (await store.readStream(`order-${orderId}`)).find((e) => e.type === 'order.onboarding-completed');
    expect(onboarded?.data).toMatchObject({ city: '[erased]', zipCode: '[erased]', state: 'CA' });
    const [row] = await t.database.db.query('select city from customer_orders where id = $1', [orderId]);
    expect(row.city).toBe('[erased]');
    const report = await replayProjection(t.database.db, store, customerOrdersProjection, { verify: true });
    expect(report.differences).toEqual({ customer_orders: 0 });
  });
});
