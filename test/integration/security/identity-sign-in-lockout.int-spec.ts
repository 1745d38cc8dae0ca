import { createTestApp, TEST_PASSWORD, TestApp } from '../../support/test-app';

const EMAIL = 'customer@scvscoopers.example';
const CAP_SECONDS = 15 * 60;

describe('security: a per-account sign-in delay beside the per-address limit', () => {
  let t: TestApp;
  let ip = 0;
  // Every attempt from a new address: the attacker rotates addresses, so only the account counter can see them.
  const signIn = (password: string, email = EMAIL) =>
    t
      .http()
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', `10.${Math.floor(++ip / 250)}.${ip % 250}.1`)
      .send({ email, password });

  beforeAll(async () => {
    t = await createTestApp();
    await t.signIn('customer');
  });
  afterAll(() => t.close());

  it('after 5 failures from many addresses, each further failure doubles the wait: 1 s, 2 s, 4 s …', async () => {
    for (let i = 0; i < 5; i++) await signIn('wrong password guess').expect(401);
    for (const seconds of [1, 2, 4, 8]) {
      const blocked = await signIn(TEST_PASSWORD).expect(429);
      expect(blocked.headers['retry-after']).toBe(String(seconds));
      expect(blocked.body).toMatchObject({ status: 429, detail: 'Too many requests. Please wait a moment and try again.' });
      t.clock.advance(seconds * 1000 - 1);
      await signIn(TEST_PASSWORD).expect(429);
      t.clock.advance(1);
      await signIn('wrong password guess').expect(401);
    }
    // Once the wait is over, the owner's correct password gets in and clears the counter.
    t.clock.advance(16_000);
    await signIn(TEST_PASSWORD).expect(200);
    for (let i = 0; i < 5; i++) await signIn('wrong password guess').expect(401);
    t.clock.advance(1000);
    await signIn(TEST_PASSWORD).expect(200);
  });

  it('never waits longer than 15 minutes, and attempts during a wait neither count nor extend it', async () => {
    let retryAfter = 0;
    for (let i = 0; i < 30; i++) {
      await signIn('wrong password guess').expect(401);
      const blocked = i >= 4 ? await signIn('wrong password guess').expect(429) : null;
      retryAfter = blocked ? Number(blocked.headers['retry-after']) : 0;
      expect(retryAfter).toBeLessThanOrEqual(CAP_SECONDS);
      t.clock.advance(retryAfter * 1000);
    }
    expect(retryAfter).toBe(CAP_SECONDS);

    await signIn('wrong password guess').expect(401);
    for (let i = 0; i < 50; i++) await signIn('wrong password guess').expect(429);
    t.clock.advance(CAP_SECONDS * 1000 - 1000);
    expect((await signIn(TEST_PASSWORD).expect(429)).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    await signIn(TEST_PASSWORD).expect(200);
  });

  it('one account under attack leaves other accounts alone', async () => {
    for (let i = 0; i < 5; i++) await signIn('wrong password guess', 'victim@scvscoopers.example').expect(401);
    await signIn('wrong password guess', 'victim@scvscoopers.example').expect(429);
    await signIn(TEST_PASSWORD).expect(200);
  });

  it('forgets old failures after a day without any', async () => {
    for (let i = 0; i < 4; i++) await signIn('wrong password guess').expect(401);
    t.clock.advance(24 * 3_600_000 + 1000);
    for (let i = 0; i < 4; i++) await signIn('wrong password guess').expect(401);
    await signIn(TEST_PASSWORD).expect(200);
  });
});
