import { UsersService } from '../../backend/src/modules/identity';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 24 * 3_600_000;

interface OutboxRow {
  to_address: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
}

describe('identity: sign-up with a confirmation link', () => {
  let t: TestApp;
  let ip = 0;
  // Each test signs up from its own address, so the per-IP counter never leaks between tests.
  const from = () => `198.51.100.${++ip}`;

  const signUp = (body: object, address = from()) => t.http().post('/api/auth/sign-up').set('X-Forwarded-For', address).send(body);
  const signIn = (email: string, password: string) => t.http().post('/api/auth/sign-in').set('X-Forwarded-For', from()).send({ email, password });
  const mails = (to: string) =>
    t.database.db.query<OutboxRow>(`select to_address, kind, subject, text, html from email_outbox where to_address = $1 order by created_at`, [to]);

  /** The link as the e-mail shows it, reduced to path and query for supertest. */
  async function confirmationLink(to: string): Promise<string> {
    const sent = await mails(to);
    const mail = sent[sent.length - 1];
    const match = mail.text.match(/https?:\/\/\S+\/api\/auth\/confirm\?token=[A-Za-z0-9_%-]+/);
    if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
    expect(mail.html).toContain(match[0]);
    const url = new URL(match[0]);
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);
    return `${url.pathname}${url.search}`;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 201 with the check-your-email message and e-mails a confirmation link to the normalised address', async () => {
    const res = await signUp({ email: '  Casey@Example.com ', password: 'secret one pass', fullName: 'Casey Customer' }).expect(201);
    expect(res.body).toEqual({ message: expect.stringContaining('confirmation link') });
    const [mail] = await mails('casey@example.com');
    expect(mail).toMatchObject({ kind: 'sign-up-confirmation', subject: 'Confirm your SCV Scoopers account' });
    expect(mail.text).toContain('Hi Casey Customer,');
    const rows = await t.database.db.query<{ email_confirmed_at: Date | null }>(`select email_confirmed_at from users where email = 'casey@example.com'`);
    expect(rows).toEqual([{ email_confirmed_at: null }]);
  });

  it('refuses sign-in until the link is followed, then signs in', async () => {
    await signUp({ email: 'dana@example.com', password: 'secret twelve pass', fullName: 'Dana Doe' }).expect(201);
    const before = await signIn('dana@example.com', 'secret twelve pass').expect(403);
    expect(before.body).toMatchObject({ title: 'Email not confirmed', code: 'EMAIL_NOT_CONFIRMED' });
    expect(before.headers['set-cookie']).toBeUndefined();
    // A wrong password still gets the plain 401, so the confirmation state tells strangers nothing.
    await signIn('dana@example.com', 'the wrong password').expect(401);

    const link = await confirmationLink('dana@example.com');
    // Opening the link shows a button (see security/identity-confirm-email); pressing it POSTs.
    const confirm = await t.http().post(link).expect(303);
    expect(confirm.headers.location).toBe('/auth?confirmed=1');

    const after = await signIn('dana@example.com', 'secret twelve pass').expect(200);
    expect(after.body.user).toMatchObject({ email: 'dana@example.com', fullName: 'Dana Doe', isAdmin: false });
    // A link works once.
    expect((await t.http().post(link).expect(303)).headers.location).toBe('/auth?confirmed=0');
  });

  it('sends a link that expires after 24 hours, and a bad token lands on /auth?confirmed=0', async () => {
    await signUp({ email: 'late@example.com', password: 'secret twelve pass', fullName: 'Lee Late' }).expect(201);
    const link = await confirmationLink('late@example.com');
    t.clock.advance(DAY + 1000);
    try {
      expect((await t.http().get(link).expect(302)).headers.location).toBe('/auth?confirmed=0');
      expect((await t.http().post(link).expect(303)).headers.location).toBe('/auth?confirmed=0');
    } finally {
      t.clock.advance(-(DAY + 1000));
    }
    expect((await t.http().get('/api/auth/confirm?token=nonsense-token-that-we-never-issued').expect(302)).headers.location).toBe('/auth?confirmed=0');
    expect((await t.http().get('/api/auth/confirm').expect(302)).headers.location).toBe('/auth?confirmed=0');
    await signIn('late@example.com', 'secret twelve pass').expect(403);
  });

  it('validates every field with a clear message', async () => {
    const empty = await signUp({}).expect(400);
    expect(empty.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(empty.body.errors).toEqual({
      email: 'Email address is required',
      password: 'Password is required',
      fullName: 'Full name is required',
    });
    const bad = await signUp({ email: 'not-an-email', password: '123456789', fullName: '   ' }).expect(400);
    expect(bad.body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 10 characters',
      fullName: 'Full name is required',
    });
    const extra = await signUp({ email: 'x@example.com', password: 'secret twelve pass', fullName: 'X Y', role: 'admin' }).expect(400);
    expect(extra.body.errors).toEqual({ role: 'role is not allowed' });
  });

  it('answers an already registered address exactly like a new one, without touching the account', async () => {
    await t.app.get(UsersService).createOrUpdateAdmin('owner@example.com', 'the real password', 'Olive Owner');
    const fresh = await signUp({ email: 'newcomer@example.com', password: 'secret twelve pass', fullName: 'New Comer' }).expect(201);
    const taken = await signUp({ email: 'owner@example.com', password: 'attacker chosen one', fullName: 'Mallory' }).expect(201);
    expect(taken.body).toEqual(fresh.body);
    expect(await mails('owner@example.com')).toEqual([]);
    await signIn('owner@example.com', 'the real password').expect(200);
    await signIn('owner@example.com', 'attacker chosen one').expect(401);
  });

  it('a repeated sign-up for an unconfirmed address re-sends a link; the password is the one whose link is followed', async () => {
    await signUp({ email: 'twice@example.com', password: 'first pass phrase', fullName: 'First Name' }).expect(201);
    const firstLink = await confirmationLink('twice@example.com');
    await signUp({ email: 'twice@example.com', password: 'second pass phrase', fullName: 'Second Name' }).expect(201);
    expect(await mails('twice@example.com')).toHaveLength(2);
    const secondLink = await confirmationLink('twice@example.com');

    await t.http().post(secondLink).expect(303);
    await signIn('twice@example.com', 'first pass phrase').expect(401);
    const res = await signIn('twice@example.com', 'second pass phrase').expect(200);
    expect(res.body.user.fullName).toBe('Second Name');
    // Confirming spends every other link of the account.
    expect((await t.http().post(firstLink).expect(303)).headers.location).toBe('/auth?confirmed=0');
  });

  it('accounts made by staff or before sign-up existed count as confirmed', async () => {
    const cookie = await t.signIn('customer');
    expect(cookie).toMatch(/^sid=/);
    await t.app.get(UsersService).createOrUpdateAdmin('staff@example.com', 'staff password', 'Sam Staff');
    await signIn('staff@example.com', 'staff password').expect(200);
  });

  it('rate-limits sign-up per IP and per e-mail address', async () => {
    const address = from();
    for (let i = 0; i < 5; i++) {
      await signUp({ email: `burst${i}@example.com`, password: 'secret twelve pass', fullName: 'Burst Person' }, address).expect(201);
    }
    const limited = await signUp({ email: 'burst9@example.com', password: 'secret twelve pass', fullName: 'Burst Person' }, address).expect(429);
    expect(limited.body.detail).toBe('Too many requests. Please wait a moment and try again.');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);

    for (let i = 0; i < 3; i++) {
      await signUp({ email: 'same@example.com', password: 'secret twelve pass', fullName: 'Same Person' }).expect(201);
    }
    await signUp({ email: 'Same@Example.com', password: 'secret twelve pass', fullName: 'Same Person' }).expect(429);
    expect(await mails('same@example.com')).toHaveLength(3);
  });
});
