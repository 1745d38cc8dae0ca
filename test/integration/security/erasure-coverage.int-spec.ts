import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderLinks } from '../../../backend/src/modules/orders';
import { phoneJpeg } from '../../support/field-photos';
import { createScooper, signInAs } from '../../support/scooper-accounts';
import { subscribedOrder } from '../../support/service-fixtures';
import { fileConfirmedDeletion } from '../../support/data-deletion';
import { eventually } from '../../support/eventually';
import { checkoutBody } from '../../support/orders-fixtures';
import { createTestApp, TEST_PASSWORD, TestApp } from '../../support/test-app';
import { TrelloStandIn } from '../../support/trello-stand-in';

const ERASED = '[erased]';

/**
 * Issue 13 (hygiene): erasure reaches what crypto-shredding missed. One person and one bystander are seeded
 * in every table; the person is erased; each of theirs is gone or shredded and each of the bystander's is untouched.
 */
describe('security: erasure reaches accounts, sandbox sessions, chats, analytics, outbox and board cards', () => {
  let t: TestApp;
  let admin: string;
  const person = 'pat.person@example.com';
  // A look-alike address, so a careless substring match would take the bystander too.
  const bystander = 'spat.person@example.com';
  const personLeadSession = randomUUID();
  const personAnalyticsSession = randomUUID();
  const bystanderSession = randomUUID();
  // The bystander's address contains the person's, so "names the person" needs a word boundary.
  const namesPerson = (text: string) => /(^|[^a-z0-9.])pat\.person(@|%40)example\.com/i.test(text) || /pat person/i.test(text);
  const db = () => t.database.db;
  const count = async (sql: string, params: unknown[] = []) => (await db().query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params))[0].n;

  async function seed(email: string, name: string, leadSession: string, analyticsSession: string, ip: string) {
    // A customer account from sign-up, with its token and sign-up mail.
    await t.http().post('/api/auth/sign-up').set('X-Forwarded-For', ip).send({ email, password: 'a long enough password 1', fullName: name }).expect(201);
    // A lead from a browser session, and an open sandbox checkout.
    await t
      .http()
      .post('/api/leads')
      .set('X-Forwarded-For', ip)
      .send({ contact_info: email, contact_type: 'email', user_session: leadSession, form_data: { numberOfDogs: '2' } })
      .expect(200);
    await t
      .http()
      .post('/api/checkout/subscription')
      .set('X-Forwarded-For', ip)
      .send(checkoutBody({ customerData: { name, email, phone: '(661) 555-0111' } }))
      .expect(201);
    // Chat: one conversation names the address, one came from the lead's browser session.
    const chat = async (session: string, userText: string) => {
      const id = randomUUID();
      await db().query(
        `insert into ai_guide_chats (conversation_id, role, message, current_page, user_session) values ($1, 'user', $2, '/', $3), ($1, 'assistant', 'Happy to help!', '/', $3)`,
        [id, userText, session],
      );
      await db().query(
        `insert into ai_guide_conversations (conversation_id, first_user_message, first_page, last_page, user_session, message_count, started_at, last_activity_at) values ($1, $2, '/', '/', $3, 2, now(), now())`,
        [id, userText, session],
      );
    };
    await chat(`chat-${randomUUID()}`, `Hi, I'm ${name}, reach me at ${email.toUpperCase()} about my two dogs`);
    await chat(leadSession, 'Do you serve Valencia? My yard is big.');
    // Analytics: a session whose URL carried the address (every row of it goes), and the lead's session.
    await db().query(
      `insert into website_analytics (session_id, event_type, page_url, event_data, created_at) values
         ($1, 'page_view', '/', '{}', now()), ($1, 'page_view', $2, '{}', now()), ($3, 'button_click', '/faq', '{"buttonName":"Get a quote"}', now())`,
      [analyticsSession, `/?email=${encodeURIComponent(email)}&dogs=2`, leadSession],
    );
    // Outbox mail to the address filed under no subject of theirs.
    await db().query(
      `insert into email_outbox (kind, to_address, subject, html, text, transport, status, message_id, subject_id, created_at, sent_at)
       values ('test', $1, $2, '<p>hi</p>', 'hi', 'outbox', 'sent', $3, $4, now(), now())`,
      [email, `Test for ${name}`, `<${randomUUID()}@test>`, randomUUID()],
    );
  }

  /**
   * A board card made by hand with the address. Only once the relay has made the lead's own card: before that, the
   * lead job would take this open card over as the person's lead card (search-existing-trello-lead), leaving one card.
   */
  async function handMadeCard(email: string, name: string) {
    await db().query(`insert into task_cards (list, title, description, contact_name, contact_email, marker) values ('In Progress', $1, $2, $1, $3, $4)`, [
      `Call ${name}`,
      `Wants a quote; ${email}`,
      email,
      `manual-${randomUUID()}`,
    ]);
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_BACKOFF_MS: '20', CHECKOUT_IP_LIMIT: '1000' } });
    admin = await t.signIn('admin');
    await seed(person, 'Pat Person', personLeadSession, personAnalyticsSession, '192.0.2.10');
    await seed(bystander, 'Sam Bystander', bystanderSession, randomUUID(), '192.0.2.11');
    // The relay's lead cards on the built-in board, for both.
    await eventually(
      () => count(`select 1 from task_board_links where card_key like 'lead-%' and external_id is not null`),
      (n) => n === 2,
      'both lead cards',
    );
    await handMadeCard(person, 'Pat Person');
    await handMadeCard(bystander, 'Sam Bystander');
  });
  afterAll(() => t.close());

  it('removes or shreds every copy of the person, and leaves the bystander alone', async () => {
    const requestId = await fileConfirmedDeletion(t, person, 'Pat Person');
    await eventually(
      () => count(`select 1 from email_outbox where kind = 'data-deletion-received' and to_address = $1`, [person]),
      (n) => n === 1,
      'the receipt',
    );
    await t.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);

    // Accounts: the customer's users row is gone, with its sign-up tokens and sessions.
    expect(await count(`select 1 from users where lower(email) = $1`, [person])).toBe(0);
    expect(await count(`select 1 from users where lower(email) = $1`, [bystander])).toBe(1);
    expect(await count(`select 1 from sign_up_tokens t join users u on u.id = t.user_id where u.email = $1`, [bystander])).toBe(1);
    expect(await count(`select 1 from sign_up_tokens`)).toBe(1);

    // Sandbox sessions keep their amounts, not the address.
    expect(await count(`select 1 from sandbox_checkout_sessions where customer_email = $1`, [person])).toBe(0);
    expect(await count(`select 1 from sandbox_checkout_sessions where customer_email = $1`, [ERASED])).toBe(1);
    expect(await count(`select 1 from sandbox_checkout_sessions where customer_email = $1`, [bystander])).toBe(1);

    // Chats: both of the person's conversations are gone; the bystander's two stay whole.
    expect(await count(`select 1 from ai_guide_conversations`)).toBe(2);
    expect(await count(`select 1 from ai_guide_chats`)).toBe(4);
    expect(await count(`select 1 from ai_guide_chats where message ilike '%pat person%' or user_session = $1`, [personLeadSession])).toBe(0);
    expect(await count(`select 1 from ai_guide_chats where message ilike $1`, [`%${bystander}%`])).toBe(1);

    // Analytics: every row of the session whose URL held the address, and of the lead's session.
    expect(await count(`select 1 from website_analytics where session_id = any($1::uuid[])`, [[personAnalyticsSession, personLeadSession]])).toBe(0);
    expect(await count(`select 1 from website_analytics`)).toBe(3);
    expect(await count(`select 1 from website_analytics where page_url like $1`, [`%${encodeURIComponent(bystander)}%`])).toBe(1);

    // Outbox: sign-up mail and mail filed under another subject are shredded too.
    const mail = await db().query<{ kind: string; to_address: string; subject: string; html: string }>(
      `select kind, to_address, subject, html from email_outbox order by id`,
    );
    expect(namesPerson(JSON.stringify(mail))).toBe(false);
    expect(
      mail
        .filter((m) => m.to_address === ERASED)
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['data-deletion-confirmation', 'data-deletion-received', 'sign-up-confirmation', 'test']);
    expect(
      mail
        .filter((m) => m.to_address === bystander)
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['sign-up-confirmation', 'test']);

    // Board: the relay's lead card and the hand-made card lose the person; the bystander's keep them.
    const cards = await db().query<{ title: string; description: string; contact_email: string | null }>(
      `select title, description, contact_email from task_cards`,
    );
    expect(namesPerson(JSON.stringify(cards))).toBe(false);
    expect(cards.filter((c) => c.contact_email === bystander)).toHaveLength(2);

    // Nothing of the person anywhere in these tables.
    for (const table of [
      'users',
      'sign_up_tokens',
      'sandbox_checkout_sessions',
      'ai_guide_chats',
      'ai_guide_conversations',
      'website_analytics',
      'email_outbox',
      'task_cards',
      'task_card_comments',
    ]) {
      const dump = JSON.stringify(await db().query(`select * from ${table}`));
      expect({ table, leaks: namesPerson(dump) }).toEqual({ table, leaks: false });
    }
  });

  it("leaves a staff account alone: a deletion request can't lock staff out", async () => {
    const staff = 'admin@scvscoopers.example';
    const requestId = await fileConfirmedDeletion(t, staff, 'Test Admin', '192.0.2.12');
    await t.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);
    await t.http().post('/api/auth/sign-in').send({ email: staff, password: TEST_PASSWORD }).expect(200);
  });
});

describe('security: erasure deletes the person’s cards on Trello', () => {
  let t: TestApp;
  let trello: TrelloStandIn;
  let admin: string;

  beforeAll(async () => {
    trello = new TrelloStandIn();
    await trello.start();
    t = await createTestApp({ env: { ...trello.env(), JOB_BACKOFF_MS: '20' } });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await trello.stop();
  });

  it('removes their cards (and so their comments) from the board once the erasure is recorded; the bystander’s stay', async () => {
    const lead = (email: string) =>
      t
        .http()
        .post('/api/leads')
        .send({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '2' } })
        .expect(200);
    await lead('trello.person@example.com');
    await lead('trello.bystander@example.com');
    const mentions = (email: string) => trello.cards().filter((card) => `${card.name}\n${card.desc}`.includes(email) && !card.closed);
    await eventually(
      async () => mentions('trello.person@example.com').length + mentions('trello.bystander@example.com').length,
      (n) => n === 2,
      'both cards on Trello',
    );

    const requestId = await fileConfirmedDeletion(t, 'trello.person@example.com', 'Trello Person');
    const theirs = (
      await eventually(
        async () => mentions('trello.person@example.com'),
        (cards) => cards.length === 2,
        'the lead and deletion-request cards',
      )
    ).map((card) => card.id);
    await t.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);

    // Deleted, not just rewritten: Trello keeps comments and activity on a card we only update.
    await eventually(
      async () => trello.cards().filter((card) => theirs.includes(card.id)).length,
      (n) => n === 0,
      'the person’s cards deleted from Trello',
    );
    expect(mentions('trello.person@example.com')).toHaveLength(0);
    expect(trello.cards().some((card) => card.name.includes('Trello Person'))).toBe(false);
    expect(mentions('trello.bystander@example.com')).toHaveLength(1);
  });
});

describe('security: erasure deletes the person’s visit photos from the uploads store (issue 16)', () => {
  let t: TestApp;
  let uploads: string;
  let admin: string;
  const DAY = '2026-03-03';
  const person = 'photo.person@example.com';
  const bystander = 'photo.bystander@example.com';
  const orderOf: Record<string, string> = {};
  const photoOf: Record<string, string> = {};
  const photoFiles = (dir: string): string[] =>
    existsSync(dir) ? readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? photoFiles(join(dir, name)) : [join(dir, name)])) : [];
  const photoDir = () => join(uploads, 'private-uploads', 'visit-photos');

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'erasure-photos-'));
    t = await createTestApp({ env: { UPLOAD_DIR: join(uploads, 'uploads'), JOB_BACKOFF_MS: '20' } });
    t.clock.set('2026-02-26T18:00:00.000Z');
    admin = await t.signIn('admin');
    const account = await createScooper(t, admin, { email: 'sam@example.com', workingDays: ['tuesday'] });
    const visitOf: Record<string, string> = {};
    for (const email of [person, bystander]) {
      orderOf[email] = await subscribedOrder(t, {
        customerData: { email, name: email === person ? 'Photo Person' : 'Photo Bystander' },
        preferredDays: ['tuesday'],
      });
      const [visit] = await t.database.db.query<{ id: string }>(`select id from visits where order_id = $1 and date = $2`, [orderOf[email], DAY]);
      visitOf[email] = visit.id;
      await t.http().put(`/api/admin/visits/${visit.id}`).set('Cookie', admin).send({ scooperId: account.id }).expect(200);
    }
    const scooper = await signInAs(t, account.email, account.temporaryPassword);
    t.clock.set('2026-03-03T17:05:00.000Z');
    for (const email of [person, bystander]) {
      photoOf[email] = randomUUID();
      await t
        .http()
        .post(`/api/field/visits/${visitOf[email]}/photos`)
        .set('Cookie', scooper)
        .field('id', photoOf[email])
        .attach('photo', phoneJpeg(), { filename: 'photo.jpg', contentType: 'image/jpeg' })
        .expect(201);
      await t
        .http()
        .post(`/api/field/visits/${visitOf[email]}/complete`)
        .set('Cookie', scooper)
        .send({ clientId: randomUUID(), photoIds: [photoOf[email]] })
        .expect(200);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('removes their photo files and rows, so the staff and customer photo routes answer not found; the bystander’s stay', async () => {
    const links = t.app.get(OrderLinks);
    const customerUrl = (email: string) => `/api/visit-photos/${photoOf[email]}?token=${links.tokenFor(orderOf[email])}`;
    expect(photoFiles(photoDir())).toHaveLength(2);
    await t.http().get(customerUrl(person)).expect(200);

    const requestId = await fileConfirmedDeletion(t, person, 'Photo Person');
    await t.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);

    const left = photoFiles(photoDir());
    expect(left).toHaveLength(1);
    expect(left[0]).toContain(photoOf[bystander]);
    expect(await t.database.db.query(`select id from visit_photos where id = $1`, [photoOf[person]])).toEqual([]);
    await t.http().get(`/api/admin/visit-photos/${photoOf[person]}`).set('Cookie', admin).expect(404);
    await t.http().get(customerUrl(person)).expect(404);
    await t.http().get(`/api/admin/visit-photos/${photoOf[bystander]}`).set('Cookie', admin).expect(200);
    await t.http().get(customerUrl(bystander)).expect(200);
    const { body } = await t
      .http()
      .get(`/api/admin/visits?filter=${encodeURIComponent(JSON.stringify({ date_gte: DAY, date_lte: DAY }))}`)
      .set('Cookie', admin);
    expect(body.find((v: { orderId: string }) => v.orderId === orderOf[person]).photos).toEqual([]);
  });
});
