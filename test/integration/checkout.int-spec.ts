import { ConsumerHost } from '../../backend/src/event-store';
import { commitNotice, wakesFor } from '../../backend/src/event-store/consumers/commit-notice';
import { createTestApp, TestApp } from '../support/test-app';
import { checkoutBody, createDiscountCode, paidOrder } from '../support/orders-fixtures';

const MISSING = 'Missing required customer data';

describe('quote and checkout API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createDiscountCode(t, 'WELCOME10', 10);
    await createDiscountCode(t, 'TAKE20', 20);
  });
  afterAll(() => t.close());

  const events = async (orderId: string) =>
    (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`order-${orderId}`])).map(
      (r) => r.event_type,
    );

  describe('POST /api/quotes/price', () => {
    it('prices DESIGN.md §8 examples to the cent, with the code applied', async () => {
      const res = await t
        .http()
        .post('/api/quotes/price')
        .send({ serviceType: 'subscription', serviceFrequency: 'weekly', numberOfDogs: '1', yardSize: 'small', commitmentMonths: 3, discountCode: ' take20 ' })
        .expect(200);
      expect(res.body).toMatchObject({
        basePrice: 9600,
        discountAmount: 1920,
        commitmentDiscount: 1152,
        finalPrice: 6528,
        setupFee: 2500,
        dueToday: 22084,
        monthlyPrice: 6528,
      });
      expect(res.body.discountCode).toMatchObject({ code: 'TAKE20', discountPercent: 20 });
      expect(res.body.lineItems.map((l: { id: string }) => l.id)).toEqual(['base', 'discount', 'commitment', 'setup']);
    });

    it('prices Gate Access Service at $2 on a small yard and refuses it on a larger one (spec 001 §3)', async () => {
      const plan = { serviceType: 'subscription', serviceFrequency: 'weekly', numberOfDogs: '1', addOns: { gateAccess: true } };
      const small = await t
        .http()
        .post('/api/quotes/price')
        .send({ ...plan, yardSize: 'small' })
        .expect(200);
      expect(small.body.lineItems).toContainEqual({ id: 'gateAccess', label: 'Gate Access Service', amount: 200 });
      expect(small.body.gifts).toEqual([{ id: 'firstMonthBinDeodorizing', label: 'Bin deodorizing with your first month' }]);
      const medium = await t
        .http()
        .post('/api/quotes/price')
        .send({ ...plan, yardSize: 'medium' })
        .expect(400);
      expect(medium.body.errors).toEqual({ addOns: 'Gate Access Service is available for small yards only' });
      const checkout = await t
        .http()
        .post('/api/checkout/subscription')
        .send(checkoutBody({ customerData: { yardSize: 'large' }, selectedAddOns: { gateAccess: true } }))
        .expect(400);
      expect(checkout.body.errors).toMatchObject({ addOns: 'Gate Access Service is available for small yards only' });
    });

    it('prices a bin-only order with no dogs', async () => {
      const res = await t
        .http()
        .post('/api/quotes/price')
        .send({ addOns: { trashBinService: true, binTakeOut: true, binBringIn: true }, trashDay: 'thursday' })
        .expect(200);
      expect(res.body).toMatchObject({ kind: 'bin-only', totalPrice: 8960, setupFee: 0, dueToday: 8960 });
      // The shared answer's text goes out as JSON, with the JSON answers' headers, the same for the next visitor.
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      const again = await t
        .http()
        .post('/api/quotes/price')
        .send({ addOns: { trashBinService: true, binTakeOut: true, binBringIn: true }, trashDay: 'thursday' })
        .expect(200);
      expect(again.text).toBe(res.text);
    });

    it('answers ten replays at once alike, and refuses a 90 kB value and a cross-site form post with a 4xx', async () => {
      const choices = { serviceType: 'subscription', serviceFrequency: 'weekly', numberOfDogs: '2', yardSize: 'medium', addOns: { deodorizing: true } };
      const replays = await Promise.all(Array.from({ length: 10 }, () => t.http().post('/api/quotes/price').send(choices)));
      expect(replays.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(replays.map((r) => r.text)).size).toBe(1);
      const huge = await t
        .http()
        .post('/api/quotes/price')
        .send({ ...choices, yardSize: 'x'.repeat(90_000) })
        .expect(400);
      expect(huge.body.errors).toEqual({ yardSize: expect.any(String) });
      // An HTML form on another site can only post a form or text: the quote takes JSON.
      await t.http().post('/api/quotes/price').set('Sec-Fetch-Site', 'cross-site').type('form').send('serviceFrequency=weekly').expect(415);
    });

    it("answers incomplete choices with the spec's messages", async () => {
      const res = await t
        .http()
        .post('/api/quotes/price')
        .send({ serviceFrequency: 'weekly', addOns: { binTakeOut: true } })
        .expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.errors).toEqual({
        numberOfDogs: 'Please select the number of dogs',
        yardSize: 'Please select your yard size',
        trashDay: 'Please choose your trash day',
      });
    });

    it('refuses an unknown discount code', async () => {
      const res = await t
        .http()
        .post('/api/quotes/price')
        .send({ serviceFrequency: 'monthly', numberOfDogs: '1', yardSize: 'small', discountCode: 'NOPE' })
        .expect(400);
      expect(res.body.errors).toEqual({ discountCode: 'Invalid or expired discount code' });
    });
  });

  describe('POST /api/discount-codes/validate', () => {
    it('trims and upper-cases the code', async () => {
      const res = await t.http().post('/api/discount-codes/validate').send({ code: '  welcome10 ' }).expect(200);
      expect(res.body).toEqual({ isValid: true, discountCode: { id: expect.any(String), code: 'WELCOME10', discountPercent: 10 } });
    });

    it('rejects inactive, expired and used-up codes', async () => {
      await createDiscountCode(t, 'OFF', 5, { active: false });
      await createDiscountCode(t, 'OLD', 5, { expiresAt: new Date(t.clock.now().getTime() - 1000) });
      await createDiscountCode(t, 'ONCE', 5, { usageLimit: 1 });
      for (const code of ['OFF', 'OLD', 'MISSING', '']) {
        const res = await t.http().post('/api/discount-codes/validate').send({ code }).expect(200);
        expect(res.body).toEqual({ isValid: false, error: 'Invalid or expired discount code' });
      }
      expect((await t.http().post('/api/discount-codes/validate').send({ code: 'once' })).body.isValid).toBe(true);
      await paidOrder(t, checkoutBody({ discountCode: 'ONCE' }));
      expect((await t.http().post('/api/discount-codes/validate').send({ code: 'once' })).body).toEqual({
        isValid: false,
        error: 'Invalid or expired discount code',
      });
    });

    it('rejects a body without a code', async () => {
      const res = await t.http().post('/api/discount-codes/validate').send({}).expect(400);
      expect(res.body.errors).toEqual({ code: 'Please enter a discount code' });
    });
  });

  describe('POST /api/checkout/subscription', () => {
    it('charges the server price and ignores a tampered price from the browser', async () => {
      const body = checkoutBody({
        pricing: { basePrice: 100, finalPrice: 1, setupFee: 0, totalPrice: 1, discountAmount: 0, addOnsPrice: 0 },
        discountCode: 'WELCOME10',
      });
      const res = await t.http().post('/api/checkout/subscription').send(body).expect(201);
      expect(res.body).toEqual({ url: expect.stringMatching(/^\/checkout\/sandbox\/cs_sandbox_[0-9a-f]{24}$/), orderId: expect.any(String) });
      const sessionId = res.body.url.split('/').pop();
      // 2 dogs, medium, weekly: 12400; deodorizing free; 10% → 11160; 3-month 15% → 1674 off → 9486; ×3 + 2500 setup.
      const session = await t.http().get(`/api/payments/sandbox/sessions/${sessionId}`).expect(200);
      expect(session.body.lineItems).toEqual([
        {
          label: expect.stringContaining('billed every 3 months'),
          amount: 3 * 9486,
          recurring: { intervalMonths: 3 },
          // What the hosted page (Stripe's product description) shows under the charge: the quote card's lines.
          description:
            'Weekly · 2 dogs · medium yard $124.00; Yard Deodorizing free; Discount code (10% off) -$12.40; 3-month prepay (15% off) -$16.74; free: bin deodorizing with your first month',
        },
        { label: 'One-time setup fee', amount: 2500, recurring: null, description: null },
      ]);
      expect(session.body.amountDueToday).toBe(3 * 9486 + 2500);
      // The sandbox page itemises the choices like the quote card: every line, the code, the gift.
      expect(session.body.breakdown.map((l: { id: string; amount: number }) => [l.id, l.amount])).toEqual([
        ['base', 12400],
        ['deodorizing', 0],
        ['discount', -1240],
        ['commitment', -1674],
        ['setup', 2500],
      ]);
      expect(session.body).toMatchObject({ discountCode: 'WELCOME10', trashDay: null, gifts: ['Bin deodorizing with your first month'] });
      const [row] = await t.database.db.query(
        'select final_price, due_today, discount_code, payment_status, checkout_session_id from customer_orders where id = $1',
        [res.body.orderId],
      );
      expect(row).toEqual({ final_price: 9486, due_today: 30958, discount_code: 'WELCOME10', payment_status: 'pending', checkout_session_id: sessionId });
      expect(await events(res.body.orderId)).toEqual(['order.checkout-started.v1']);
    });

    it('seals personal fields in the event log', async () => {
      const body = checkoutBody();
      const res = await t.http().post('/api/checkout/subscription').send(body).expect(201);
      const [stored] = await t.database.db.query<{ data: { customer: Record<string, string> } }>('select data from es_events where stream_id = $1', [
        `order-${res.body.orderId}`,
      ]);
      expect(JSON.stringify(stored.data)).not.toContain(body.customerData.email);
      expect(stored.data.customer.zipCode).toBe('91354');
    });

    it.each([
      [{ customerData: undefined }, { customerData: MISSING }],
      [{ customerData: { name: 42 } }, { 'customerData.name': MISSING }],
      [{ customerData: { email: 'jamie@' } }, { email: 'Please enter a valid email address' }],
      [{ customerData: { name: 'J' } }, { name: 'Please enter a valid name (letters, spaces, hyphens, and apostrophes only)' }],
      [{ customerData: { phone: '555-0100' } }, { phone: 'Please enter a valid phone number (e.g., (555) 123-4567)' }],
      [{ customerData: { zipCode: '9135' } }, { zipCode: 'Please enter a valid ZIP code (e.g., 91354 or 91354-1234)' }],
      [{ customerData: { zipCode: '90210' } }, { zipCode: expect.stringContaining("don't serve this ZIP code") }],
      [{ customerData: { numberOfDogs: '7' } }, { numberOfDogs: 'Please select the number of dogs' }],
      [{ selectedAddOns: { trashBinService: true } }, { trashDay: 'Please choose your trash day' }],
      [{ discountCode: 'BOGUS' }, { discountCode: 'Invalid or expired discount code' }],
      [{ surprise: true }, { surprise: 'surprise is not allowed' }],
    ])('refuses %j', async (override, errors) => {
      const body = checkoutBody() as Record<string, unknown>;
      const { customerData, ...rest } = override as { customerData?: Record<string, unknown> };
      const sent =
        'customerData' in override && customerData === undefined
          ? { ...body, customerData: undefined, ...rest }
          : { ...body, ...rest, customerData: { ...(body.customerData as object), ...customerData } };
      const res = await t.http().post('/api/checkout/subscription').send(sent).expect(400);
      expect(res.body.errors).toEqual(errors);
      expect(res.body.title).toBe('Invalid request data');
    });

    it('strips markup from text fields', async () => {
      const res = await t
        .http()
        .post('/api/checkout/subscription')
        .send(checkoutBody({ customerData: { name: '<b>Jamie</b> Rivera', specialInstructions: 'Gate <script>alert(1)</script>code 12' } }))
        .expect(201);
      const [row] = await t.database.db.query('select customer_name, special_instructions from customer_orders where id = $1', [res.body.orderId]);
      expect(row).toEqual({ customer_name: 'Jamie Rivera', special_instructions: 'Gate code 12' });
    });

    it('takes a name with accents and a curly apostrophe (José, Zoë, D’Arcy) as written', async () => {
      const res = await t
        .http()
        .post('/api/checkout/subscription')
        .send(checkoutBody({ customerData: { name: 'José Zoë D’Arcy', email: 'jose.darcy@example.com' } }))
        .expect(201);
      const [row] = await t.database.db.query('select customer_name from customer_orders where id = $1', [res.body.orderId]);
      expect(row).toEqual({ customer_name: 'José Zoë D’Arcy' });
    });

    it('sends a one-time cleanup to the other endpoint', async () => {
      const res = await t
        .http()
        .post('/api/checkout/subscription')
        .send(checkoutBody({ customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time' } }))
        .expect(400);
      expect(res.body.errors.serviceFrequency).toMatch(/one-time/);
    });
  });

  describe('submission limits', () => {
    it('needs 3 s between submits, then allows 3 per 5 minutes per e-mail', async () => {
      const first = checkoutBody({ commitmentMonths: 1 });
      const email = first.customerData.email;
      const variant = (dogs: string) => ({ ...first, customerData: { ...first.customerData, email, numberOfDogs: dogs } });
      await t.http().post('/api/checkout/subscription').send(variant('1')).expect(201);
      const tooSoon = await t.http().post('/api/checkout/subscription').send(variant('2')).expect(429);
      expect(tooSoon.body).toMatchObject({ title: 'Please Wait', detail: 'Please wait a moment before submitting again.' });
      expect(tooSoon.headers['retry-after']).toBe('3');
      t.clock.advance(3_000);
      await t.http().post('/api/checkout/subscription').send(variant('2')).expect(201);
      t.clock.advance(3_000);
      await t.http().post('/api/checkout/subscription').send(variant('3+')).expect(201);
      t.clock.advance(3_000);
      const fourth = await t
        .http()
        .post('/api/checkout/subscription')
        .send({ ...variant('1'), commitmentMonths: 3 })
        .expect(429);
      expect(fourth.body).toMatchObject({ title: 'Too Many Requests', detail: 'Please wait a few minutes before submitting another quote request.' });
      t.clock.advance(5 * 60_000);
      await t
        .http()
        .post('/api/checkout/subscription')
        .send({ ...variant('1'), commitmentMonths: 3 })
        .expect(201);
    });

    it('resumes an open checkout for the same submission from the same browser instead of opening a second order', async () => {
      const body = checkoutBody();
      const browser = t.agent();
      const first = await browser.post('/api/checkout/subscription').send(body).expect(201);
      t.clock.advance(5_000);
      const again = await browser.post('/api/checkout/subscription').send(body).expect(201);
      expect(again.body).toEqual(first.body);
      const [{ n }] = await t.database.db.query('select count(*)::int as n from customer_orders where customer_email = $1', [body.customerData.email]);
      expect(n).toBe(1);
    });

    it('blocks a duplicate of a paid submission for 10 minutes', async () => {
      const body = checkoutBody();
      await paidOrder(t, body);
      t.clock.advance(5_000);
      const dup = await t.http().post('/api/checkout/subscription').send(body).expect(409);
      expect(dup.body).toMatchObject({
        title: 'Duplicate Submission Detected',
        detail: "You've already submitted a quote recently. Please check your email or wait before submitting again.",
      });
      t.clock.advance(10 * 60_000);
      await t.http().post('/api/checkout/subscription').send(body).expect(201);
    });
  });

  describe('one-time and bin-only', () => {
    it('opens a payment-mode checkout for a Yard Rescue', async () => {
      const body = checkoutBody({
        customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time', numberOfDogs: '2', yardSize: 'small' },
        commitmentMonths: 1,
      });
      const { orderId, sessionId, redirectUrl } = await paidOrder(t, body, 'one-time');
      expect(redirectUrl).toBe(`/payment-success?session_id=${sessionId}`);
      const order = await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200);
      expect(order.body).toMatchObject({
        id: orderId,
        serviceType: 'one-time',
        isSubscription: false,
        finalPrice: 9000,
        setupFee: 0,
        dueToday: 9000,
        paymentStatus: 'completed',
      });
    });

    it('takes a bin-only order as a monthly subscription without setup fee', async () => {
      const body = checkoutBody({
        customerData: { numberOfDogs: '', yardSize: '', serviceFrequency: '' },
        selectedAddOns: { trashBinService: true, binTakeOut: true, binBringIn: true },
        trashDay: 'Thursday',
        commitmentMonths: 3,
      });
      const { sessionId } = await paidOrder(t, body);
      const order = await t.http().get(`/api/orders/by-session/${sessionId}`).expect(200);
      expect(order.body).toMatchObject({
        isBinOnly: true,
        isSubscription: true,
        finalPrice: 8960,
        setupFee: 0,
        dueToday: 8960,
        commitmentMonths: 1,
        trashDay: 'thursday',
        subscriptionStatus: 'active',
      });
    });
  });

  describe('which consumers a commit wakes', () => {
    const ORDER_CONSUMERS = [
      'follow-up-relay',
      'lead-conversion',
      'service-plan-starter',
      'service-plan-follower',
      'service-billing-standing',
      'dunning-mailer',
      'sms-dunning-texts',
    ];
    const VISIT_CONSUMERS = ['sms-visit-texts', 'auto-on-the-way', 'visit-report-mailer'];
    /** The consumers among `names` that a notice (commitNotice, or a stream type alone when eventType is null) wakes. */
    const woken = (names: string[], streamType: string, eventType: string | null) => {
      const host = t.app.get(ConsumerHost);
      return names.filter((name) => {
        const runner = host.runner(name);
        if (!runner) throw new Error(`no consumer ${name}`);
        return wakesFor(runner.consumer, eventType === null ? streamType : commitNotice(streamType, eventType));
      });
    };

    it("wakes none of the order consumers for a checkout's commit, and those that act on a payment for its payment", () => {
      expect(woken(ORDER_CONSUMERS, 'order', 'order.checkout-started')).toEqual([]);
      expect(woken(ORDER_CONSUMERS, 'order', 'order.payment-completed')).toEqual(['follow-up-relay', 'lead-conversion', 'service-plan-starter']);
      expect(woken(ORDER_CONSUMERS, 'order', 'order.dunning-reminder-sent')).toEqual(['dunning-mailer', 'sms-dunning-texts']);
      expect(woken(ORDER_CONSUMERS, 'order', 'order.subscription-changed')).toEqual(['service-plan-follower']);
      expect(woken(ORDER_CONSUMERS, 'order', 'order.service-suspended')).toEqual(['service-billing-standing']);
      // A notice with the stream type alone (an append inside a caller's transaction) wakes every order consumer.
      expect(woken(ORDER_CONSUMERS, 'order', null)).toEqual(ORDER_CONSUMERS);
    });

    it('wakes the visit consumers only for the visit events they text, chain or report', () => {
      expect(woken(VISIT_CONSUMERS, 'visit', 'visit.assigned')).toEqual([]);
      expect(woken(VISIT_CONSUMERS, 'visit', 'visit.on-the-way')).toEqual(['sms-visit-texts']);
      expect(woken(VISIT_CONSUMERS, 'visit', 'visit.completed')).toEqual(VISIT_CONSUMERS);
      expect(woken(VISIT_CONSUMERS, 'visit', 'visit.report-resent')).toEqual(['visit-report-mailer']);
      expect(woken(VISIT_CONSUMERS, 'order', 'visit.completed')).toEqual([]);
    });
  });
});
