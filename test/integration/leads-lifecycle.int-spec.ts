import { Queue } from 'bullmq';
import { EventStore } from '../../backend/src/event-store';
import { INACTIVITY_TIMER, Timers } from '../../backend/src/modules/leads/consumers/lead-timers';
import { SweepOverdueTimersJob } from '../../backend/src/modules/leads/consumers/sweep-timers.job';
import { eventually } from '../support/eventually';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let seq = 0;
const freshEmail = () => `lead.${++seq}.${Date.now().toString(36)}@example.com`;

function leadBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    contact_info: email,
    contact_type: 'email',
    form_data: { numberOfDogs: '2', yardSize: 'medium', serviceFrequency: 'weekly', email },
    form_type: 'quote',
    source_page: '/?dogs=2#quote',
    referrer: 'https://www.google.com/',
    user_agent: 'jest',
    user_session: 'tab-1',
    ...extra,
  };
}

describe('leads: the lifecycle rules, enforced by the server', () => {
  let t: TestApp;
  let timers: Queue;

  beforeAll(async () => {
    t = await createTestApp();
    timers = t.app.get(Timers).queue;
  });
  beforeEach(() => t.clock.set('2026-01-15T17:00:00.000Z'));
  afterAll(() => t.close());

  const create = (body: object) => t.http().post('/api/leads').send(body);
  /** What the browser sends back to act on its lead: the secret from the create answer. */
  const held = (answer: { leadId: string; leadToken: string }) => ({ lead_id: answer.leadId, lead_token: answer.leadToken });
  const onLead = (answer: { leadId: string; leadToken: string }, action: 'progress' | 'abandon') =>
    t.http().post(`/api/leads/${answer.leadId}/${action}`).set('X-Lead-Token', answer.leadToken);
  const lead = async (id: string) => (await t.database.db.query('select * from lead_tracking where id = $1', [id]))[0];
  const eventTypes = async (id: string) =>
    (await t.database.db.query<{ event_type: string }>('select event_type from es_events where stream_id = $1 order by version', [`lead-${id}`])).map(
      (r) => r.event_type,
    );

  it('creates a lead, then reuses it for the same e-mail within 24 hours when the browser holds its secret', async () => {
    const email = freshEmail();
    const first = await create(leadBody(email)).expect(200);
    expect(first.body).toEqual({ leadId: expect.any(String), leadToken: expect.any(String), status: 'created' });
    t.clock.advance(23 * HOUR);
    const again = await create(leadBody(email.toUpperCase(), { source_page: '/valencia', ...held(first.body) })).expect(200);
    expect(again.body).toEqual({ leadId: first.body.leadId, leadToken: first.body.leadToken, status: 'reused' });
    const row = await lead(first.body.leadId);
    expect(row).toMatchObject({
      contact_info: email,
      status: 'active',
      reuse_count: 1,
      source_page: '/?dogs=2#quote',
      referrer: 'https://www.google.com/',
      form_type: 'quote',
    });
    expect(await eventTypes(first.body.leadId)).toEqual(['lead.started.v1', 'lead.reused.v1']);
    // The e-mail is sealed in the log, never stored in the clear.
    const raw = await t.database.db.query<{ data: unknown }>('select data from es_events where stream_id = $1', [`lead-${first.body.leadId}`]);
    expect(JSON.stringify(raw)).not.toContain(email);
    // So is the secret: only its hash is kept.
    expect(JSON.stringify(raw)).not.toContain(first.body.leadToken);
  });

  it('starts a new lead after 24 hours', async () => {
    const email = freshEmail();
    const first = await create(leadBody(email)).expect(200);
    // Its timer never fires here (nothing promotes it), so the lead is still open, just older than the window.
    t.clock.advance(24 * HOUR + MINUTE);
    const second = await create(leadBody(email, held(first.body))).expect(200);
    expect(second.body.status).toBe('created');
    expect(second.body.leadId).not.toBe(first.body.leadId);
    expect((await lead(first.body.leadId)).status).toBe('active');
  });

  it("blocks the browser's new lead for 4 hours after its lead was abandoned, then allows it", async () => {
    const email = freshEmail();
    const { body } = await create(leadBody(email)).expect(200);
    // The beacon's text/plain body, which carries the secret.
    const abandoned = await t
      .http()
      .post(`/api/leads/${body.leadId}/abandon`)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ reason: 'browser-closed', last_form_data: { numberOfDogs: '3+', note: '<b>hi</b>' }, lead_token: body.leadToken }))
      .expect(200);
    expect(abandoned.body).toEqual({ leadId: body.leadId, status: 'abandoned' });
    expect(await lead(body.leadId)).toMatchObject({ status: 'abandoned', abandonment_reason: 'browser-closed', form_data: { numberOfDogs: '3+', note: 'hi' } });
    // A second beacon (another tab's close) changes nothing.
    await onLead(body, 'abandon').send({ reason: 'browser-closed' }).expect(200);
    expect(await eventTypes(body.leadId)).toEqual(['lead.started.v1', 'lead.abandoned.v1']);

    t.clock.advance(3 * HOUR + 59 * MINUTE);
    expect((await create(leadBody(email, held(body))).expect(200)).body).toEqual({ leadId: null, status: 'blocked' });
    t.clock.advance(2 * MINUTE);
    const after = await create(leadBody(email, held(body))).expect(200);
    expect(after.body.status).toBe('created');
  });

  it('keeps the lead open when the tab is hidden (issue 18 §6): no close, no follow-up, no block; inactivity or a real unload ends it', async () => {
    const email = freshEmail();
    const { body } = await create(leadBody(email)).expect(200);
    const hidden = await t
      .http()
      .post(`/api/leads/${body.leadId}/abandon`)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ reason: 'page-hidden', last_form_data: { numberOfDogs: '3+' }, lead_token: body.leadToken }))
      .expect(200);
    expect(hidden.body).toEqual({ leadId: body.leadId, status: 'active' });
    expect(await eventTypes(body.leadId)).toEqual(['lead.started.v1']);
    expect(await lead(body.leadId)).toMatchObject({ status: 'active', abandoned_at: null });
    // Its inactivity timer still runs (the hidden tab's grace), and the visitor coming back is not blocked: the lead is reused.
    expect(await timers.getJob(Timers.jobId(INACTIVITY_TIMER, body.leadId))).toBeDefined();
    t.clock.advance(10 * MINUTE);
    expect((await create(leadBody(email, held(body))).expect(200)).body).toMatchObject({ leadId: body.leadId, status: 'reused' });
    // A stranger's page-hidden is still not found; a real unload still ends the lead at once.
    await t.http().post(`/api/leads/${body.leadId}/abandon`).set('X-Lead-Token', 'not-the-secret').send({ reason: 'page-hidden' }).expect(404);
    expect((await onLead(body, 'abandon').send({ reason: 'browser-closed' }).expect(200)).body).toEqual({ leadId: body.leadId, status: 'abandoned' });
    expect(await eventTypes(body.leadId)).toEqual(['lead.started.v1', 'lead.reused.v1', 'lead.abandoned.v1']);
  });

  it('asks a converted customer (the browser that paid for its lead) to confirm before a new lead, and records the confirmation', async () => {
    const order = checkoutBody();
    const email = order.customerData.email as string;
    const paidFor = (await create(leadBody(email)).expect(200)).body;
    await paidOrder(t, { ...order, leadId: paidFor.leadId } as ReturnType<typeof checkoutBody>);
    await eventually(
      () => lead(paidFor.leadId),
      (r) => r.status === 'converted',
      'the lead conversion',
    );
    const unconfirmed = await create(leadBody(email, held(paidFor))).expect(200);
    expect(unconfirmed.body).toEqual({ leadId: null, status: 'blocked', existingClient: true });
    const [{ n }] = await t.database.db.query(`select count(*)::int as n from lead_tracking where contact_info = $1`, [email]);
    expect(n).toBe(1);
    const confirmed = await create(leadBody(email, { confirm_existing_client: true, ...held(paidFor) })).expect(200);
    expect(confirmed.body).toEqual({ leadId: expect.any(String), leadToken: expect.any(String), status: 'created', existingClient: true });
    expect(await eventTypes(confirmed.body.leadId)).toEqual(['lead.started.v1', 'lead.existing-client-confirmed.v1']);
    expect(await lead(confirmed.body.leadId)).toMatchObject({ existing_client: true, existing_client_confirmed_at: expect.any(Date) });
  });

  it('keeps one lead when the browser fires its create several times at once', async () => {
    const email = freshEmail();
    const { body } = await create(leadBody(email)).expect(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(leadBody(email, held(body))).expect(200)));
    expect(new Set(answers.map((a) => a.body.leadId))).toEqual(new Set([body.leadId]));
    expect(answers.map((a) => a.body.status)).toEqual(['reused', 'reused', 'reused', 'reused', 'reused']);
    expect(await eventTypes(body.leadId)).toEqual(['lead.started.v1', ...answers.map(() => 'lead.reused.v1')]);
  });

  it('records progress, contact updates by the spec rules, and the move to In Progress', async () => {
    const { body } = await create(leadBody(freshEmail())).expect(200);
    const id = body.leadId;
    const progress = () => onLead(body, 'progress');
    await progress()
      .send({ step: 'service-details', form_data: { numberOfDogs: '1' } })
      .expect(200);
    const badPhone = await progress()
      .send({ step: 'customer-info', form_data: {}, contact_field_update: { fieldType: 'phone', value: '555-12' } })
      .expect(400);
    expect(badPhone.body.errors).toEqual({ 'contact_field_update.value': 'A phone number needs at least 10 digits' });
    const oneWord = await progress()
      .send({ step: 'customer-info', form_data: {}, contact_field_update: { fieldType: 'name', value: 'Jamie' } })
      .expect(400);
    expect(oneWord.body.errors['contact_field_update.value']).toBe('Please enter a full name (first and last)');
    await progress()
      .send({ step: 'customer-info', form_data: {}, contact_field_update: { fieldType: 'name', value: 'Jamie <i>Rivera</i>' } })
      .expect(200);
    await progress()
      .send({ step: 'customer-info', form_data: {}, contact_field_update: { fieldType: 'phone', value: '(661) 555-0100', trelloFieldId: 'abc' } })
      .expect(200);
    const moved = await progress()
      .send({ step: 'checkout', form_data: { numberOfDogs: '1' }, move_to_in_progress: true })
      .expect(200);
    expect(moved.body).toEqual({ leadId: id, status: 'in-progress' });
    expect(await lead(id)).toMatchObject({
      status: 'in-progress',
      contact_name: 'Jamie Rivera',
      contact_phone: '(661) 555-0100',
      last_step: 'checkout',
      form_data: { numberOfDogs: '1' },
    });
    expect(await eventTypes(id)).toEqual([
      'lead.started.v1',
      'lead.progressed.v1',
      'lead.progressed.v1',
      'lead.contact-updated.v1',
      'lead.progressed.v1',
      'lead.contact-updated.v1',
      'lead.progressed.v1',
      'lead.moved-to-in-progress.v1',
    ]);
    // A closed lead takes no more progress.
    await onLead(body, 'abandon').send({ reason: 'browser-closed' }).expect(200);
    const closed = await progress().send({ step: 'add-ons', form_data: {} }).expect(409);
    expect(closed.body.title).toBe('This lead is already closed');
  });

  it('answers bad input with clear messages and unknown leads with 404, never 500', async () => {
    expect((await create({ ...leadBody('not-an-email') }).expect(400)).body.errors).toEqual({ contact_info: 'Please enter a valid email address' });
    expect((await create({ contact_type: 'phone', contact_info: 'a@b.co' }).expect(400)).body.errors.contact_type).toBe('contact_type must be email');
    expect((await create({ ...leadBody(freshEmail()), extra: 1 }).expect(400)).body.errors).toEqual({ extra: 'extra is not allowed' });
    await t.http().post('/api/leads/not-a-uuid/progress').send({ step: 'x' }).expect(404);
    await t.http().post('/api/leads/00000000-0000-4000-8000-000000000000/progress').send({ step: 'x' }).expect(404);
    await t.http().post('/api/leads/00000000-0000-4000-8000-000000000000/abandon').set('Content-Type', 'text/plain').send('{not json').expect(400);
    const reason = await t.http().post('/api/leads/00000000-0000-4000-8000-000000000000/abandon').send({ reason: 'inactivity' }).expect(400);
    expect(reason.body.errors.reason).toBe('reason must be page-hidden or browser-closed');
  });

  describe('the 30-minute inactivity timer (a BullMQ delayed job on the injected clock)', () => {
    const jobOf = (id: string) => timers.getJob(Timers.jobId(INACTIVITY_TIMER, id));

    it('arms a new lead’s timer without looking for an earlier one, and moves a reused lead’s', async () => {
      const lookups = jest.spyOn(timers, 'getJob');
      const email = freshEmail();
      const { body } = await create(leadBody(email)).expect(200);
      // The lead's id was minted by this request: no timer could exist for it, so none was looked for.
      expect(lookups).not.toHaveBeenCalled();
      lookups.mockRestore();
      const armed = await jobOf(body.leadId);
      expect(await armed!.getState()).toBe('delayed');
      expect(armed!.delay).toBe(30 * MINUTE);

      t.clock.advance(10 * MINUTE);
      const reusedLookups = jest.spyOn(timers, 'getJob');
      expect((await create(leadBody(email, held(body))).expect(200)).body).toMatchObject({ leadId: body.leadId, status: 'reused' });
      // A reused lead has a timer: it is found and moved to 30 minutes from now (one job, not a second).
      expect(reusedLookups).toHaveBeenCalledWith(Timers.jobId(INACTIVITY_TIMER, body.leadId));
      reusedLookups.mockRestore();
      const moved = await jobOf(body.leadId);
      expect(moved!.id).toBe(armed!.id);
      expect(await moved!.getState()).toBe('delayed');
      expect(moved!.delay).toBe(30 * MINUTE);
    });

    it('is armed for 30 minutes, re-armed by activity, and abandons the lead when it falls due', async () => {
      const { body } = await create(leadBody(freshEmail())).expect(200);
      const id = body.leadId;
      const armed = await jobOf(id);
      expect(armed).toBeDefined();
      expect(await armed!.getState()).toBe('delayed');
      expect(armed!.delay).toBe(30 * MINUTE);

      t.clock.advance(20 * MINUTE);
      await onLead(body, 'progress').send({ step: 'add-ons', form_data: {} }).expect(200);
      const rearmed = await jobOf(id);
      expect(await rearmed!.getState()).toBe('delayed');
      expect(rearmed!.delay).toBe(30 * MINUTE);

      // Fired at minute 30 of the first arming, it is not due (activity at minute 20): it waits again.
      t.clock.advance(10 * MINUTE);
      await rearmed!.promote();
      await eventually(
        async () => (await jobOf(id))?.getState(),
        (s) => s === 'delayed',
        'the early timer to wait again',
      );
      expect((await lead(id)).status).toBe('active');

      // At minute 50 it is due: the lead is abandoned for inactivity and the job is gone.
      t.clock.advance(20 * MINUTE);
      await (await jobOf(id))!.promote();
      await eventually(
        () => lead(id),
        (row) => row.status === 'abandoned',
        'the inactivity abandonment',
      );
      expect(await lead(id)).toMatchObject({ abandonment_reason: 'inactivity' });
      const [abandonedBy] = await t.database.db.query(
        `select metadata->>'actor' as actor from es_events where stream_id = $1 and event_type = 'lead.abandoned.v1'`,
        [`lead-${id}`],
      );
      expect(abandonedBy.actor).toBe('system:inactivity-timer');
      await eventually(
        () => jobOf(id),
        (job) => job === undefined,
        'the finished timer job to be removed',
      );
    });

    it("moves the timer while a step's progress is recorded, not in round trips after the record", async () => {
      // Given a lead, and the order in which its progress is recorded and its timer moved.
      const { body } = await create(leadBody(freshEmail())).expect(200);
      t.clock.advance(5 * MINUTE);
      const steps: string[] = [];
      const store = t.app.get(EventStore);
      const append = store.append.bind(store);
      const recording = jest.spyOn(store, 'append').mockImplementation(async (...args: Parameters<EventStore['append']>) => {
        const result = await append(...args);
        steps.push(`recorded ${args[0]}`);
        return result;
      });
      const timerService = t.app.get(Timers);
      const arm = timerService.arm.bind(timerService);
      const arming = jest.spyOn(timerService, 'arm').mockImplementation((...args: Parameters<Timers['arm']>) => {
        steps.push(`arm ${args[1]}`);
        return arm(...args);
      });
      try {
        // When the visitor records a step.
        await onLead(body, 'progress').send({ step: 'add-ons', form_data: {} }).expect(200);
      } finally {
        recording.mockRestore();
        arming.mockRestore();
      }
      // Then the timer was on its way before the record was answered, and it is one delayed job, 30 minutes on.
      expect(steps).toEqual([`arm ${body.leadId}`, `recorded lead-${body.leadId}`]);
      const job = await jobOf(body.leadId);
      expect(await job!.getState()).toBe('delayed');
      expect(job!.delay).toBe(30 * MINUTE);
    });

    it('is caught by the sweep when Redis lost it', async () => {
      const { body } = await create(leadBody(freshEmail())).expect(200);
      await (await jobOf(body.leadId))!.remove();
      t.clock.advance(29 * MINUTE);
      await t.app.get(SweepOverdueTimersJob).run();
      expect((await lead(body.leadId)).status).toBe('active');
      t.clock.advance(2 * MINUTE);
      const swept = await t.app.get(SweepOverdueTimersJob).run();
      expect(swept.leads).toBeGreaterThanOrEqual(1);
      expect(await lead(body.leadId)).toMatchObject({ status: 'abandoned', abandonment_reason: 'inactivity' });
    });
  });

  describe('conversion from a paid order', () => {
    it('converts the lead the checkout carried and stops its timer', async () => {
      const order = checkoutBody();
      const email = order.customerData.email as string;
      const { body } = await create(leadBody(email)).expect(200);
      const paid = await paidOrder(t, { ...order, leadId: body.leadId } as ReturnType<typeof checkoutBody>);
      const row = await eventually(
        () => lead(body.leadId),
        (r) => r.status === 'converted',
        'the lead conversion',
      );
      expect(row).toMatchObject({ converted_order_id: paid.orderId, conversion_value: 34120 });
      const [converted] = await t.database.db.query(`select metadata from es_events where stream_id = $1 and event_type = 'lead.converted.v1'`, [
        `lead-${body.leadId}`,
      ]);
      expect(converted.metadata).toMatchObject({ actor: 'system:payments', correlationId: body.leadId, causationId: expect.any(String) });
      await eventually(
        () => timers.getJob(Timers.jobId(INACTIVITY_TIMER, body.leadId)),
        (job) => job === undefined,
        'the timer to be cancelled',
      );
    });

    it("converts the person's open lead when the checkout carried none, and ignores someone else's lead id", async () => {
      const other = await create(leadBody(freshEmail())).expect(200);
      const order = checkoutBody();
      const mine = await create(leadBody(order.customerData.email as string)).expect(200);
      await paidOrder(t, { ...order, leadId: other.body.leadId } as ReturnType<typeof checkoutBody>);
      await eventually(
        () => lead(mine.body.leadId),
        (r) => r.status === 'converted',
        'the own lead to convert',
      );
      expect((await lead(other.body.leadId)).status).toBe('active');
    });

    it('converts an abandoned lead: the sale happened', async () => {
      const order = checkoutBody();
      const { body } = await create(leadBody(order.customerData.email as string)).expect(200);
      await onLead(body, 'abandon').send({ reason: 'browser-closed' }).expect(200);
      await paidOrder(t, { ...order, leadId: body.leadId } as ReturnType<typeof checkoutBody>);
      await eventually(
        () => lead(body.leadId),
        (r) => r.status === 'converted',
        'the abandoned lead to convert',
      );
    });
  });

  describe('staff', () => {
    it('list, show and close leads; the history is the lead stream', async () => {
      const admin = await t.signIn('admin');
      const email = freshEmail();
      const { body } = await create(leadBody(email)).expect(200);
      await t.http().get('/api/admin/leads').expect(401);
      const list = await t
        .http()
        .get('/api/admin/leads')
        .query({ filter: JSON.stringify({ q: email }) })
        .set('Cookie', admin)
        .expect(200);
      expect(list.headers['content-range']).toBe('leads 0-0/1');
      expect(list.body[0]).toMatchObject({ id: body.leadId, contact_info: email, status: 'active', source_page: '/?dogs=2#quote', zip: null, served: null });
      // Issue 18 §17: whether the lead's ZIP is served, by the pricing module's service area.
      const served = (await create(leadBody(freshEmail(), { form_data: { zipCode: '91354' } })).expect(200)).body.leadId as string;
      const unserved = (await create(leadBody(freshEmail(), { form_data: { zipCode: '90210' } })).expect(200)).body.leadId as string;
      for (const [id, zip, expected] of [
        [served, '91354', true],
        [unserved, '90210', false],
      ] as const) {
        const one = await t.http().get(`/api/admin/leads/${id}`).set('Cookie', admin).expect(200);
        expect(one.body).toMatchObject({ zip, served: expected });
      }
      const closed = await t.http().post(`/api/admin/leads/${body.leadId}/abandon`).set('Cookie', admin).send({}).expect(200);
      expect(closed.body).toMatchObject({ status: 'abandoned', changed: true });
      const show = await t.http().get(`/api/admin/leads/${body.leadId}`).set('Cookie', admin).expect(200);
      expect(show.body).toMatchObject({ status: 'abandoned', abandonment_reason: 'staff' });
      await t.http().get('/api/admin/leads/nope').set('Cookie', admin).expect(404);
      const history = await t.http().get(`/api/admin/streams/lead-${body.leadId}/events`).set('Cookie', admin).expect(200);
      expect(history.body.map((e: { eventType: string; metadata: { actor: string } }) => [e.eventType, e.metadata.actor])).toEqual([
        ['lead.started.v1', 'visitor'],
        ['lead.abandoned.v1', 'staff:admin@scvscoopers.example'],
      ]);
      const asOfFirst = await t.http().get(`/api/admin/streams/lead-${body.leadId}/state?version=1`).set('Cookie', admin).expect(200);
      expect(asOfFirst.body.state).toMatchObject({ status: 'active', contactInfo: email });
    });
  });
});
