import { createTestApp, TestApp } from '../support/test-app';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';

describe('orders after payment: success lookups, customer info, onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 2026-01-15 09:00 in Los Angeles: tomorrow there is 2026-01-16.
    t.clock.set('2026-01-15T17:00:00.000Z');
  });
  afterAll(() => t.close());

  const oneTime = () =>
    checkoutBody({
      customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time', numberOfDogs: '1', yardSize: 'small' },
      selectedAddOns: {},
      commitmentMonths: 1,
    });

  it('shows a pending order until the sandbox Pay goes through the webhook, then redirects to the success page', async () => {
    const started = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    const sessionId = started.body.url.split('/').pop();
    const sandbox = await t.http().get(`/api/payments/sandbox/sessions/${sessionId}`).expect(200);
    expect(sandbox.body).toMatchObject({ status: 'open', mode: 'subscription', amountDueToday: 34120, businessName: 'SCV Scoopers' });
    expect((await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200)).body).toMatchObject({
      paymentStatus: 'pending',
      customerInfoCompleted: false,
    });
    const cancel = await t.http().post(`/api/payments/sandbox/sessions/${sessionId}/cancel`).expect(200);
    expect(cancel.body.redirectUrl).toBe('/?checkout=cancelled#quote');
    const pay = await t.http().post(`/api/payments/sandbox/sessions/${sessionId}/pay`).expect(200);
    expect(pay.body.redirectUrl).toBe(`/subscription-success?session_id=${sessionId}`);
    // Pressing Pay again (a reload) neither fails nor pays twice.
    await t.http().post(`/api/payments/sandbox/sessions/${sessionId}/pay`).expect(200);
    const order = await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200);
    expect(order.body).toMatchObject({
      id: started.body.orderId,
      paymentStatus: 'completed',
      subscriptionStatus: 'active',
      dueToday: 34120,
      addOns: expect.objectContaining({ deodorizing: true }),
    });
    const [{ n }] = await t.database.db.query(`select count(*)::int as n from es_events where stream_id = $1 and event_type like 'order.payment-completed%'`, [
      `order-${started.body.orderId}`,
    ]);
    expect(n).toBe(1);
  });

  it('a paid subscription records the free first-month bin deodorizing for the customer and for staff; a one-time cleanup has none', async () => {
    const { sessionId, orderId } = await paidOrder(t);
    expect((await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200)).body.gifts).toEqual(['Bin deodorizing with your first month']);
    const admin = await t.signIn('admin');
    const shown = await t.http().get(`/api/admin/orders/${orderId}`).set('Cookie', admin).expect(200);
    expect(shown.body.included_free).toEqual(['Bin deodorizing with your first month']);
    const started = await t.http().post('/api/checkout/one-time').send(oneTime()).expect(201);
    const oneTimeSession = started.body.url.split('/').pop();
    await t.http().post(`/api/payments/sandbox/sessions/${oneTimeSession}/pay`).expect(200);
    expect((await t.http().get(`/api/orders/by-session/${oneTimeSession}`).expect(200)).body.gifts).toEqual([]);
  });

  it('answers unknown sessions and sandbox ids with clear 404s', async () => {
    const missing = await t.http().get('/api/orders/by-session/cs_nothing_here').expect(404);
    expect(missing.body).toMatchObject({ title: 'Order Not Found', detail: 'Unable to find your order. Please contact support.' });
    const sandbox = await t.http().get('/api/payments/sandbox/sessions/cs_sandbox_000000000000000000000000').expect(404);
    expect(sandbox.body.title).toBe('Checkout Not Found');
  });

  it('refuses Pay on an expired sandbox checkout', async () => {
    const started = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    const sessionId = started.body.url.split('/').pop();
    t.clock.advance(25 * 3600_000);
    const res = await t.http().post(`/api/payments/sandbox/sessions/${sessionId}/pay`).expect(409);
    expect(res.body.title).toBe('Checkout Expired');
    t.clock.set('2026-01-15T17:00:00.000Z');
  });

  it("validates subscription customer info with the spec's messages, then records it", async () => {
    const { sessionId } = await paidOrder(t);
    const empty = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ streetAddress: ' ', preferredDays: [], dogInfo: [{ name: 'Rex', breed: '' }] })
      .expect(400);
    expect(empty.body.errors).toEqual({
      streetAddress: 'Please enter your street address.',
      preferredDays: 'Please select at least one preferred day for service.',
      dogInfo: "Please provide at least one dog's name and breed.",
    });
    const sunday = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ streetAddress: '1 Main St', preferredDays: ['sunday'], dogInfo: [] })
      .expect(400);
    expect(sunday.body.errors.preferredDays).toBe('Service days are Monday to Saturday');
    const saved = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({
        streetAddress: '24000 <b>Valencia</b> Blvd',
        preferredDays: ['monday', 'thursday', 'monday'],
        dogInfo: [
          { name: 'Rex', breed: 'Labrador' },
          { name: '', breed: '' },
        ],
        specialNotes: 'Gate code 4321',
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      customerInfoCompleted: true,
      streetAddress: '24000 Valencia Blvd',
      preferredDays: ['monday', 'thursday'],
      dogInfo: [{ name: 'Rex', breed: 'Labrador' }],
      specialNotes: 'Gate code 4321',
    });
  });

  it('needs a date from tomorrow (Los Angeles) and a time slot for a one-time cleanup', async () => {
    const { sessionId } = await paidOrder(t, oneTime(), 'one-time');
    const base = { streetAddress: '1 Main St', dogInfo: [{ name: 'Rex', breed: 'Lab' }] };
    const missing = await t.http().post(`/api/orders/by-session/${sessionId}/customer-info`).send(base).expect(400);
    expect(missing.body.errors).toEqual({ scheduledDate: 'Please select your preferred service date.', timeSlot: 'Please select your preferred time slot.' });
    const today = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ ...base, scheduledDate: '2026-01-15', timeSlot: '8am-12pm' })
      .expect(400);
    expect(today.body.errors).toEqual({ scheduledDate: 'Please choose a date from tomorrow onward.' });
    const ok = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ ...base, scheduledDate: '2026-01-16', timeSlot: '12pm-3pm' })
      .expect(200);
    expect(ok.body).toMatchObject({ scheduledDate: '2026-01-16', timeSlot: '12pm-3pm', customerInfoCompleted: true });
  });

  it('asks a bin-only customer for no dogs', async () => {
    const body = checkoutBody({
      customerData: { numberOfDogs: '', yardSize: '', serviceFrequency: '' },
      selectedAddOns: { binTakeOut: true },
      trashDay: 'monday',
      commitmentMonths: 1,
    });
    const { sessionId } = await paidOrder(t, body);
    const saved = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ streetAddress: '1 Main St', preferredDays: ['monday'], dogInfo: [] })
      .expect(200);
    expect(saved.body).toMatchObject({ customerInfoCompleted: true, dogInfo: [] });
  });

  it('refuses customer info before the payment is confirmed', async () => {
    const started = await t.http().post('/api/checkout/subscription').send(checkoutBody()).expect(201);
    const sessionId = started.body.url.split('/').pop();
    const res = await t
      .http()
      .post(`/api/orders/by-session/${sessionId}/customer-info`)
      .send({ streetAddress: '1 Main', preferredDays: ['monday'], dogInfo: [{ name: 'a', breed: 'b' }] })
      .expect(409);
    expect(res.body.detail).toMatch(/still confirming your payment/);
  });

  it('takes onboarding only with the matching session id, with its own rules', async () => {
    const { orderId, sessionId } = await paidOrder(t);
    await t.http().get(`/api/orders/${orderId}/onboarding`).expect(404);
    await t.http().get(`/api/orders/${orderId}/onboarding`).query({ session_id: 'cs_someone_else' }).expect(404);
    await t.http().get('/api/orders/not-a-uuid/onboarding').query({ session_id: sessionId }).expect(404);
    expect((await t.http().get(`/api/orders/${orderId}/onboarding`).query({ session_id: sessionId }).expect(200)).body.id).toBe(orderId);
    const bad = await t
      .http()
      .post(`/api/orders/${orderId}/onboarding`)
      .query({ session_id: sessionId })
      .send({ streetAddress: '', city: '', zipCode: '123', preferredDays: ['monday'] })
      .expect(400);
    expect(bad.body.errors).toEqual({
      streetAddress: 'Street address is required',
      city: 'City is required',
      zipCode: 'Please enter a valid ZIP code',
      preferredDays: 'Please select at least 2 preferred service days',
    });
    const four = await t
      .http()
      .post(`/api/orders/${orderId}/onboarding`)
      .query({ session_id: sessionId })
      .send({ streetAddress: '1 Main', city: 'Valencia', zipCode: '91355', preferredDays: ['monday', 'tuesday', 'friday', 'sunday'] })
      .expect(400);
    expect(four.body.errors).toEqual({ preferredDays: 'Please select no more than 3 preferred service days' });
    const ok = await t
      .http()
      .post(`/api/orders/${orderId}/onboarding`)
      .query({ session_id: sessionId })
      .send({ streetAddress: '1 Main', city: 'Valencia', zipCode: '91355', preferredDays: ['monday', 'sunday'], optInMarketing: true })
      .expect(200);
    expect(ok.body).toMatchObject({ city: 'Valencia', state: 'CA', preferredDays: ['monday', 'sunday'], onboardingCompleted: true });
  });
});
