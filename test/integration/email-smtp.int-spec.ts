import { randomUUID } from 'node:crypto';
import { EmailDeliveryError, EmailSender, EmailUnsubscribes } from '../../backend/src/modules/email';
import { SmtpSink } from '../support/smtp-sink';
import { createTestApp, TestApp } from '../support/test-app';

describe('email: the SMTP adapter against a local SMTP server', () => {
  const sink = new SmtpSink();
  let smtpUrl: string;
  let t: TestApp;
  let admin: string;
  let sender: EmailSender;

  beforeAll(async () => {
    smtpUrl = await sink.start();
    t = await createTestApp({ env: { SMTP_URL: smtpUrl, PUBLIC_URL: 'https://www.scvscoopers.example' } });
    admin = await t.signIn('admin');
    sender = t.app.get(EmailSender);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const outboxRows = (where: string, params: unknown[]) =>
    t.database.db.query(
      `select id, kind, to_address, transport, status, error, message_id, provider_response, sent_at from email_outbox where ${where}`,
      params,
    );

  it('says which adapter is live, without credentials', async () => {
    const port = new URL(smtpUrl).port;
    expect(sender.describe()).toBe(`SMTP via 127.0.0.1:${port}`);
    const res = await t.http().get('/api/admin/test-email').set('Cookie', admin).expect(200);
    expect(res.body).toEqual({ transport: 'smtp', description: `SMTP via 127.0.0.1:${port}` });
    await t.http().post('/api/admin/test-email/verify').set('Cookie', admin).expect(200);
  });

  it('delivers the test e-mail as multipart text and HTML, and records an smtp row with the server reply', async () => {
    const res = await t
      .http()
      .post('/api/admin/test-email')
      .set('Cookie', admin)
      .send({ to: 'owner@example.com', subject: 'Hello from the admin', html: '<p>Hi <b>there</b></p>', text: 'Hi there' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      transport: 'smtp',
      outboxId: expect.any(String),
      messageId: expect.stringMatching(/^<[0-9a-f-]{36}@www\.scvscoopers\.example>$/),
    });

    const message = sink.messages.at(-1)!;
    expect(message.envelope).toEqual({ from: 'support@scvscoopers.example', to: ['owner@example.com'] });
    expect(message.headers.subject).toBe('Hello from the admin');
    expect(message.headers.from).toBe('SCV Scoopers <support@scvscoopers.example>');
    expect(message.headers['message-id']).toBe(res.body.messageId);
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(message.parts.map((p) => p.headers['content-type'].split(';')[0])).toEqual(['text/plain', 'text/html']);
    expect(message.parts[0].body).toBe('Hi there');
    expect(message.parts[1].body).toBe('<p>Hi <b>there</b></p>');

    const [row] = await outboxRows('id = $1', [res.body.outboxId]);
    expect(row).toMatchObject({
      kind: 'test',
      to_address: 'owner@example.com',
      transport: 'smtp',
      status: 'sent',
      error: null,
      message_id: res.body.messageId,
    });
    expect(row.provider_response).toMatch(/^250 .*SINK\d+/);
    expect(row.sent_at).toEqual(t.clock.now());
  });

  it('answers 502 with the server’s refusal and records a failed row when the server refuses', async () => {
    sink.rejectNext(1, 550, '5.7.1 Relaying denied');
    const before = sink.messages.length;
    const res = await t
      .http()
      .post('/api/admin/test-email')
      .set('Cookie', admin)
      .send({ to: 'refused@example.com', subject: 'Refused', text: 'This one bounces' })
      .expect(502);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 502, code: 'EMAIL_DELIVERY_FAILED' });
    expect(res.body.detail).toMatch(/^The SMTP server refused the message: 550 5\.7\.1 Relaying denied/);
    expect(sink.messages).toHaveLength(before);
    const rows = await outboxRows('to_address = $1', ['refused@example.com']);
    expect(rows).toEqual([expect.objectContaining({ transport: 'smtp', status: 'failed', sent_at: null, error: expect.stringMatching(/Relaying denied/) })]);
  });

  it('a job retried after a failure reuses its row and Message-ID, leaving one sent row, and never sends twice', async () => {
    const eventId = randomUUID();
    const message = { kind: 'order-confirmation' as const, to: 'maria@example.com', subject: 'Your order', html: '<p>Paid</p>', text: 'Paid', eventId };
    sink.rejectNext(1, 451, '4.3.0 Try again later');
    const failure = await sender.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmailDeliveryError);
    expect((failure as EmailDeliveryError).refused).toBe(true);
    expect((failure as EmailDeliveryError).sent).toMatchObject({ status: 'failed', error: expect.stringMatching(/451 4\.3\.0 Try again later/) });
    expect(await outboxRows('event_id = $1', [eventId])).toEqual([expect.objectContaining({ status: 'failed' })]);

    t.clock.advance(60_000);
    const retried = await sender.send(message);
    expect(retried).toEqual({
      status: 'sent',
      transport: 'smtp',
      outboxId: (failure as EmailDeliveryError).sent.outboxId,
      messageId: `<${eventId}.order-confirmation@www.scvscoopers.example>`,
    });
    const rows = await outboxRows('event_id = $1', [eventId]);
    expect(rows).toEqual([expect.objectContaining({ id: retried.outboxId, status: 'sent', error: null, sent_at: t.clock.now() })]);
    const delivered = sink.messages.filter((m) => m.headers['message-id'] === retried.messageId);
    expect(delivered).toHaveLength(1);

    // A third run of the same job (say the worker died before acknowledging it) sends nothing more.
    expect(await sender.send(message)).toEqual(retried);
    expect(sink.messages.filter((m) => m.headers['message-id'] === retried.messageId)).toHaveLength(1);
    expect(await outboxRows('event_id = $1', [eventId])).toHaveLength(1);
  });

  it('puts List-Unsubscribe with one-click on quote reminders, and none on other messages', async () => {
    const unsubscribeUrl = t.app.get(EmailUnsubscribes).urlFor('pat@example.com');
    expect(unsubscribeUrl).toMatch(/^https:\/\/www\.scvscoopers\.example\/api\/email\/unsubscribe\?token=/);
    await sender.send({
      kind: 'abandoned-quote',
      to: 'pat@example.com',
      subject: 'Your quote is saved',
      html: '<p>Finish</p>',
      text: 'Finish',
      unsubscribeUrl,
    });
    const reminder = sink.messages.at(-1)!;
    expect(reminder.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The port adds the header itself when the caller gave no link.
    await sender.send({ kind: 'abandoned-quote', to: 'Lee@Example.com', subject: 'Your quote is saved', html: '<p>Finish</p>', text: 'Finish' });
    expect(sink.messages.at(-1)!.headers['list-unsubscribe']).toBe(`<${t.app.get(EmailUnsubscribes).urlFor('lee@example.com')}>`);

    await sender.send({ kind: 'booking-confirmation', to: 'pat@example.com', subject: 'Booked', html: '<p>Booked</p>', text: 'Booked' });
    expect(sink.messages.at(-1)!.headers['list-unsubscribe']).toBeUndefined();
  });

  it('an unreachable server is a 502 that says so, not a 500', async () => {
    const dead = new SmtpSink();
    const url = await dead.start();
    await dead.stop();
    const other = await createTestApp({ env: { SMTP_URL: url } });
    try {
      const cookie = await other.signIn('admin');
      const res = await other.http().post('/api/admin/test-email').set('Cookie', cookie).send({ to: 'a@example.com', subject: 'x', text: 'x' }).expect(502);
      expect(res.body.detail).toMatch(/^Could not reach the SMTP server at 127\.0\.0\.1:\d+: /);
      const verify = await other.http().post('/api/admin/test-email/verify').set('Cookie', cookie).expect(502);
      expect(verify.body.detail).toMatch(/^Could not reach the SMTP server/);
    } finally {
      await other.close();
    }
  });
});
