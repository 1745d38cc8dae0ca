import { createHash } from 'node:crypto';
import { loadConfig } from '../../../backend/src/config/config';
import { createTestApp, TEST_PASSWORD, TestApp } from '../../support/test-app';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const defaults = loadConfig({ NODE_ENV: 'test' }).env;

describe('security: sessions end when idle, and a user can sign out everywhere', () => {
  let t: TestApp;
  let ip = 0;
  const signIn = async (email: string) => {
    const res = await t.http().post('/api/auth/sign-in').set('X-Forwarded-For', `198.20.0.${++ip}`).send({ email, password: TEST_PASSWORD }).expect(200);
    return String(res.headers['set-cookie'][0]).split(';')[0];
  };
  const me = (cookie: string) => t.http().get('/api/auth/me').set('Cookie', cookie);
  const lastSeen = async (cookie: string) => {
    const id = createHash('sha256').update(cookie.slice('sid='.length)).digest('hex');
    const [row] = await t.database.db.query<{ last_seen_at: Date }>('select last_seen_at from sessions where id = $1', [id]);
    return row.last_seen_at.getTime();
  };

  beforeAll(async () => {
    // The defaults, spelt out: test apps otherwise keep sessions alive across the days other tests skip.
    t = await createTestApp({
      env: { SESSION_IDLE_HOURS: String(defaults.SESSION_IDLE_HOURS), CUSTOMER_SESSION_IDLE_HOURS: String(defaults.CUSTOMER_SESSION_IDLE_HOURS) },
    });
    await t.signIn('admin');
    await t.signIn('customer');
  });
  afterAll(() => t.close());

  it('defaults to 12 idle hours for staff and 72 for customers, under the 168-hour lifetime', () => {
    expect(defaults.SESSION_IDLE_HOURS).toBe(12);
    expect(defaults.CUSTOMER_SESSION_IDLE_HOURS).toBe(72);
    expect(defaults.SESSION_TTL_HOURS).toBe(168);
  });

  it('a staff session ends after 12 hours without a request; each request moves the mark', async () => {
    const admin = await signIn('admin@scvscoopers.example');
    t.clock.advance(11 * HOUR);
    await me(admin).expect(200);
    t.clock.advance(11 * HOUR);
    await me(admin).expect(200);
    t.clock.advance(12 * HOUR);
    const idle = await me(admin).expect(401);
    expect(idle.body.detail).toBe('Authentication required. Please sign in and try again.');
    // It stays ended: a later request does not bring it back.
    await me(admin).expect(401);
  });

  it('a customer session lasts 72 idle hours', async () => {
    const customer = await signIn('customer@scvscoopers.example');
    t.clock.advance(71 * HOUR);
    await me(customer).expect(200);
    t.clock.advance(72 * HOUR);
    await me(customer).expect(401);
  });

  it('the absolute lifetime holds however busy the session is', async () => {
    const admin = await signIn('admin@scvscoopers.example');
    for (let hours = 0; hours < defaults.SESSION_TTL_HOURS - 1; hours += 6) {
      await me(admin).expect(200);
      t.clock.advance(6 * HOUR);
    }
    await me(admin).expect(401);
  });

  it('writes last-seen at most every 5 minutes, not on every request', async () => {
    const admin = await signIn('admin@scvscoopers.example');
    const start = await lastSeen(admin);
    t.clock.advance(4 * MINUTE);
    await me(admin).expect(200);
    expect(await lastSeen(admin)).toBe(start);
    t.clock.advance(MINUTE);
    await me(admin).expect(200);
    expect(await lastSeen(admin)).toBe(start + 5 * MINUTE);
  });

  it('sign-out-everywhere revokes every session of that user only, and clears the cookie', async () => {
    const laptop = await signIn('admin@scvscoopers.example');
    const phone = await signIn('admin@scvscoopers.example');
    const someoneElse = await signIn('customer@scvscoopers.example');
    const res = await t.http().post('/api/auth/sign-out-everywhere').set('Cookie', phone).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    await me(laptop).expect(401);
    await me(phone).expect(401);
    await me(someoneElse).expect(200);
  });

  it('sign-out-everywhere needs a session', async () => {
    const res = await t.http().post('/api/auth/sign-out-everywhere').expect(401);
    expect(res.body.detail).toBe('Authentication required. Please sign in and try again.');
  });
});
