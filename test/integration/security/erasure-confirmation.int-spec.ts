import { eventually } from '../../support/eventually';
import { checkoutBody } from '../../support/orders-fixtures';
import { createTestApp, TestApp } from '../../support/test-app';

const DAY = 86_400_000;
const SPEC_TITLE = 'Data Deletion Request Submitted';
const SPEC_MESSAGE = "We'll process your request within 30 days and send confirmation to your email.";

/** Issue 13: nobody can have someone else erased; the mailbox owner confirms by a signed, single-use, expiring link first. */
describe('security: a data-deletion request waits for the mailbox owner to confirm it', () => {
  let t: TestApp;
  let admin: string;
  const db = () => t.database.db;
  const file = (email: string, fullName = 'Dana Delete', ip = '198.51.100.1') =>
    t.http().post('/api/data-deletion-requests').set('X-Forwarded-For', ip).send({ email, fullName, reason: 'Moving away' });
  const request = (id: string) => t.http().get(`/api/admin/data-deletion-requests/${id}`).set('Cookie', admin);
  const confirmationMail = (to: string) =>
    eventually(
      () =>
        db().query<{ text: string; html: string; subject: string }>(
          `select text, html, subject from email_outbox where kind = 'data-deletion-confirmation' and to_address = $1`,
          [to],
        ),
      (rows) => rows.length === 1,
      `the confirmation e-mail to ${to}`,
    ).then(([row]) => row);
  const linkIn = (text: string) => {
    const match = /https?:\/\/\S+\/api\/data-deletion-requests\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(text);
    if (!match) throw new Error(`no confirmation link in: ${text}`);
    return { path: new URL(match[0]).pathname + new URL(match[0]).search, token: match[1] };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_BACKOFF_MS: '20', CHECKOUT_IP_LIMIT: '1000' } });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('answers a customer and a stranger alike, and e-mails the address a confirmation link (nothing for staff yet)', async () => {
    const customer = 'paying.customer@example.com';
    await t
      .http()
      .post('/api/checkout/subscription')
      .send(checkoutBody({ customerData: { name: 'Paying Customer', email: customer, phone: '(661) 555-0100' } }))
      .expect(201);
    const forCustomer = await file(customer, 'Paying Customer').expect(201);
    const forStranger = await file('never.seen@example.com', 'Never Seen', '198.51.100.2').expect(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: 'x' });
    expect(shape(forCustomer.body)).toEqual(shape(forStranger.body));
    expect(forCustomer.body).toMatchObject({ title: SPEC_TITLE, message: SPEC_MESSAGE });
    expect(forCustomer.body.confirmation).toMatch(/e-mailed you a link to confirm/);

    const mail = await confirmationMail(customer);
    expect(mail.subject).toMatch(/confirm/i);
    expect(linkIn(mail.text).token).toBeTruthy();
    expect(mail.html).toContain('/api/data-deletion-requests/confirm?token=');
    await confirmationMail('never.seen@example.com');
    // Until confirmed there is no receipt and no board card: a stranger's request makes no work for staff.
    expect(await db().query(`select 1 from email_outbox where kind = 'data-deletion-received'`)).toEqual([]);
    expect(await db().query(`select 1 from task_cards where list = 'Data Deletion'`)).toEqual([]);
  });

  it('shows staff the request as awaiting confirmation, with no due date, and refuses to erase it (409)', async () => {
    const { body } = await file('waiting@example.com', 'Wai Ting', '198.51.100.3').expect(201);
    t.clock.advance(40 * DAY);
    admin = await t.signIn('admin');
    const one = await request(body.id).expect(200);
    expect(one.body).toMatchObject({ status: 'awaiting-confirmation', confirmed_at: null, due_at: null, overdue: false });
    const listed = await t
      .http()
      .get('/api/admin/data-deletion-requests')
      .query({ filter: JSON.stringify({ q: 'waiting@' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: body.id, status: 'awaiting-confirmation', confirmed_at: null, due_at: null })]);

    const refused = await t.http().post(`/api/admin/data-deletion-requests/${body.id}/erase`).set('Cookie', admin).expect(409);
    expect(refused.body).toMatchObject({ code: 'AWAITING_CONFIRMATION' });
    expect(refused.body.detail).toMatch(/awaiting the requester's confirmation/);
    const [key] = await db().query<{ live: boolean }>(
      `select bool_or(wrapped_key is not null) as live from vault_keys where subject_id = (select subject_id from data_deletion_requests where id = $1)`,
      [body.id],
    );
    expect(key.live).toBe(true);
  });

  it('opens a page with a button that POSTs; opening it confirms nothing', async () => {
    const email = 'opener@example.com';
    const { body } = await file(email, 'Open Er', '198.51.100.4').expect(201);
    const { path } = linkIn((await confirmationMail(email)).text);
    for (let i = 0; i < 2; i++) {
      const page = await t.http().get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toMatch(/<form method="post" action="[^"]*token=/);
      expect(page.text).toContain('Confirm deletion request');
    }
    expect((await request(body.id).expect(200)).body.status).toBe('awaiting-confirmation');
  });

  it('confirms once with the POST: the 30-day clock starts then, staff may erase, and the link is spent', async () => {
    const email = 'confirmer@example.com';
    const { body } = await file(email, 'Con Firmer', '198.51.100.5').expect(201);
    const { path } = linkIn((await confirmationMail(email)).text);
    t.clock.advance(2 * DAY);
    const confirmedAt = t.clock.now().toISOString();
    const done = await t.http().post(path).expect(200);
    expect(done.text).toContain('Request confirmed');

    const one = await request(body.id).expect(200);
    expect(one.body).toMatchObject({ status: 'confirmed', confirmed_at: confirmedAt, overdue: false });
    expect(new Date(one.body.due_at).getTime() - new Date(confirmedAt).getTime()).toBe(30 * DAY);
    await eventually(
      () => db().query(`select 1 from email_outbox where kind = 'data-deletion-received' and to_address = $1`, [email]),
      (rows) => rows.length === 1,
      'the receipt after confirmation',
    );
    await eventually(
      () => db().query(`select 1 from task_cards where list = 'Data Deletion' and contact_email = $1`, [email]),
      (rows) => rows.length === 1,
      'the board card after confirmation',
    );

    const again = await t.http().post(path).expect(410);
    expect(again.text).toContain('already been used');
    const [{ n }] = await db().query<{ n: number }>(
      `select count(*)::int as n from es_events where stream_id = $1 and event_type like 'data-deletion.confirmed%'`,
      [`data-deletion-${body.id}`],
    );
    expect(n).toBe(1);

    t.clock.advance(31 * DAY);
    admin = await t.signIn('admin');
    expect((await request(body.id).expect(200)).body.overdue).toBe(true);
    const erased = await t.http().post(`/api/admin/data-deletion-requests/${body.id}/erase`).set('Cookie', admin).expect(200);
    expect(erased.body).toMatchObject({ status: 'erased', email: '[erased]', overdue: false });
  });

  it('refuses a forged, altered or expired link and confirms nothing', async () => {
    const email = 'late@example.com';
    const { body } = await file(email, 'Late Comer', '198.51.100.6').expect(201);
    const { path, token } = linkIn((await confirmationMail(email)).text);
    const [id, signature] = token.split('.');
    const forged = [`${body.id}.${'A'.repeat(43)}`, `${id}.${signature.slice(0, -2)}xx`, '00000000-0000-4000-8000-000000000000.abc', 'nonsense', ''];
    for (const bad of forged) {
      await t
        .http()
        .get(`/api/data-deletion-requests/confirm?token=${encodeURIComponent(bad)}`)
        .expect(400);
      await t
        .http()
        .post(`/api/data-deletion-requests/confirm?token=${encodeURIComponent(bad)}`)
        .expect(400);
    }
    t.clock.advance(7 * DAY + 1000);
    const expired = await t.http().post(path).expect(410);
    expect(expired.text).toContain('expired');
    admin = await t.signIn('admin');
    expect((await request(body.id).expect(200)).body.status).toBe('awaiting-confirmation');
  });

  it("limits requests per address (3 an hour) so nobody's mailbox can be flooded with links", async () => {
    const email = 'flooded@example.com';
    for (let i = 0; i < 3; i++) await file(email, 'Flood Ed', `203.0.113.${10 + i}`).expect(201);
    const denied = await file(email, 'Flood Ed', '203.0.113.20').expect(429);
    expect(denied.body.detail).toBe('Too many requests. Please try again later.');
  });
});
