import { CART_FOLLOW_UP_TIMER, Timers } from '../../backend/src/modules/leads/consumers/lead-timers';
import { cartIdFor } from '../../backend/src/modules/leads/commands/track-cart.command';
import { SweepOverdueTimersJob } from '../../backend/src/modules/leads/consumers/sweep-timers.job';
import { PersonalDataVault } from '../../backend/src/event-store';
import { eventually } from '../support/eventually';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

let seq = 0;
const freshEmail = () => `cart.${++seq}.${Date.now().toString(36)}@example.com`;

describe('abandoned carts, area requests and data-deletion requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // 09:00 in Los Angeles on 2026-01-15; the local day ends at 2026-01-16T08:00Z.
  beforeEach(() => t.clock.set('2026-01-15T17:00:00.000Z'));
  afterAll(() => t.close());

  const cart = (body: object, asBeacon = false) =>
    asBeacon
      ? t.http().post('/api/abandoned-cart').set('Content-Type', 'text/plain').send(JSON.stringify(body))
      : t.http().post('/api/abandoned-cart').send(body);
  /** The browser's lead for each e-mail: a cart is reported for the browser's own lead, whose e-mail it goes to. */
  const leads = new Map<string, { leadId: string; leadToken: string }>();
  const leadFor = async (email: string) => {
    if (!leads.has(email)) leads.set(email, (await t.http().post('/api/leads').send({ contact_info: email, contact_type: 'email' }).expect(200)).body);
    return leads.get(email)!;
  };
  const cartBody = async (email: string, extra: object = {}) => {
    const { leadId, leadToken } = await leadFor(email);
    return {
      trigger: 'track',
      lead_id: leadId,
      lead_token: leadToken,
      customer_name: 'Jamie Rivera',
      form_data: { numberOfDogs: '1', yardSize: 'small', serviceFrequency: 'weekly' },
      page: '/',
      ...extra,
    };
  };
  const cartRow = async (email: string) => (await t.database.db.query('select * from abandoned_carts where customer_email = $1', [email]))[0];

  describe('abandoned-cart follow-up', () => {
    it('tracks a cart and arms its follow-up for the end of the local day', async () => {
      const email = freshEmail();
      expect((await cart(await cartBody(email)).expect(200)).body).toEqual({ status: 'tracking' });
      const row = await cartRow(email);
      expect(row).toMatchObject({ status: 'tracking', customer_name: 'Jamie Rivera', local_date: '2026-01-15' });
      expect(new Date(row.follow_up_due_at).toISOString()).toBe('2026-01-16T08:00:00.000Z');
      const job = await t.app.get(Timers).queue.getJob(Timers.jobId(CART_FOLLOW_UP_TIMER, row.id));
      expect(await job!.getState()).toBe('delayed');
      // 15 hours from 09:00 to midnight.
      expect(job!.delay).toBe(15 * 3_600_000);
      // Reporting again keeps one cart and its newest snapshot.
      await cart(await cartBody(email, { form_data: { numberOfDogs: '3+' } })).expect(200);
      const [{ n }] = await t.database.db.query('select count(*)::int as n from abandoned_carts where customer_email = $1', [email]);
      expect(n).toBe(1);
      expect((await cartRow(email)).form_data).toEqual({ numberOfDogs: '3+' });
    });

    it('sends the follow-up when the timer fires at midnight, and never twice', async () => {
      const email = freshEmail();
      await cart(await cartBody(email)).expect(200);
      const { id } = await cartRow(email);
      const job = await t.app.get(Timers).queue.getJob(Timers.jobId(CART_FOLLOW_UP_TIMER, id));
      t.clock.set('2026-01-16T08:00:01.000Z');
      await job!.promote();
      const row = await eventually(
        () => cartRow(email),
        (r) => r.status === 'abandoned',
        'the end-of-day follow-up',
      );
      expect(row.abandon_trigger).toBe('end-of-day');
      expect((await cart(await cartBody(email)).expect(200)).body).toEqual({ status: 'skipped', reason: 'already-sent' });
      const [{ n }] = await t.database.db.query(`select count(*)::int as n from es_events where stream_id = $1 and event_type = 'cart.abandoned.v1'`, [
        `cart-${id}`,
      ]);
      expect(n).toBe(1);
    });

    it('sends at once on unload (a text/plain beacon); concurrent beacons send once', async () => {
      const email = freshEmail();
      const [first, second] = [await cartBody(email, { trigger: 'unload' }), await cartBody(email, { trigger: 'unload' })];
      const answers = await Promise.all([cart(first, true), cart(second, true)]);
      expect(answers.map((a) => a.body.status).sort()).toEqual(['sent', 'skipped']);
      expect(await cartRow(email)).toMatchObject({ status: 'abandoned' });
    });

    it('only tracks on a hidden tab (issue 18 §6): nothing is sent, the end-of-day follow-up stays armed, a real unload still sends', async () => {
      const email = freshEmail();
      expect((await cart(await cartBody(email, { trigger: 'page-hidden' }), true).expect(200)).body).toEqual({ status: 'tracking' });
      expect(await cartRow(email)).toMatchObject({ status: 'tracking', abandoned_at: null });
      expect((await cart(await cartBody(email, { trigger: 'unload' }), true).expect(200)).body.status).toBe('sent');
      expect(await cartRow(email)).toMatchObject({ status: 'abandoned', abandon_trigger: 'unload' });
    });

    it('skips a customer who has paid, and payment pages', async () => {
      const { email } = await paidOrder(t, checkoutBody());
      expect((await cart(await cartBody(email, { trigger: 'page-hidden' })).expect(200)).body).toEqual({ status: 'skipped', reason: 'purchased' });
      expect((await cart(await cartBody(freshEmail(), { page: '/subscription-success' })).expect(200)).body).toEqual({
        status: 'skipped',
        reason: 'payment-page',
      });
    });

    it('does not send at midnight when the visitor bought during the day', async () => {
      const body = checkoutBody();
      const email = body.customerData.email as string;
      await cart(await cartBody(email)).expect(200);
      await paidOrder(t, body);
      t.clock.set('2026-01-16T08:05:00.000Z');
      await t.app.get(SweepOverdueTimersJob).run();
      expect(await cartRow(email)).toMatchObject({ status: 'tracking', abandoned_at: null });
    });

    it('is sent by the sweep when Redis lost the timer', async () => {
      const email = freshEmail();
      await cart(await cartBody(email)).expect(200);
      const vault = t.app.get(PersonalDataVault);
      const id = cartIdFor(vault.subjectIdFor(email), '2026-01-15');
      await (await t.app.get(Timers).queue.getJob(Timers.jobId(CART_FOLLOW_UP_TIMER, id)))!.remove();
      t.clock.set('2026-01-16T07:59:00.000Z');
      await t.app.get(SweepOverdueTimersJob).run();
      expect((await cartRow(email)).status).toBe('tracking');
      t.clock.set('2026-01-16T08:01:00.000Z');
      await t.app.get(SweepOverdueTimersJob).run();
      expect(await cartRow(email)).toMatchObject({ status: 'abandoned', abandon_trigger: 'end-of-day' });
    });

    it('rejects bad input with clear messages', async () => {
      const { leadId, leadToken } = await leadFor(freshEmail());
      expect((await cart({ lead_id: leadId, lead_token: leadToken, customer_name: 'Jamie', customer_email: 'nope' }).expect(400)).body.errors).toEqual({
        customer_email: 'The follow-up goes only to the e-mail address this quote was started with',
      });
      expect((await cart({ lead_id: leadId, lead_token: leadToken }).expect(400)).body.errors).toEqual({ customer_name: 'Full name is required' });
      expect((await cart({ customer_name: 'Jamie' }).expect(400)).body.errors).toEqual({ lead_id: 'Lead id is required' });
      await t.http().post('/api/abandoned-cart').set('Content-Type', 'text/plain').send('nope').expect(400);
    });
  });

  describe('area requests', () => {
    const areaBody = (extra: object = {}) => ({
      zipCode: '93510',
      customerName: 'Ana Reyes',
      customerEmail: 'ana@example.com',
      customerPhone: '',
      yardSize: 'small',
      numberOfDogs: '1',
      selectedAddOns: { deodorizing: true },
      trashDay: '',
      serviceType: 'subscription',
      serviceFrequency: 'weekly',
      ...extra,
    });

    it('records the request with the spec validation, and limits 5 per 5 minutes', async () => {
      const created = await t.http().post('/api/area-requests').send(areaBody()).expect(201);
      const [row] = await t.database.db.query('select * from area_requests where id = $1', [created.body.id]);
      expect(row).toMatchObject({ zip_code: '93510', customer_name: 'Ana Reyes', customer_email: 'ana@example.com', selected_add_ons: { deodorizing: true } });
      expect((await t.http().post('/api/area-requests').send({ zipCode: '93510' }).expect(400)).body.detail).toContain('Missing required area request data');
      expect(
        (
          await t
            .http()
            .post('/api/area-requests')
            .send(areaBody({ zipCode: '9351' }))
            .expect(400)
        ).body.errors,
      ).toEqual({ zipCode: 'Invalid ZIP code format' });
      expect(
        (
          await t
            .http()
            .post('/api/area-requests')
            .send(areaBody({ customerEmail: 'ana@' }))
            .expect(400)
        ).body.errors,
      ).toEqual({ customerEmail: 'Invalid email format' });
      for (let i = 0; i < 4; i++) await t.http().post('/api/area-requests').send(areaBody()).expect(201);
      const limited = await t.http().post('/api/area-requests').send(areaBody()).expect(429);
      expect(limited.body).toMatchObject({ title: 'Too Many Requests', detail: 'Please wait before submitting another area request.' });
      t.clock.advance(5 * 60_000);
      await t.http().post('/api/area-requests').send(areaBody()).expect(201);
    });
  });

  describe('data-deletion requests', () => {
    it('records the request and answers with the spec words; 5 per minute', async () => {
      const ok = await t
        .http()
        .post('/api/data-deletion-requests')
        .send({ email: 'Del@Example.com', fullName: 'Del Person', reason: '<b>please</b>' })
        .expect(201);
      expect(ok.body).toMatchObject({
        title: 'Data Deletion Request Submitted',
        message: "We'll process your request within 30 days and send confirmation to your email.",
      });
      const [row] = await t.database.db.query('select * from data_deletion_requests where id = $1', [ok.body.id]);
      expect(row).toMatchObject({ email: 'del@example.com', full_name: 'Del Person', reason: 'please', status: 'awaiting-confirmation' });
      expect((await t.http().post('/api/data-deletion-requests').send({ email: 'x', fullName: '' }).expect(400)).body.errors).toEqual({
        email: 'Please enter a valid email address',
        fullName: 'Full name is required',
      });
      // Different addresses, so the per-address limit (3 an hour, security/erasure-confirmation) stays out of the way.
      for (let i = 0; i < 4; i++)
        await t
          .http()
          .post('/api/data-deletion-requests')
          .send({ email: `a${i}@b.co`, fullName: 'A B' })
          .expect(201);
      expect((await t.http().post('/api/data-deletion-requests').send({ email: 'a9@b.co', fullName: 'A B' }).expect(429)).body.detail).toBe(
        'Too many requests. Please try again later.',
      );
    });
  });

  describe('staff lists', () => {
    it('lists area requests and data-deletion requests for admins only', async () => {
      await t
        .http()
        .post('/api/area-requests')
        .set('X-Forwarded-For', '198.51.100.9')
        .send({ zipCode: '93551', customerName: 'Lee Admin', customerEmail: 'lee.list@example.com', customerPhone: '' })
        .expect(201);
      await t
        .http()
        .post('/api/data-deletion-requests')
        .set('X-Forwarded-For', '198.51.100.9')
        .send({ email: 'list.delete@example.com', fullName: 'List Delete' })
        .expect(201);
      await t.http().get('/api/admin/area-requests').expect(401);
      const admin = await t.signIn('admin');
      const areas = await t
        .http()
        .get('/api/admin/area-requests')
        .query({ filter: JSON.stringify({ q: 'lee.list' }) })
        .set('Cookie', admin)
        .expect(200);
      expect(areas.headers['content-range']).toBe('area-requests 0-0/1');
      expect(areas.body[0]).toMatchObject({ zip_code: '93551', customer_name: 'Lee Admin', created_at: expect.stringMatching(/^2026-/) });
      const deletions = await t
        .http()
        .get('/api/admin/data-deletion-requests')
        .query({ filter: JSON.stringify({ q: 'list.delete' }) })
        .set('Cookie', admin)
        .expect(200);
      expect(deletions.body).toEqual([
        expect.objectContaining({ email: 'list.delete@example.com', full_name: 'List Delete', status: 'awaiting-confirmation' }),
      ]);
    });
  });
});
