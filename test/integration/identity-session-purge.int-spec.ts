import { PurgeEndedSessionsJob } from '../../backend/src/modules/identity/consumers/purge-ended-sessions.job';
import { createTestApp, TestApp } from '../support/test-app';

describe('identity: ended sessions are purged after a week', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps live and recently ended sessions, deletes ones that ended over a week ago', async () => {
    const live = await t.signIn('admin');
    const revoked = await t.signIn('customer');
    await t.http().post('/api/auth/sign-out').set('Cookie', revoked).expect(204);
    const job = t.app.get(PurgeEndedSessionsJob);
    expect(await job.run()).toBe(0);

    t.clock.advance(8 * 24 * 3600_000);
    const fresh = await t.signIn('admin');
    // The first admin session expired (7-day TTL) over a day ago, the revoked one 8 days ago; the new one lives.
    expect(await job.run()).toBe(1);
    await t.http().get('/api/auth/me').set('Cookie', fresh).expect(200);
    await t.http().get('/api/auth/me').set('Cookie', live).expect(401);
  });
});
