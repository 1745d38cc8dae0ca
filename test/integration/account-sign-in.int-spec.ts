import { UsersService } from '../../backend/src/modules/identity';
import { freshIp, lastSignInLink, signInByLink } from '../support/account-sign-in';
import { checkoutBody, paidOrder } from '../support/orders-fixtures';
import { createTestApp, TEST_PASSWORD, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('account: passwordless sign-in by an e-mailed link', () => {
  let t: TestApp;
  let customerEmail: string;

  const requestLink = (email: unknown, ip = freshIp()) => t.http().post('/api/account/sign-in-link').set('X-Forwarded-For', ip).send({ email });
  const mails = async (to: string) =>
    Number((await t.database.db.query<{ n: string }>(`select count(*) as n from email_outbox where to_address = $1 and kind = 'account-sign-in'`, [to]))[0].n);

  // The per-address limit is 3 links an hour, so each test that asks for several uses its own customer.
  const newCustomer = async () => (await paidOrder(t, checkoutBody())).email;

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT: '200' } });
    customerEmail = (await paidOrder(t, checkoutBody())).email;
  });
  afterAll(() => t.close());

  it('answers 202 with the same words for a customer, a stranger and staff, and e-mails only the customer', async () => {
    await t.app.get(UsersService).createOrUpdateAdmin('staff.member@example.com', TEST_PASSWORD, 'Staff Member');
    const answers = [];
    for (const email of [customerEmail.toUpperCase(), 'stranger@example.com', 'staff.member@example.com']) {
      const res = await requestLink(email).expect(202);
      answers.push(res.body);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].message).toContain('If that address belongs to a customer');
    expect(await mails(customerEmail)).toBe(1);
    expect(await mails('stranger@example.com')).toBe(0);
    expect(await mails('staff.member@example.com')).toBe(0);
  });

  it('opening the link changes nothing; its button signs in once, as a customer, and lands on /account', async () => {
    await requestLink(customerEmail).expect(202);
    const link = (await lastSignInLink(t, customerEmail))!;
    const page = await t.http().get(link).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Sign me in');
    expect(page.text).toMatch(/<form[^>]+method="post"/i);
    // Opening it twice (a mail scanner, then the customer) still leaves it usable.
    await t.http().get(link).expect(200);

    // As the page's form posts it (a browser sends an empty urlencoded body).
    const used = await t.http().post(link).type('form').send('').expect(303);
    expect(used.headers.location).toBe('/account');
    const cookie = [used.headers['set-cookie']].flat().find((c: string) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await t.http().get('/api/auth/session').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(session.body.user).toMatchObject({ email: customerEmail, isAdmin: false });
    const roles = await t.database.db.query<{ role: string }>(
      `select r.role from user_roles r join users u on u.id = r.user_id where lower(u.email) = lower($1)`,
      [customerEmail],
    );
    expect(roles).toEqual([{ role: 'customer' }]);

    // Single use: the same link again, or its page, lands on the sign-in form saying the link expired.
    expect((await t.http().post(link).expect(303)).headers.location).toBe('/account?link=expired');
    expect((await t.http().get(link).expect(302)).headers.location).toBe('/account?link=expired');
  });

  it('a link expires after 15 minutes, and a newer link spends the older ones when used', async () => {
    const customerEmail = await newCustomer();
    await requestLink(customerEmail).expect(202);
    const first = (await lastSignInLink(t, customerEmail))!;
    t.clock.advance(15 * MINUTE + 1000);
    try {
      expect((await t.http().post(first).expect(303)).headers.location).toBe('/account?link=expired');
    } finally {
      t.clock.advance(-(15 * MINUTE + 1000));
    }
    await requestLink(customerEmail).expect(202);
    const older = (await lastSignInLink(t, customerEmail))!;
    await signInByLink(t, customerEmail);
    expect((await t.http().post(older).expect(303)).headers.location).toBe('/account?link=expired');
    // A day after a link expires, the next request clears it away: the table keeps no address for long.
    const kept = async () =>
      Number(
        (await t.database.db.query<{ n: string }>('select count(*) as n from account_sign_in_links where lower(email) = lower($1)', [customerEmail]))[0].n,
      );
    expect(await kept()).toBe(3);
    t.clock.advance(25 * 60 * MINUTE);
    try {
      await requestLink('someone.else@example.com').expect(202);
      expect(await kept()).toBe(0);
    } finally {
      t.clock.advance(-25 * 60 * MINUTE);
    }
  });

  it('refuses forged, malformed and missing tokens without a database error', async () => {
    for (const path of [
      '/api/account/sign-in?token=' + 'A'.repeat(43),
      '/api/account/sign-in?token=short',
      '/api/account/sign-in?token[]=x',
      '/api/account/sign-in?token=' + 'x'.repeat(5000),
      '/api/account/sign-in',
    ]) {
      const res = await t.http().post(path).expect(303);
      expect(res.headers.location).toBe('/account?link=expired');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('validates the address with a clear 400 and limits requests per address', async () => {
    expect((await requestLink('').expect(400)).body.errors).toEqual({ email: 'Email address is required' });
    expect((await requestLink('not-an-email').expect(400)).body.errors).toEqual({ email: 'Please enter a valid email address' });
    expect((await requestLink(['a@example.com']).expect(400)).body.errors).toEqual({ email: 'Email address is required' });
    await t.http().post('/api/account/sign-in-link').send({ email: 'x@example.com', role: 'admin' }).expect(400);
    const limited = 'often@example.com';
    for (let i = 0; i < 3; i += 1) await requestLink(limited).expect(202);
    const refused = await requestLink(limited).expect(429);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('a customer session opens /api/account but no staff or field route', async () => {
    const customerEmail = await newCustomer();
    const cookie = await signInByLink(t, customerEmail);
    await t.http().get('/api/admin/orders').set('Cookie', cookie).expect(403);
    await t.http().get('/api/admin/scooper-accounts').set('Cookie', cookie).expect(403);
    await t.http().get('/api/field/me').set('Cookie', cookie).expect(403);
    expect((await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200)).body.isAdmin).toBe(false);
  });

  it("another site cannot read the customer's account with their cookie; the app itself can", async () => {
    const customerEmail = await newCustomer();
    const cookie = await signInByLink(t, customerEmail);
    const refused = await t.http().get('/api/account/overview').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(refused.body.code).toBe('CROSS_SITE_REQUEST');
    await t.http().get('/api/account/overview').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').expect(200);
  });

  it('a stranger who signed up with a customer’s address cannot use that password once the customer signs in by link', async () => {
    const email = await newCustomer();
    await t
      .http()
      .post('/api/auth/sign-up')
      .set('X-Forwarded-For', freshIp())
      .send({ email, password: 'stranger chosen pass', fullName: 'Mallory' })
      .expect(201);
    await signInByLink(t, email);
    await t.http().post('/api/auth/sign-in').set('X-Forwarded-For', freshIp()).send({ email, password: 'stranger chosen pass' }).expect(401);
    // The stranger's confirmation link was spent too.
    const pending = await t.database.db.query(
      `select 1 from sign_up_tokens s join users u on u.id = s.user_id where lower(u.email) = lower($1) and s.used_at is null`,
      [email],
    );
    expect(pending).toEqual([]);
  });
});
