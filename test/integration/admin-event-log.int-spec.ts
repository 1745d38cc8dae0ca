import { EventRegistry } from '../../backend/src/event-store/event-registry';
import { EventStore } from '../../backend/src/event-store/event-store';
import { PersonalDataVault } from '../../backend/src/event-store/vault/personal-data-vault';
import { registeredRoutes } from '../support/registered-routes';
import { createTestApp, TestApp } from '../support/test-app';

describe('admin: the event log and stream audit endpoints', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.app
      .get(EventRegistry)
      .register(
        { type: 'tour.started', version: 1, personalFields: ['email'] },
        { type: 'tour.progressed', version: 1 },
        { type: 'quote.requested', version: 1 },
      );
    const store = t.app.get(EventStore);
    const subjectId = t.app.get(PersonalDataVault).subjectIdFor('dana@example.com');
    await store.append('tour-1', 'tour', 'no-stream', [{ type: 'tour.started', data: { email: 'dana@example.com', source: 'quote' } }], {
      subjectId,
      metadata: { actor: 'visitor', correlationId: 'corr-1' },
    });
    await store.append('tour-1', 'tour', 1, [{ type: 'tour.progressed', data: { step: 'dogs' } }]);
    await store.append('tour-1', 'tour', 2, [{ type: 'tour.progressed', data: { step: 'add-ons' } }]);
    await store.append('quote-1', 'quote', 'no-stream', [{ type: 'quote.requested', data: { total: 14600 } }]);
    admin = await t.signIn('admin');
    customer = await t.signIn('customer');
  });
  afterAll(() => t.close());

  it('lists events newest first in the simple-rest dialect, with personal fields opened for staff', async () => {
    const res = await t.http().get('/api/admin/events').set('Cookie', admin).expect(200);
    expect(res.headers['content-range']).toBe('events 0-3/4');
    expect(res.body.map((e: { eventType: string }) => e.eventType)).toEqual([
      'quote.requested.v1',
      'tour.progressed.v1',
      'tour.progressed.v1',
      'tour.started.v1',
    ]);
    expect(res.body[3]).toMatchObject({
      streamId: 'tour-1',
      version: 1,
      data: { email: 'dana@example.com' },
      metadata: { actor: 'visitor', correlationId: 'corr-1' },
    });
  });

  it('filters by stream type and stream id, sorts and pages', async () => {
    const byType = await t
      .http()
      .get('/api/admin/events')
      .query({ filter: JSON.stringify({ streamType: 'quote' }) })
      .set('Cookie', admin)
      .expect(200);
    expect(byType.body.map((e: { streamId: string }) => e.streamId)).toEqual(['quote-1']);
    const page = await t
      .http()
      .get('/api/admin/events')
      .query({ filter: JSON.stringify({ streamId: 'tour-1' }), sort: JSON.stringify(['globalPosition', 'ASC']), range: JSON.stringify([1, 1]) })
      .set('Cookie', admin)
      .expect(200);
    expect(page.headers['content-range']).toBe('events 1-1/3');
    expect(page.body).toHaveLength(1);
    expect(page.body[0]).toMatchObject({ version: 2, data: { step: 'dogs' } });
  });

  it('answers bad list parameters with a clear problem, never a 500', async () => {
    const bad = await t.http().get('/api/admin/events').query({ sort: 'nope' }).set('Cookie', admin).expect(400);
    expect(bad.body).toMatchObject({ status: 400, errors: { sort: 'sort must be JSON' } });
    await t
      .http()
      .get('/api/admin/events')
      .query({ filter: JSON.stringify({ password: 'x' }) })
      .set('Cookie', admin)
      .expect(400);
    await t
      .http()
      .get('/api/admin/events')
      .query({ range: JSON.stringify([0, 10000]) })
      .set('Cookie', admin)
      .expect(400);
    await t.http().get('/api/admin/events/not-a-uuid').set('Cookie', admin).expect(400);
  });

  it('lists stream types with counts', async () => {
    const res = await t.http().get('/api/admin/stream-types').set('Cookie', admin).expect(200);
    expect(res.body).toEqual([
      { id: 'quote', name: 'quote', count: 1 },
      { id: 'tour', name: 'tour', count: 3 },
    ]);
  });

  it("gives auditors a stream's history and its state as of a version", async () => {
    const history = await t.http().get('/api/admin/streams/tour-1/events').set('Cookie', admin).expect(200);
    expect(history.body.map((e: { version: number }) => e.version)).toEqual([1, 2, 3]);
    const asOf2 = await t.http().get('/api/admin/streams/tour-1/state?version=2').set('Cookie', admin).expect(200);
    expect(asOf2.body).toMatchObject({ streamId: 'tour-1', streamType: 'tour', version: 2, state: { step: 'dogs', email: 'dana@example.com' } });
    const latest = await t.http().get('/api/admin/streams/tour-1/state').set('Cookie', admin).expect(200);
    expect(latest.body.state.step).toBe('add-ons');
    await t.http().get('/api/admin/streams/tour-404/state').set('Cookie', admin).expect(404);
    await t.http().get('/api/admin/streams/tour-1/state?version=zero').set('Cookie', admin).expect(400);
  });

  it('guards every /api/admin route the app registers: 401 without a session, 403 without the role', async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.path.startsWith('/api/admin'));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const call = (cookie?: string) => {
        const req = t.http()[route.method.toLowerCase() as 'get'](path);
        return cookie ? req.set('Cookie', cookie) : req;
      };
      expect([route.method, route.path, (await call()).status]).toEqual([route.method, route.path, 401]);
      expect([route.method, route.path, (await call(customer)).status]).toEqual([route.method, route.path, 403]);
    }
  });
});
