import { createHash } from 'node:crypto';
import { UsersService } from '../../backend/src/modules/identity';
import { createTestApp, TestApp } from '../support/test-app';

const EMAIL = 'ada@scvscoopers.example';
const PASSWORD = 'correct horse battery';
const HOUR = 3_600_000;

function sessionCookie(setCookie: string[] | string | undefined): string {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith('sid='));
  if (!header) throw new Error('no sid cookie was set');
  return header;
}

function cookiePair(header: string): string {
  return header.split(';')[0];
}

describe('identity: sign-in, sessions, sign-out', () => {
  let t: TestApp;
  let ip = 0;
  // Each test signs in from its own address, so throttle counters never leak between tests.
  const from = () => `203.0.113.${++ip}`;

  const signIn = (body: object, address = from()) => t.http().post('/api/auth/sign-in').set('X-Forwarded-For', address).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(UsersService).createOrUpdateAdmin(EMAIL, PASSWORD, 'Ada Lovelace');
  });
  afterAll(() => t.close());

  it('signs in with a normalised email, sets an httpOnly Lax cookie, and me answers', async () => {
    const res = await signIn({ email: '  Ada@SCVScoopers.example ', password: PASSWORD }).expect(200);
    expect(res.body).toEqual({ user: { id: expect.any(String), email: EMAIL, fullName: 'Ada Lovelace', isAdmin: true } });
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(new RegExp(`; Max-Age=${t.config.env.SESSION_TTL_HOURS * 3600}`));
    expect(cookie).not.toMatch(/Secure/);

    const me = await t.http().get('/api/auth/me').set('Cookie', cookiePair(cookie)).expect(200);
    expect(me.body).toEqual(res.body.user);
    const session = await t.http().get('/api/auth/session').set('Cookie', cookiePair(cookie)).expect(200);
    expect(session.body).toEqual({ user: res.body.user });
  });

  it('stores only the sha256 of the token', async () => {
    const res = await signIn({ email: EMAIL, password: PASSWORD }).expect(200);
    const token = cookiePair(sessionCookie(res.headers['set-cookie'])).slice('sid='.length);
    const rows = await t.database.db.query<{ id: string }>('select id from sessions where user_id = $1', [res.body.user.id]);
    expect(rows.map((r) => r.id)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await signIn({ email: EMAIL, password: 'not the password' }).expect(401);
    const unknown = await signIn({ email: 'nobody@scvscoopers.example', password: PASSWORD }).expect(401);
    expect(wrong.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(wrong.body).toMatchObject({ status: 401, title: 'Invalid email or password', detail: 'Invalid email or password' });
    expect({ ...unknown.body, instance: undefined }).toEqual({ ...wrong.body, instance: undefined });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('rejects missing fields with the spec messages', async () => {
    const res = await signIn({}).expect(400);
    expect(res.body.errors).toEqual({ email: 'Email address is required', password: 'Password is required' });
    const blank = await signIn({ email: '   ', password: '' }).expect(400);
    expect(blank.body.errors).toEqual({ email: 'Email address is required', password: 'Password is required' });
  });

  it('rejects unknown fields', async () => {
    const res = await signIn({ email: EMAIL, password: PASSWORD, rememberMe: true }).expect(400);
    expect(res.body.errors).toEqual({ rememberMe: 'rememberMe is not allowed' });
  });

  it('me answers 401 without a session, or with a cookie we never issued', async () => {
    const none = await t.http().get('/api/auth/me').expect(401);
    expect(none.body.detail).toBe('Authentication required. Please sign in and try again.');
    await t.http().get('/api/auth/me').set('Cookie', 'sid=made-up-token').expect(401);
  });

  it('session answers 200 with a null user for a signed-out visitor (the public site asks on every page)', async () => {
    const none = await t.http().get('/api/auth/session').expect(200);
    expect(none.body).toEqual({ user: null });
    expect(none.headers['cache-control']).toBe('no-store');
    const forged = await t.http().get('/api/auth/session').set('Cookie', 'sid=made-up-token').expect(200);
    expect(forged.body).toEqual({ user: null });
  });

  it('sign-out revokes the session and clears the cookie; the old cookie then gets 401', async () => {
    const res = await signIn({ email: EMAIL, password: PASSWORD }).expect(200);
    const cookie = cookiePair(sessionCookie(res.headers['set-cookie']));
    await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200);

    const out = await t.http().post('/api/auth/sign-out').set('Cookie', cookie).expect(204);
    expect(sessionCookie(out.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('sign-out works without a session', async () => {
    await t.http().post('/api/auth/sign-out').expect(204);
  });

  it('a session expires after SESSION_TTL_HOURS on the injected clock', async () => {
    const res = await signIn({ email: EMAIL, password: PASSWORD }).expect(200);
    const cookie = cookiePair(sessionCookie(res.headers['set-cookie']));
    const ttl = t.config.env.SESSION_TTL_HOURS * HOUR;

    t.clock.advance(ttl - 1000);
    await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200);
    t.clock.advance(1000);
    const expired = await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(expired.body.detail).toBe('Authentication required. Please sign in and try again.');
  });

  it('throttles sign-in: 429 with Retry-After after the limit, other addresses unaffected, allowed again after the window', async () => {
    const address = from();
    const limit = t.config.env.SIGN_IN_LIMIT;
    const windowSeconds = t.config.env.SIGN_IN_WINDOW_SECONDS;
    for (let i = 0; i < limit; i++) await signIn({ email: EMAIL, password: 'wrong password' }, address).expect(401);

    const blocked = await signIn({ email: EMAIL, password: PASSWORD }, address).expect(429);
    expect(blocked.body).toMatchObject({ status: 429, detail: 'Too many requests. Please wait a moment and try again.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);

    // Another address is not held by this one's limit, but the account's own delay (security/identity-sign-in-lockout)
    // started with the fifth failure: one second.
    expect((await signIn({ email: EMAIL, password: PASSWORD }).expect(429)).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    await signIn({ email: EMAIL, password: PASSWORD }).expect(200);
    await signIn({ email: EMAIL, password: PASSWORD }, address).expect(429);
    t.clock.advance(retryAfter * 1000);
    await signIn({ email: EMAIL, password: PASSWORD }, address).expect(200);
  });

  it('throttles per IP across different emails', async () => {
    const address = from();
    for (let i = 0; i < t.config.env.SIGN_IN_LIMIT; i++) {
      await signIn({ email: `guess${i}@scvscoopers.example`, password: 'whatever' }, address).expect(401);
    }
    await signIn({ email: EMAIL, password: PASSWORD }, address).expect(429);
  });
});
