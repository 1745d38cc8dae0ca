import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../backend/src/config/config';
import { eraseSubject, EventStore, PersonalDataVault } from '../../backend/src/event-store';
import { EmailSender, EmailUnsubscribes, orderConfirmation } from '../../backend/src/modules/email';
import { createTestApp, TestApp } from '../support/test-app';

describe('email: the built-in outbox, the admin list, unsubscribe and erasure', () => {
  let t: TestApp;
  let admin: string;
  let sender: EmailSender;
  let unsubscribes: EmailUnsubscribes;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    sender = t.app.get(EmailSender);
    unsubscribes = t.app.get(EmailUnsubscribes);
  });
  afterAll(() => t.close());

  const row = async (id: string) => (await t.database.db.query('select * from email_outbox where id = $1', [id]))[0];
  const list = (query: Record<string, unknown> = {}) =>
    t
      .http()
      .get('/api/admin/emails')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set('Cookie', admin);

  describe('sending', () => {
    it('records the message in email_outbox, which is its delivery, naming the person for erasure', async () => {
      expect(sender.describe()).toBe('built-in outbox (set SMTP_URL for SMTP)');
      const rendered = orderConfirmation({
        business: t.config.business,
        customerName: 'Maria',
        orderId: 'ord-1',
        serviceSummary: ['Weekly service · 2 dogs · medium yard'],
        amountPaidCents: 14600,
        isSubscription: true,
        customerInfoUrl: `${t.config.publicUrl}/customer-info?session_id=cs_1`,
      });
      const eventId = randomUUID();
      const sent = await sender.send({ kind: 'order-confirmation', to: ' Maria@Example.com ', eventId, ...rendered });
      expect(sent).toEqual({ status: 'sent', transport: 'outbox', outboxId: expect.any(String), messageId: `<${eventId}.order-confirmation@localhost>` });
      const stored = await row(sent.outboxId!);
      expect(stored).toMatchObject({
        kind: 'order-confirmation',
        to_address: 'Maria@Example.com',
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        transport: 'outbox',
        status: 'sent',
        error: null,
        provider_response: null,
        message_id: sent.messageId,
        event_id: eventId,
        subject_id: t.app.get(PersonalDataVault).subjectIdFor('maria@example.com'),
        created_at: t.clock.now(),
        sent_at: t.clock.now(),
      });
      // The same event's message again (a retried job) is the same row, not a second message.
      expect(await sender.send({ kind: 'order-confirmation', to: 'maria@example.com', eventId, ...rendered })).toEqual(sent);
    });

    it('sends the admin test e-mail to the outbox, deriving the missing part', async () => {
      const res = await t
        .http()
        .post('/api/admin/test-email')
        .set('Cookie', admin)
        .send({ to: 'owner@example.com', subject: 'Outbox test', html: '<p>Hello <script>x()</script><b>staff</b></p>' })
        .expect(200);
      expect(res.body).toEqual({ success: true, transport: 'outbox', outboxId: expect.any(String), messageId: expect.stringMatching(/@localhost>$/) });
      expect(await row(res.body.outboxId)).toMatchObject({ kind: 'test', html: '<p>Hello <script>x()</script><b>staff</b></p>', text: 'Hello staff' });

      const textOnly = await t
        .http()
        .post('/api/admin/test-email')
        .set('Cookie', admin)
        .send({ to: 'owner@example.com', subject: 'Text', text: 'a < b' })
        .expect(200);
      expect((await row(textOnly.body.outboxId)).html).toContain('a &lt; b');
      expect((await t.http().get('/api/admin/test-email').set('Cookie', admin).expect(200)).body).toEqual({
        transport: 'outbox',
        description: 'built-in outbox (set SMTP_URL for SMTP)',
      });
      await t.http().post('/api/admin/test-email/verify').set('Cookie', admin).expect(200);
    });

    it('answers bad test-email input with 400 and a message per field, never 500', async () => {
      const post = (body: unknown, type = 'application/json') =>
        t
          .http()
          .post('/api/admin/test-email')
          .set('Cookie', admin)
          .set('Content-Type', type)
          .send(typeof body === 'string' ? body : JSON.stringify(body));
      const missing = await post({}).expect(400);
      expect(missing.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(missing.body.errors).sort()).toEqual(['subject', 'text', 'to']);
      expect(missing.body.errors.text).toBe('Either html or text is required');
      expect(missing.body.errors.subject).toBe('A subject is required');

      expect((await post({ to: 'not-an-email', subject: 'x', text: 'x' }).expect(400)).body.errors).toEqual({ to: 'Enter a valid e-mail address' });
      expect((await post({ to: 123, subject: {}, text: 'x' }).expect(400)).body.errors).toEqual({ to: expect.any(String), subject: 'A subject is required' });
      expect((await post({ to: 'a@example.com', subject: 'x'.repeat(201), text: 'x' }).expect(400)).body.errors).toEqual({
        subject: 'The subject can be at most 200 characters',
      });
      expect((await post({ to: 'a@example.com', subject: 'x', html: 'x'.repeat(50_001) }).expect(400)).body.errors).toEqual({
        html: 'The HTML can be at most 50000 characters',
      });
      expect((await post({ to: 'a@example.com', subject: 'x', text: 'x', cc: 'b@example.com' }).expect(400)).body.errors).toEqual({ cc: 'cc is not allowed' });
      expect((await post({ to: 'a@example.com', subject: 'x', html: '', text: '' }).expect(400)).body.errors).toEqual({
        text: 'Either html or text is required',
      });
      expect((await post({ to: 'a@example.com', subject: '   ', text: ' \n ' }).expect(400)).body.errors).toEqual({
        subject: 'A subject is required',
        text: 'Either html or text is required',
      });
      await post('{"to":', 'application/json').expect(400);
      await post([{ to: 'a@example.com' }]).expect(400);
      await post({ to: 'a@example.com', subject: 'nul \u0000 byte', text: 'x' }).expect(400);
      expect(await t.database.db.query(`select 1 from email_outbox where subject like 'nul%'`)).toEqual([]);
    });
  });

  describe('the admin list', () => {
    let ids: Record<'a' | 'b' | 'c', string>;
    let created: Date;

    beforeAll(async () => {
      await t.database.db.query('delete from email_outbox');
      const start = t.clock.now().getTime();
      const at = (minutes: number) => t.clock.set(new Date(start + minutes * 60_000));
      at(0);
      created = t.clock.now();
      const a = await sender.send({ kind: 'booking-confirmation', to: 'sam@example.com', subject: 'Your visit is confirmed', html: '<p>a</p>', text: 'a' });
      at(5);
      const b = await sender.send({ kind: 'abandoned-quote', to: 'pat@example.com', subject: '100% saved: your quote', html: '<p>b</p>', text: 'b' });
      at(10);
      const c = await sender.send({ kind: 'test', to: 'owner@example.com', subject: 'Sam asked for a test', html: '<p>c</p>', text: 'c' });
      await t.database.db.query(`update email_outbox set status = 'failed', error = 'The SMTP server refused the message: 550 no' where id = $1`, [c.outboxId]);
      ids = { a: a.outboxId!, b: b.outboxId!, c: c.outboxId! };
    });

    it('refuses visitors and non-admins', async () => {
      await t.http().get('/api/admin/emails').expect(401);
      await t.http().get(`/api/admin/emails/${randomUUID()}`).expect(401);
      await t.http().post('/api/admin/test-email').send({ to: 'a@example.com', subject: 'x', text: 'x' }).expect(401);
      await t
        .http()
        .get('/api/admin/emails')
        .set('Cookie', await t.signIn('customer'))
        .expect(403);
      expect(await t.database.db.query(`select 1 from email_outbox where to_address = 'a@example.com'`)).toEqual([]);
    });

    it('lists newest first with Content-Range and the summary fields', async () => {
      const res = await list().expect(200);
      expect(res.headers['content-range']).toBe('emails 0-2/3');
      expect(res.body.map((e: { id: string }) => e.id)).toEqual([ids.c, ids.b, ids.a]);
      expect(res.body[2]).toEqual({
        id: ids.a,
        kind: 'booking-confirmation',
        to_address: 'sam@example.com',
        subject: 'Your visit is confirmed',
        transport: 'outbox',
        status: 'sent',
        error: null,
        message_id: expect.stringMatching(/@localhost>$/),
        created_at: created.toISOString(),
        sent_at: created.toISOString(),
      });
      expect(res.body[0]).not.toHaveProperty('html');
      const page = await list({ sort: ['to_address', 'ASC'], range: [1, 1] }).expect(200);
      expect(page.headers['content-range']).toBe('emails 1-1/3');
      expect(page.body.map((e: { id: string }) => e.id)).toEqual([ids.b]);
    });

    it('filters by a search over address and subject, by kind and by status', async () => {
      const ids_ = async (filter: Record<string, unknown>) => (await list({ filter }).expect(200)).body.map((e: { id: string }) => e.id);
      expect(await ids_({ q: 'SAM' })).toEqual([ids.c, ids.a]);
      expect(await ids_({ q: 'pat@' })).toEqual([ids.b]);
      expect(await ids_({ q: '100%' })).toEqual([ids.b]);
      expect(await ids_({ q: '1%0' })).toEqual([]);
      expect(await ids_({ kind: 'abandoned-quote' })).toEqual([ids.b]);
      expect(await ids_({ status: 'failed' })).toEqual([ids.c]);
      expect(await ids_({ status: 'sent', q: 'sam' })).toEqual([ids.a]);
      expect(await ids_({ id: [ids.a, ids.b] })).toEqual([ids.b, ids.a]);
      await list({ filter: { html: 'x' } }).expect(400);
      await list({ sort: ['html', 'ASC'] }).expect(400);
    });

    it('shows one message with its HTML and text; an unknown or malformed id is 404', async () => {
      const res = await t.http().get(`/api/admin/emails/${ids.c}`).set('Cookie', admin).expect(200);
      expect(res.body).toMatchObject({
        id: ids.c,
        kind: 'test',
        status: 'failed',
        error: 'The SMTP server refused the message: 550 no',
        html: '<p>c</p>',
        text: 'c',
        provider_response: null,
        event_id: null,
      });
      await t.http().get(`/api/admin/emails/${randomUUID()}`).set('Cookie', admin).expect(404);
      const malformed = await t.http().get('/api/admin/emails/not-a-uuid').set('Cookie', admin).expect(404);
      expect(malformed.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });
  });

  describe('unsubscribe', () => {
    const reminder = (to: string) => ({ kind: 'abandoned-quote' as const, to, subject: 'Your quote is saved', html: '<p>Finish</p>', text: 'Finish' });
    const unsubscribePath = (url: string) => url.slice(t.config.publicUrl.length);

    it('a signed link asks first, its button unsubscribes the address, and the port then skips quote reminders to it (only those)', async () => {
      const url = unsubscribes.urlFor('Lee@Example.com');
      expect(url).toMatch(/^http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/);
      expect(await unsubscribes.isUnsubscribed('lee@example.com')).toBe(false);

      // Opening the link (as a mail scanner would) only asks.
      const page = await t.http().get(unsubscribePath(url)).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('Stop quote reminders?');
      expect(page.text).toMatch(/<form method="post" action="\?token=[\w.-]+"/);
      expect(await unsubscribes.isUnsubscribed('lee@example.com')).toBe(false);
      // The button posts to the same address.
      const done = await t.http().post(unsubscribePath(url)).type('form').send('').expect(200);
      expect(done.text).toContain('You’re unsubscribed');
      expect(done.text).toContain('You won’t get quote reminders from SCV Scoopers');
      await t.http().post(unsubscribePath(url)).expect(200);

      expect(await unsubscribes.isUnsubscribed(' LEE@example.com')).toBe(true);
      const before = await t.database.db.query('select count(*)::int as n from email_outbox');
      expect(await sender.send(reminder('lee@example.com'))).toEqual({
        status: 'skipped',
        outboxId: null,
        transport: 'outbox',
        messageId: null,
        reason: 'unsubscribed',
      });
      expect(await t.database.db.query('select count(*)::int as n from email_outbox')).toEqual(before);
      expect((await sender.send({ ...reminder('lee@example.com'), kind: 'booking-confirmation' })).status).toBe('sent');
      expect((await sender.send(reminder('someone-else@example.com'))).status).toBe('sent');

      const stored = await t.database.db.query<{ address_digest: string }>('select address_digest from email_unsubscribes');
      expect(stored).toHaveLength(1);
      expect(stored[0].address_digest).toMatch(/^[0-9a-f]{64}$/);
    });

    it('one-click POST (RFC 8058) unsubscribes too', async () => {
      const url = unsubscribes.urlFor('oneclick@example.com');
      await t.http().post(unsubscribePath(url)).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await unsubscribes.isUnsubscribed('oneclick@example.com')).toBe(true);
    });

    it('a forged, tampered or missing token answers 400 with an HTML page and unsubscribes nobody', async () => {
      const genuine = new URL(unsubscribes.urlFor('victim@example.com')).searchParams.get('token')!;
      const [, signature] = genuine.split('.');
      const forged = `${Buffer.from('other@example.com').toString('base64url')}.${signature}`;
      for (const query of [
        `token=${forged}`,
        `token=${genuine.slice(0, -2)}xx`,
        '',
        'token=',
        'token=a&token=b',
        'token=%00%ff',
        `token=${'x'.repeat(3000)}`,
      ]) {
        const res = await t.http().get(`/api/email/unsubscribe?${query}`).expect(400);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('This unsubscribe link is invalid');
      }
      await t.http().post(`/api/email/unsubscribe?token=${forged}`).expect(400);
      expect(await unsubscribes.isUnsubscribed('other@example.com')).toBe(false);
      expect(await unsubscribes.isUnsubscribed('victim@example.com')).toBe(false);
    });

    it('without VAULT_MASTER_KEY, every process signs with one secret generated once per database', async () => {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const first = new EmailUnsubscribes(t.database.db, config, t.clock);
      const second = new EmailUnsubscribes(t.database.db, config, t.clock);
      await first.onModuleInit();
      await second.onModuleInit();
      expect(first.urlFor('kim@example.com')).toBe(second.urlFor('kim@example.com'));
      expect(first.urlFor('kim@example.com')).not.toBe(unsubscribes.urlFor('kim@example.com'));
      expect(await second.unsubscribe(new URL(first.urlFor('kim@example.com')).searchParams.get('token'))).toBe(true);
      expect(await first.isUnsubscribed('kim@example.com')).toBe(true);
      expect(await unsubscribes.unsubscribe(new URL(first.urlFor('kim@example.com')).searchParams.get('token'))).toBe(false);
      expect(await t.database.db.query(`select name from email_secrets`)).toEqual([{ name: 'unsubscribe' }]);
    });
  });

  describe('erasure', () => {
    it('eraseSubject leaves no copy of the person in email_outbox, and other people’s messages alone', async () => {
      const vault = t.app.get(PersonalDataVault);
      const jo = vault.subjectIdFor('jo@example.com');
      await sender.send({ kind: 'data-deletion-received', to: 'jo@example.com', subject: 'We received your request, Jo', html: '<p>Jo</p>', text: 'Jo' });
      await sender.send({
        kind: 'order-confirmation',
        to: 'JO@example.com',
        subject: 'Order for Jo',
        html: '<p>Jo</p>',
        text: 'Jo',
        subjectId: jo,
        eventId: randomUUID(),
      });
      const kept = await sender.send({ kind: 'test', to: 'kept@example.com', subject: 'Not Jo', html: '<p>k</p>', text: 'k' });
      await t.database.db.query(`update email_outbox set error = 'The SMTP server refused the message: 550 <jo@example.com> unknown' where subject_id = $1`, [
        jo,
      ]);

      await eraseSubject(t.database.db, t.app.get(EventStore), jo, 'test');

      const rows = await t.database.db.query(
        `select to_address, subject, html, text, error, status, kind from email_outbox where subject_id = $1 order by kind`,
        [jo],
      );
      expect(rows).toEqual([
        { to_address: '[erased]', subject: '[erased]', html: '[erased]', text: '[erased]', error: '[erased]', status: 'sent', kind: 'data-deletion-received' },
        { to_address: '[erased]', subject: '[erased]', html: '[erased]', text: '[erased]', error: '[erased]', status: 'sent', kind: 'order-confirmation' },
      ]);
      const leaks = await t.database.db.query(`select id from email_outbox where (email_outbox::text) ilike '%jo@example.com%'`);
      expect(leaks).toEqual([]);
      expect(await row(kept.outboxId!)).toMatchObject({ to_address: 'kept@example.com', subject: 'Not Jo' });
    });
  });
});
