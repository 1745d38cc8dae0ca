import Redis from 'ioredis';
import { ConsumerHost, eraseSubject, EventStore, PersonalDataVault } from '../../backend/src/event-store';
import { MAX_RATE_LIMITED_STARTS } from '../../backend/src/platform/jobs/job-queues';
import { confirmationLinkFor } from '../support/data-deletion';
import { eventually } from '../support/eventually';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { testRedisUrl } from '../support/test-database';
import { TrelloStandIn } from '../support/trello-stand-in';

let seq = 0;
const freshEmail = () => `relay.${++seq}.${Date.now().toString(36)}@example.com`;
const leadBody = (email: string) => ({
  contact_info: email,
  contact_type: 'email',
  form_data: { numberOfDogs: '2', yardSize: 'small', serviceFrequency: 'weekly', name: 'Robin Diaz', zipCode: '91350' },
  form_type: 'quote',
  source_page: '/',
  referrer: 'direct',
  user_agent: 'jest',
  user_session: 's',
});

/** Each lead's secret, as its browser keeps it: progress and abandon need it. */
const tokens = new Map<string, string>();

async function createLead(t: TestApp, email = freshEmail()): Promise<string> {
  const { body } = await t.http().post('/api/leads').send(leadBody(email)).expect(200);
  tokens.set(body.leadId, body.leadToken);
  return body.leadId as string;
}

const onLead = (t: TestApp, id: string, action: 'progress' | 'abandon') =>
  t
    .http()
    .post(`/api/leads/${id}/${action}`)
    .set('X-Lead-Token', tokens.get(id) ?? '');

describe('follow-up relay: events become cards on the built-in board and e-mails in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_BACKOFF_MS: '20' } });
  });
  afterAll(() => t.close());

  const cards = (where: string, param: unknown) => t.database.db.query(`select * from task_cards where ${where} order by created_at`, [param]);
  const outbox = (kind: string, to: string) => t.database.db.query('select * from email_outbox where kind = $1 and to_address = $2', [kind, to]);

  it('moves a lead card through New Leads to Abandoned, with a comment saying why', async () => {
    const email = freshEmail();
    const id = await createLead(t, email);
    const [card] = await eventually(
      () => cards('contact_email = $1', email),
      (rows) => rows.length === 1,
      'the New Leads card',
    );
    expect(card).toMatchObject({ list: 'New Leads', title: 'Lead: Robin Diaz', contact_email: email });
    expect(card.description).toContain('Weekly · 2 dogs · Small');
    await onLead(t, id, 'abandon').send({ reason: 'browser-closed' }).expect(200);
    const [moved] = await eventually(
      () => cards('contact_email = $1', email),
      (rows) => rows[0]?.list === 'Abandoned',
      'the card to move to Abandoned',
    );
    const comments = await eventually(
      () => t.database.db.query('select text from task_card_comments where card_id = $1', [moved.id]),
      (rows) => rows.length === 1,
      'the comment',
    );
    expect(comments[0].text).toBe('Abandoned: closed the browser.');
    expect(await cards('contact_email = $1', email)).toHaveLength(1);
  });

  it('resends the quote when staff click Resend quote: one e-mail per click, at most one per 10 minutes, in the history and on the card', async () => {
    const admin = await t.signIn('admin');
    const email = freshEmail();
    const id = await createLead(t, email);
    const resend = (clickId: string, leadId = id) => t.http().post(`/api/admin/leads/${leadId}/resend-quote`).set('Cookie', admin).send({ clickId });
    const first = await resend('click-aaaa-0001').expect(200);
    expect(first.body).toMatchObject({ leadId: id, sent: true });
    const [mail] = await eventually(
      () => outbox('abandoned-quote', email),
      (rows) => rows.length === 1,
      'the quote e-mail in the outbox',
    );
    expect(mail.subject).toBe('Your SCV Scoopers quote is saved');
    expect(mail.text).toContain('Weekly · 2 dogs · Small');
    expect(mail.text).toContain('Hi Robin Diaz,');
    // The same click again (a retried request) records and sends nothing more.
    expect((await resend('click-aaaa-0001').expect(200)).body).toMatchObject({ sent: false });
    // Another click within 10 minutes is refused.
    const tooSoon = await resend('click-aaaa-0002').expect(429);
    expect(tooSoon.body).toMatchObject({ title: 'Quote not resent', code: 'QUOTE_RESENT_RECENTLY' });
    t.clock.advance(10 * 60_000);
    await resend('click-aaaa-0003').expect(200);
    await eventually(
      () => outbox('abandoned-quote', email),
      (rows) => rows.length === 2,
      'the second quote e-mail',
    );
    const history = await t.http().get(`/api/admin/streams/lead-${id}/events`).set('Cookie', admin).expect(200);
    const resent = (history.body as Array<{ eventType: string; metadata: { actor: string } }>).filter((e) => e.eventType === 'lead.quote-resent.v1');
    expect(resent.map((e) => e.metadata.actor)).toEqual(['staff:admin@scvscoopers.example', 'staff:admin@scvscoopers.example']);
    const [card] = await cards('contact_email = $1', email);
    const comments = await eventually(
      () => t.database.db.query('select text from task_card_comments where card_id = $1', [card.id]),
      (rows) => rows.length === 2,
      'the card comments',
    );
    expect(comments[0].text).toBe('Quote resent by staff (admin@scvscoopers.example).');
    // Guarded: staff only, a real lead, a well-formed click id.
    await t.http().post(`/api/admin/leads/${id}/resend-quote`).send({ clickId: 'click-aaaa-0004' }).expect(401);
    await resend('click-aaaa-0005', '00000000-0000-4000-8000-000000000000').expect(404);
    await resend('x').expect(400);
    await t
      .http()
      .post(`/api/admin/leads/${id}/resend-quote`)
      .set('Cookie', admin)
      .send({ clickId: 'click-aaaa-0006', __proto__: { x: 1 }, extra: 1 })
      .expect(400);
  });

  it("reuses the person's card that is not converted when a new lead starts (the spec's search-existing-trello-lead)", async () => {
    const email = freshEmail();
    const first = await createLead(t, email);
    await onLead(t, first, 'abandon').send({ reason: 'browser-closed' }).expect(200);
    await eventually(
      () => cards('contact_email = $1', email),
      (rows) => rows[0]?.list === 'Abandoned',
      'the first card in Abandoned',
    );
    // After the 4-hour block a new lead starts: it takes over the same card, back in New Leads.
    t.clock.advance(4 * 3_600_000 + 60_000);
    const second = await createLead(t, email);
    expect(second).not.toBe(first);
    const [card] = await eventually(
      () => cards('contact_email = $1', email),
      (rows) => rows[0]?.list === 'New Leads',
      'the card back in New Leads',
    );
    expect(await cards('contact_email = $1', email)).toHaveLength(1);
    const [link] = await t.database.db.query('select external_id from task_board_links where card_key = $1', [`lead-${second}`]);
    expect(link.external_id).toBe(card.id);
  });

  it('on payment: the lead card goes to Converted, a New Customers card carries the record, and the order confirmation is sent', async () => {
    const order = checkoutBody();
    const email = order.customerData.email as string;
    const leadId = await createLead(t, email);
    await paidOrder(t, { ...order, leadId } as ReturnType<typeof checkoutBody>);
    const customer = await eventually(
      () => cards(`list = 'New Customers' and contact_email = $1`, email),
      (rows) => rows.length === 1,
      'the New Customers card',
    );
    expect(customer[0].title).toBe('New customer: Jamie Rivera, SCV-10001 (weekly subscription)');
    expect(customer[0].description).toContain('**Order:** SCV-10001');
    expect(customer[0].description).toContain('**Paid:** $341.20');
    expect(customer[0].description).toContain('**Add-ons:** Yard Deodorizing');
    await eventually(
      () => cards(`title like 'Lead:%' and contact_email = $1`, email),
      (rows) => rows[0]?.list === 'Converted',
      'the lead card in Converted',
    );
    const [mail] = await eventually(
      () => outbox('order-confirmation', email),
      (rows) => rows.length === 1,
      'the order confirmation',
    );
    expect(mail.status).toBe('sent');
    expect(mail.text).toContain('Jamie');
    expect(mail.text).toContain('$341.20');
    expect(mail.text).toContain('Weekly · 2 dogs · Medium (1,000–3,000 sq ft)');
    expect(mail.text).toContain('Yard Deodorizing');
  });

  it('sends the abandoned-quote follow-up with a resume link and an unsubscribe link, and an Abandoned card', async () => {
    const email = freshEmail();
    const leadId = await createLead(t, email);
    await t
      .http()
      .post('/api/abandoned-cart')
      .set('Content-Type', 'text/plain')
      .send(
        JSON.stringify({
          trigger: 'unload',
          lead_id: leadId,
          lead_token: tokens.get(leadId),
          customer_name: 'Casey Park',
          form_data: { numberOfDogs: '3+', serviceFrequency: 'twice-weekly', yardSize: 'large' },
          page: '/',
        }),
      )
      .expect(200);
    const [mail] = await eventually(
      () => outbox('abandoned-quote', email),
      (rows) => rows.length === 1,
      'the follow-up e-mail',
    );
    expect(mail.text).toContain(`/?dogs=3%2B&frequency=twice-weekly&email=${encodeURIComponent(email)}#quote`);
    expect(mail.text).toContain('/api/email/unsubscribe?token=');
    const [card] = await eventually(
      () => cards(`title = 'Abandoned quote: Casey Park' and contact_email = $1`, email),
      (rows) => rows.length === 1,
      'the cart card',
    );
    expect(card.list).toBe('Abandoned');
  });

  it('makes cards for area requests and data-deletion requests, and sends the deletion receipt', async () => {
    await t
      .http()
      .post('/api/area-requests')
      .send({ zipCode: '93510', customerName: 'Ana Reyes', customerEmail: 'ana.relay@example.com', customerPhone: '6615550100' })
      .expect(201);
    const [area] = await eventually(
      () => cards(`list = 'Area Requests' and contact_email = $1`, 'ana.relay@example.com'),
      (rows) => rows.length === 1,
      'the area-request card',
    );
    expect(area.title).toBe('Area request: ZIP 93510 (Ana Reyes)');
    await t.http().post('/api/data-deletion-requests').send({ email: 'gone@example.com', fullName: 'Gone Person', reason: 'moving away' }).expect(201);
    // The card and the receipt wait for the mailbox owner's confirmation.
    await t
      .http()
      .post(await confirmationLinkFor(t, 'gone@example.com'))
      .expect(200);
    const [deletion] = await eventually(
      () => cards(`list = 'Data Deletion' and contact_email = $1`, 'gone@example.com'),
      (rows) => rows.length === 1,
      'the deletion card',
    );
    expect(deletion.description).toContain('moving away');
    await eventually(
      () => outbox('data-deletion-received', 'gone@example.com'),
      (rows) => rows.length === 1,
      'the deletion receipt',
    );
  });

  it('runs the five functionality checks', async () => {
    const admin = await t.signIn('admin');
    await t.http().post('/api/admin/functionality-test').expect(401);
    const report = await t.http().post('/api/admin/functionality-test').set('Cookie', admin).expect(200);
    expect(report.body.results.map((r: { test: string; status: string }) => [r.test, r.status])).toEqual([
      ['Database and event log', 'passed'],
      ['Redis, job queues and workers', 'passed'],
      ['Task board', 'passed'],
      ['E-mail', 'passed'],
      ['Payments', 'passed'],
    ]);
    expect(report.body).toMatchObject({ success: true, error: null, summary: { passed: 5, failed: 0, total: 5 } });
  });
});

describe('follow-up relay against Trello (a recording stand-in on loopback)', () => {
  let trello: TrelloStandIn;
  let t: TestApp;
  beforeAll(async () => {
    trello = new TrelloStandIn();
    await trello.start();
    t = await createTestApp({ env: { ...trello.env(), JOB_BACKOFF_MS: '20' } });
  });
  afterAll(async () => {
    await t.close();
    await trello.stop();
  });
  beforeEach(() => trello.clearFailures());

  const cardsFor = (leadId: string) => trello.cards().filter((c) => c.desc.includes(`lead-${leadId}`));
  const allArrivedOnce = (ids: string[]) => async () => ids.map((id) => cardsFor(id).length);

  /** How many of the requests since `from` Trello answered with `status`. */
  const answered = (from: number, status: number) => trello.requests.slice(from).filter((r) => r.status === status).length;
  const settled = () =>
    eventually(
      () => t.database.db.query(`select * from relay_pending where queue = 'task-board'`),
      (rows) => rows.length === 0,
      'the relay to settle',
    );

  it('delivers every card exactly once after Trello answers 500 and 429 for a while', async () => {
    const from = trello.requests.length;
    trello.failNext(6, 500);
    trello.failNext(6, 429, { retryAfter: '0' });
    const ids = await Promise.all(Array.from({ length: 5 }, () => createLead(t)));
    const counts = await eventually(allArrivedOnce(ids), (c) => c.every((n) => n >= 1), 'every card after the outage');
    expect(counts).toEqual([1, 1, 1, 1, 1]);
    expect(answered(from, 500)).toBe(6);
    expect(answered(from, 429)).toBe(6);
    // Nothing is left pending or dead.
    await settled();
  });

  it('waits out a rate limit that outlasts every retry, without spending attempts or making a dead letter', async () => {
    // One job, so each 429 is its own: as failures, the first 8 would spend all its attempts.
    const from = trello.requests.length;
    trello.failNext(12, 429, { retryAfter: '0' });
    const id = await createLead(t);
    const counts = await eventually(allArrivedOnce([id]), (c) => c[0] >= 1, 'the card after the rate limit');
    expect(counts).toEqual([1]);
    expect(answered(from, 429)).toBe(12);
    await settled();
  });

  it('counts a rate limit that never ends as failures after all, so the job ends as a dead letter staff can see', async () => {
    const from = trello.requests.length;
    trello.failNext(1000, 429, { retryAfter: '0' });
    const id = await createLead(t);
    const [dead] = await eventually(
      async () => {
        await t.app.get(ConsumerHost).sweepRelays(0);
        return t.database.db.query(`select * from relay_pending where dead_at is not null and job_name = 'sync-lead-card'`);
      },
      (rows) => rows.length === 1,
      'the job to become a dead letter',
    );
    expect(dead.last_error).toContain('429');
    // Sent back MAX_RATE_LIMITED_STARTS times, then its 8 attempts.
    expect(answered(from, 429)).toBe(MAX_RATE_LIMITED_STARTS + 8);
    expect(cardsFor(id)).toEqual([]);
    trello.clearFailures();
  });

  it('loses nothing when Redis is flushed mid-flight', async () => {
    trello.failNext(1000, 503);
    const ids = await Promise.all(Array.from({ length: 4 }, () => createLead(t)));
    // The jobs exist and are failing; then Redis restarts empty.
    await eventually(
      () => t.database.db.query(`select * from relay_pending where queue = 'task-board'`),
      (rows) => rows.length >= 4,
      'the jobs to be in flight',
    );
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${t.config.env.REDIS_PREFIX}:bull:task-board:*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
    await redis.quit();
    trello.clearFailures();
    expect(ids.map((id) => cardsFor(id).length)).toEqual([0, 0, 0, 0]);
    // The sweeper re-derives the lost jobs from relay_pending (a job a worker held at the moment of the flush
    // may be written back by that worker's own retry instead; either way it comes back).
    const requeued = await t.app.get(ConsumerHost).sweepRelays(0);
    expect(requeued).toBeGreaterThanOrEqual(1);
    const counts = await eventually(allArrivedOnce(ids), (c) => c.every((n) => n >= 1), 'every card after the flush');
    expect(counts).toEqual([1, 1, 1, 1]);
  });

  it('keeps a job that used up its retries as a dead letter, and staff can retry it once the board is fixed', async () => {
    const admin = await t.signIn('admin');
    trello.failNext(1000, 400, { path: /^\/1\/cards$/, method: 'POST', message: 'invalid value for idList' });
    const id = await createLead(t);
    const dead = await eventually(
      async () => {
        await t.app.get(ConsumerHost).sweepRelays(0);
        return (await t.http().get('/api/admin/dead-letters').set('Cookie', admin).expect(200)).body as Array<{
          eventType: string;
          streamId: string;
          lastError: string;
        }>;
      },
      (rows) => rows.some((r) => r.streamId === `lead-${id}`),
      'the job to exhaust its 8 attempts',
    );
    expect(dead.find((r) => r.streamId === `lead-${id}`)).toMatchObject({
      eventType: 'lead.started.v1',
      lastError: expect.stringContaining('invalid value for idList'),
    });
    const check = await t.http().post('/api/admin/functionality-test').set('Cookie', admin).expect(200);
    expect(check.body.results[1]).toMatchObject({ test: 'Redis, job queues and workers', status: 'failed', error: expect.stringContaining('dead-letter') });
    expect(cardsFor(id)).toHaveLength(0);

    trello.clearFailures();
    const retried = await t.http().post('/api/admin/dead-letters/retry').set('Cookie', admin).expect(200);
    expect(retried.body.retried).toBeGreaterThanOrEqual(1);
    await eventually(
      async () => cardsFor(id).length,
      (n) => n === 1,
      'the card after the retry',
    );
    expect((await t.http().get('/api/admin/dead-letters').set('Cookie', admin).expect(200)).body).toEqual([]);
  });

  it('erasing a person re-syncs their Trello card from the purged tables, so the board keeps nothing of theirs', async () => {
    const email = freshEmail();
    const id = await createLead(t, email);
    // The card is created first, then each contact field is set.
    const [card] = await eventually(
      async () => cardsFor(id),
      (cards) => cards.length === 1 && Object.values(trello.contactOf(cards[0].id)).includes(email),
      'the card and its contact fields',
    );
    expect(card.desc).toContain(email);
    await eraseSubject(t.database.db, t.app.get(EventStore), t.app.get(PersonalDataVault).subjectIdFor(email), 'staff:test');
    // The description is written first, then each contact field.
    const [erased] = await eventually(
      async () => cardsFor(id),
      (cards) => !cards[0]?.desc.includes(email) && !JSON.stringify(trello.contactOf(cards[0].id)).includes(email),
      'the card to forget the person',
    );
    expect(erased.name).toBe('Lead: [erased]');
    expect(trello.contactOf(erased.id)).toEqual({ Email: '[erased]' });
    expect(erased.desc).not.toContain('Robin');
  });

  it('never duplicates a card with two workers competing', async () => {
    const second = await createTestApp({ shareWith: t, env: { ...trello.env(), JOB_BACKOFF_MS: '20' } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const id = await createLead(i % 2 ? second : t);
        ids.push(id);
        // Progress through the other instance too, so both workers hold jobs for the same cards.
        await onLead(i % 2 ? t : second, id, 'progress')
          .send({ step: 'service-details', form_data: { numberOfDogs: '1' }, move_to_in_progress: true })
          .expect(200);
      }
      await eventually(
        async () => ids.map((id) => cardsFor(id).map((c) => trello.listName(c.idList))),
        (lists) => lists.every((l) => l.length === 1 && l[0] === 'In Progress'),
        'every card in In Progress',
      );
      expect(ids.map((id) => cardsFor(id).length)).toEqual(ids.map(() => 1));
    } finally {
      await second.close();
    }
  });
});
