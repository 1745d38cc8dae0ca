import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../backend/src/config/config';
import { ConsumerHost } from '../../backend/src/event-store';
import { JobQueues, MAX_RATE_LIMITED_STARTS } from '../../backend/src/platform/jobs/job-queues';
import { SMS_QUEUE, SmsOutbox } from '../../backend/src/modules/sms/sms-outbox';
import { SMS_TEXTS } from '../../backend/src/modules/sms/domain/sms-rules';
import { smsOutboxEraser } from '../../backend/src/modules/sms/sms.module';
import { twilioSignature } from '../../backend/src/modules/sms/twilio/twilio-sms.sender';
import { eventually } from '../support/eventually';
import { phoneJpeg } from '../support/field-photos';
import { createScooper, signInAs } from '../support/scooper-accounts';
import { subscribedOrder } from '../support/service-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { TwilioStandIn } from '../support/twilio-stand-in';

const TOKEN = 'twilio-auth-token-for-tests';

describe('texts to customers: on the way, done, skipped; opt-in, STOP and quiet hours (issue 16)', () => {
  let t: TestApp;
  let twilio: TwilioStandIn;
  let uploads: string;
  let admin: string;
  let scooper: string;
  const DAY = '2026-03-03';
  const visitOf: Record<string, string> = {};

  const field = (path: string) => t.http().post(`/api/field/${path}`).set('Cookie', scooper);
  /** Runs the texts consumer until it has read every visit event (its afterCommit sends the texts). */
  const settleTexts = () =>
    eventually(
      async () => {
        const runner = t.app.get(ConsumerHost).runner('sms-visit-texts');
        if (!runner) throw new Error('sms-visit-texts is not registered');
        if (await runner.ensureOwnership()) await runner.drain();
        const [row] = await t.database.db.query<{ behind: boolean }>(
          `select coalesce((select max(global_position) from es_events where stream_type = 'visit'), 0) >
             coalesce((select last_position from es_checkpoints where consumer = 'sms-visit-texts'), 0) as behind`,
        );
        return row.behind;
      },
      (behind) => !behind,
      'the texts consumer to catch up',
      30_000,
    ).then(() =>
      // Then the send jobs: no text is left queued (a retrying one stays queued until its last attempt).
      eventually(
        () => t.database.db.query<{ n: number }>(`select count(*)::int as n from sms_outbox where status = 'queued'`),
        ([row]) => row.n === 0,
        'the send jobs to finish',
        30_000,
      ),
    );
  const sendJob = (messageId: string) => t.app.get(JobQueues).queue(SMS_QUEUE).getJob(messageId);
  const outboxOf = (visitId: string) =>
    t.database.db.query<{ kind: string; to_number: string; status: string; reason: string | null; transport: string }>(
      `select kind, to_number, status, reason, transport from sms_outbox where visit_id = $1 order by created_at`,
      [visitId],
    );
  const inbound = (from: string, body: string, signature?: string) => {
    const url = `${t.app.get(AppConfig).publicUrl.replace(/\/$/, '')}/api/sms/twilio/inbound`;
    const params = { From: from, To: '+16615550000', Body: body, MessageSid: `SM${randomUUID().replace(/-/g, '')}` };
    return t
      .http()
      .post('/api/sms/twilio/inbound')
      .type('form')
      .set('X-Twilio-Signature', signature ?? twilioSignature(TOKEN, url, params))
      .send(params);
  };

  beforeAll(async () => {
    twilio = await new TwilioStandIn().start();
    uploads = mkdtempSync(join(tmpdir(), 'sms-uploads-'));
    t = await createTestApp({
      env: {
        UPLOAD_DIR: join(uploads, 'uploads'),
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+16615550000',
        TWILIO_API_URL: twilio.url,
        SMS_SEND_ATTEMPTS: '2',
        JOB_BACKOFF_MS: '20',
      },
    });
    t.clock.set('2026-02-26T18:00:00.000Z');
    admin = await t.signIn('admin');
    const account = await createScooper(t, admin, { email: 'sam@example.com', workingDays: ['tuesday'] });
    const customers: Array<[string, string, boolean]> = [
      ['texts', '(661) 555-0101', true],
      ['stopped', '(661) 555-0102', true],
      ['emailOnly', '(661) 555-0103', false],
    ];
    for (const [name, phone, text] of customers) {
      const orderId = await subscribedOrder(t, {
        customerData: { phone },
        preferredDays: ['tuesday', 'friday'],
        onboarding: { streetAddress: '24 Orchard Lane', city: 'Santa Clarita', zipCode: '91354', ...(text ? { contactPreference: 'text' } : {}) } as {
          streetAddress: string;
          city: string;
          zipCode: string;
        },
      });
      const [visit] = await t.database.db.query<{ id: string }>(`select id from visits where order_id = $1 and date = $2`, [orderId, DAY]);
      visitOf[name] = visit.id;
      await t.http().put(`/api/admin/visits/${visit.id}`).set('Cookie', admin).send({ scooperId: account.id }).expect(200);
    }
    scooper = await signInAs(t, account.email, account.temporaryPassword);
    // Tuesday 10:00 in Santa Clarita.
    t.clock.set('2026-03-03T18:00:00.000Z');
  });
  afterAll(async () => {
    await t.close();
    await twilio.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('texts an opted-in customer "arriving in about 30 minutes" once through Twilio, however often the tap is retried', async () => {
    const clientId = randomUUID();
    for (let i = 0; i < 3; i++) await field(`visits/${visitOf.texts}/on-my-way`).send({ clientId }).expect(200);
    await field(`visits/${visitOf.texts}/on-my-way`).send({ clientId: randomUUID() }).expect(200);
    await settleTexts();
    expect(twilio.texts).toEqual([
      {
        accountSid: 'AC00000000000000000000000000000001',
        credentials: `AC00000000000000000000000000000001:${TOKEN}`,
        to: '+16615550101',
        from: '+16615550000',
        body: SMS_TEXTS.onTheWay,
      },
    ]);
    expect(SMS_TEXTS.onTheWay).toContain('arriving in about 30 minutes');
    expect(await outboxOf(visitOf.texts)).toEqual([{ kind: 'on-the-way', to_number: '+16615550101', status: 'sent', reason: null, transport: 'twilio' }]);
  });

  it('honours STOP at once (and records it), HELP answers, and refuses an unsigned webhook', async () => {
    await inbound('+16615550102', 'STOP', 'forged-signature').expect(403);
    const stopped = await inbound('(661) 555-0102', 'Stop').expect(200);
    expect(stopped.headers['content-type']).toMatch(/text\/xml/);
    expect(stopped.text).toContain('you will get no more texts from us');
    expect(await t.database.db.query(`select phone, opted_out, keyword from sms_preferences`)).toEqual([
      { phone: '+16615550102', opted_out: true, keyword: 'STOP' },
    ]);
    const help = await inbound('+16615550102', 'HELP').expect(200);
    expect(help.text).toContain('Reply STOP to opt out');
    const before = twilio.texts.length;
    await field(`visits/${visitOf.stopped}/on-my-way`).send({ clientId: randomUUID() }).expect(200);
    await field(`visits/${visitOf.emailOnly}/on-my-way`).send({ clientId: randomUUID() }).expect(200);
    await settleTexts();
    expect(twilio.texts).toHaveLength(before);
    expect(await outboxOf(visitOf.stopped)).toMatchObject([{ status: 'suppressed', reason: 'replied STOP' }]);
    expect(await outboxOf(visitOf.emailOnly)).toMatchObject([{ status: 'suppressed', reason: 'not opted in' }]);
    await inbound('+16615550102', 'START').expect(200);
    expect(await t.database.db.query(`select opted_out from sms_preferences where phone = '+16615550102'`)).toEqual([{ opted_out: false }]);
  });

  it('holds the visit report text in quiet hours as a job delayed to 7 AM, and sends the on-the-way text even then', async () => {
    // 8:30 PM in Santa Clarita.
    t.clock.set('2026-03-04T04:30:00.000Z');
    const photoId = randomUUID();
    await field(`visits/${visitOf.texts}/photos`)
      .field('id', photoId)
      .attach('photo', phoneJpeg(), { filename: 'p.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await field(`visits/${visitOf.texts}/complete`)
      .send({ clientId: randomUUID(), photoIds: [photoId] })
      .expect(200);
    await field(`visits/${visitOf.stopped}/on-my-way`).send({ clientId: randomUUID() }).expect(200);
    await settleTexts();
    expect(await outboxOf(visitOf.texts)).toMatchObject([
      { kind: 'on-the-way', status: 'sent' },
      { kind: 'visit-completed', status: 'held', reason: 'quiet hours' },
    ]);
    const [held] = await t.database.db.query<{ id: string; send_after: Date }>(
      `select id, send_after from sms_outbox where visit_id = $1 and kind = 'visit-completed'`,
      [visitOf.texts],
    );
    // 7:00 AM PST the next morning.
    expect(held.send_after.toISOString()).toBe('2026-03-04T15:00:00.000Z');
    const job = await sendJob(held.id);
    expect(await job?.getState()).toBe('delayed');
    expect(job?.opts.delay).toBe(10.5 * 3600 * 1000);
    // Enqueued again (a sweep after a crash): still one job, still held.
    await t.app.get(SmsOutbox).enqueuePending();
    expect((await t.app.get(JobQueues).queue(SMS_QUEUE).getDelayed()).map((j) => j.id)).toEqual([held.id]);

    // The job running before the business clock reaches 7 AM waits again rather than texting at night.
    await job!.promote();
    await eventually(
      async () => (await sendJob(held.id))?.getState(),
      (state) => state === 'delayed',
      'the early job to wait again',
    );
    const before = twilio.texts.length;
    expect(await outboxOf(visitOf.texts)).toMatchObject([{ status: 'sent' }, { status: 'held' }]);

    // 7:00 AM: the morning run sends it, once.
    t.clock.set('2026-03-04T15:00:00.000Z');
    await (await sendJob(held.id))!.promote();
    await eventually(
      () => outboxOf(visitOf.texts),
      (rows) => rows[1]?.status === 'sent',
      'the held text to go in the morning',
    );
    expect(twilio.texts.slice(before)).toEqual([
      expect.objectContaining({ to: '+16615550101', body: SMS_TEXTS.completed.replace('{url}', new URL('/account', t.config.publicUrl).toString()) }),
    ]);
    await t.app.get(SmsOutbox).enqueuePending();
    await t.app.get(SmsOutbox).deliver([randomUUID()]);
    expect(twilio.texts.slice(before)).toHaveLength(1);
  });

  it('texts the skip at the moment of the skip with its reason, retries a Twilio refusal once, and keeps the last refusal as failed', async () => {
    t.clock.set('2026-03-03T19:00:00.000Z');
    // START was sent: the skip text goes out; Twilio refuses both attempts (SMS_SEND_ATTEMPTS=2).
    twilio.failNext(2);
    const before = twilio.texts.length;
    await field(`visits/${visitOf.stopped}/skip`).send({ clientId: randomUUID(), reason: 'weather' }).expect(200);
    await settleTexts();
    expect(twilio.texts).toHaveLength(before);
    const [skipText] = await t.database.db.query<{ id: string; status: string; body: string; error: string; attempts: number }>(
      `select id, status, body, error, attempts from sms_outbox where visit_id = $1 and kind = 'visit-skipped'`,
      [visitOf.stopped],
    );
    expect(skipText).toEqual({
      id: expect.any(String),
      status: 'failed',
      body: expect.stringContaining('(the weather)'),
      error: expect.stringContaining('not a valid phone number'),
      attempts: 2,
    });
    // The exhausted job stays in the failed-jobs list (the queue dashboard), under the text's id.
    const failed = await sendJob(skipText.id);
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(2);
    await field(`visits/${visitOf.emailOnly}/skip`).send({ clientId: randomUUID(), reason: 'customer-asked' }).expect(200);
    await settleTexts();
    expect((await outboxOf(visitOf.emailOnly)).map((r) => r.status)).toEqual(['suppressed', 'suppressed']);
  });

  describe("Twilio's 429 (too many requests)", () => {
    /** A text to a number nobody else here uses, queued and handed to the send job as the consumers do. */
    const queueText = async (body: string) => {
      const outbox = t.app.get(SmsOutbox);
      const eventId = randomUUID();
      await t.database.db.transaction((client) =>
        outbox.queue({ eventId, kind: 'visit-skipped', phone: '(661) 555-0199', optedIn: true, body, visitId: null, subjectId: null }, client),
      );
      await outbox.deliver([eventId]);
      const [row] = await t.database.db.query<{ id: string }>(`select id from sms_outbox where event_id = $1`, [eventId]);
      return row.id;
    };
    const textRow = (id: string) =>
      t.database.db.query<{ status: string; attempts: number; error: string | null }>(`select status, attempts, error from sms_outbox where id = $1`, [id]);

    beforeEach(() => t.clock.set('2026-03-03T19:30:00.000Z'));

    it("waits out Twilio's Retry-After, or one backoff, without spending the text's attempts", async () => {
      const from = twilio.answered.length;
      // Five in a row: with SMS_SEND_ATTEMPTS=2 counted as failures, the text would have failed after two.
      twilio.throttleNext(5);
      const id = await queueText('Five times too many, then sent');
      await eventually(
        () => textRow(id),
        ([row]) => row.status !== 'queued',
        'the throttled text to go',
      );
      expect(await textRow(id)).toEqual([{ status: 'sent', attempts: 1, error: null }]);
      expect(twilio.answered.slice(from)).toEqual([429, 429, 429, 429, 429, 201]);
      expect((await sendJob(id))?.attemptsMade).toBe(1);

      // Retry-After: 2 pauses the whole queue for 2 s; meanwhile the row says why the text waits.
      const next = twilio.answered.length;
      twilio.throttleNext(1, '2');
      const waiting = await queueText('Sent after the pause');
      const queue = t.app.get(JobQueues).queue(SMS_QUEUE);
      const paused = await eventually(
        () => queue.getRateLimitTtl(),
        (ttl) => ttl > 1_000,
        'the queue to pause for Retry-After',
      );
      expect(paused).toBeLessThanOrEqual(2_000);
      expect(await textRow(waiting)).toEqual([{ status: 'queued', attempts: 0, error: 'Twilio answered 429: Too Many Requests' }]);
      await eventually(
        () => textRow(waiting),
        ([row]) => row.status === 'sent',
        'the paused text to go',
      );
      expect(twilio.answered.slice(next)).toEqual([429, 201]);
    });

    it('a limit that never lifts ends as a failure, its reason kept, after MAX_RATE_LIMITED_STARTS send-backs', async () => {
      const from = twilio.answered.length;
      twilio.throttleNext(10_000);
      const id = await queueText('Never sent');
      await eventually(
        () => textRow(id),
        ([row]) => row.status === 'failed',
        'the text to fail',
        30_000,
      );
      twilio.throttleNext(0);
      expect(await textRow(id)).toEqual([{ status: 'failed', attempts: 2, error: 'Twilio answered 429: Too Many Requests' }]);
      // 50 send-backs, then the two attempts SMS_SEND_ATTEMPTS allows.
      expect(twilio.answered.slice(from)).toEqual(new Array<number>(MAX_RATE_LIMITED_STARTS + 2).fill(429));
      const job = await sendJob(id);
      expect(await job?.getState()).toBe('failed');
      expect(job?.attemptsMade).toBe(2);
    });
  });

  it('lists the texts for staff only', async () => {
    const list = await t.http().get('/api/admin/sms-messages').set('Cookie', admin).expect(200);
    expect(list.headers['content-range']).toMatch(/^sms-messages 0-\d+\/\d+$/);
    expect(list.body[0]).toMatchObject({ kind: expect.any(String), to_number: expect.stringMatching(/^\+1661555010\d$/), status: expect.any(String) });
    await t.http().get('/api/admin/sms-messages').set('Cookie', scooper).expect(403);
    await t.http().get('/api/admin/sms-messages').expect(401);
    await t
      .http()
      .get(`/api/admin/sms-messages?filter=${encodeURIComponent('{"constructor":"x"}')}`)
      .set('Cookie', admin)
      .expect(400);
  });

  it("erasure shreds a customer's numbers and texts, and keeps the rows' kind and status", async () => {
    const [{ subject_id: subjectId }] = await t.database.db.query<{ subject_id: string }>(`select subject_id from sms_outbox where visit_id = $1 limit 1`, [
      visitOf.texts,
    ]);
    expect(subjectId).toEqual(expect.any(String));
    await smsOutboxEraser.erase(subjectId, t.database.db.pool, { emails: [] });
    const rows = await t.database.db.query<{ to_number: string; body: string; status: string }>(
      `select to_number, body, status from sms_outbox where subject_id = $1`,
      [subjectId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual({ to_number: '[erased]', body: '[erased]', status: expect.any(String) });
  });
});
