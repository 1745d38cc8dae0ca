import { QUEUES_DASHBOARD_PATH } from '../../backend/src/modules/queues-dashboard/queues-dashboard.module';
import { ADMIN_REQUIRED_MESSAGE, SCOOPER_REQUIRED_MESSAGE } from '../../backend/src/modules/identity/identity.messages';
import { concrete, registeredRoutes, Route, STATE_CHANGING } from '../support/registered-routes';
import { createScooper, signInAs } from '../support/scooper-accounts';
import { createTestApp, TEST_PASSWORD, TestApp } from '../support/test-app';

const EVIL = 'https://evil.example';
const isAdminRoute = (r: Route) => /^\/api\/admin(\/|$)/i.test(r.path);
const isFieldRoute = (r: Route) => /^\/api\/field(\/|$)/i.test(r.path);

/** DESIGN §13: one guard per audience. Scoopers sign in like staff, but only the field app lets them through. */
describe('identity: the admin and field audiences', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let scooper: string;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT: '200' } });
    admin = await t.signIn('admin');
    customer = await t.signIn('customer');
    const created = await createScooper(t, admin, { email: 'field@example.com', name: 'Field Scooper' });
    scooper = await signInAs(t, created.email, created.temporaryPassword);
    routes = registeredRoutes(t.app);
  });
  afterAll(() => t.close());

  const call = (route: Route, cookie?: string) => {
    const req = t.http()[route.method.toLowerCase() as 'get'](concrete(route.path));
    return cookie ? req.set('Cookie', cookie) : req;
  };

  describe('/api/admin/**', () => {
    it('refuses a signed-in scooper on every admin route, present and future, with 403', async () => {
      const adminRoutes = [...routes.filter(isAdminRoute), { method: 'GET', path: QUEUES_DASHBOARD_PATH }];
      expect(adminRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining([
          'GET /api/admin/scooper-accounts',
          'POST /api/admin/scooper-accounts',
          'PUT /api/admin/scooper-accounts/:id',
          'GET /api/admin/orders',
        ]),
      );
      expect(adminRoutes.length).toBeGreaterThan(20);
      const failures: string[] = [];
      for (const route of adminRoutes) {
        const res = await call(route, scooper);
        if (res.status !== 403) failures.push(`${route.method} ${route.path} as a scooper: ${res.status}`);
      }
      expect(failures).toEqual([]);
      const refused = await t.http().get('/api/admin/scooper-accounts').set('Cookie', scooper).expect(403);
      expect(refused.body).toMatchObject({ code: 'ADMIN_REQUIRED', detail: ADMIN_REQUIRED_MESSAGE });
    });

    it('tells the admin app the scooper is no admin, so it sends them away', async () => {
      const me = await t.http().get('/api/auth/me').set('Cookie', scooper).expect(200);
      expect(me.body).toMatchObject({ email: 'field@example.com', isAdmin: false });
    });
  });

  describe('/api/field/**', () => {
    it('finds the field routes (so an empty enumeration cannot pass)', () => {
      expect(routes.filter(isFieldRoute).map((r) => `${r.method} ${r.path}`)).toContain('GET /api/field/me');
    });

    it('answers 401 without a session, 403 to a customer and to an admin who is no scooper, and lets an active scooper through', async () => {
      const failures: string[] = [];
      for (const route of routes.filter(isFieldRoute)) {
        const anonymous = await call(route);
        if (anonymous.status !== 401) failures.push(`${route.method} ${route.path} without a session: ${anonymous.status}`);
        for (const [who, cookie] of [
          ['a customer', customer],
          ['an admin', admin],
        ]) {
          const res = await call(route, cookie);
          if (res.status !== 403 || res.body.code !== 'SCOOPER_REQUIRED') failures.push(`${route.method} ${route.path} as ${who}: ${res.status}`);
        }
        const allowed = await call(route, scooper);
        if ([401, 403].includes(allowed.status)) failures.push(`${route.method} ${route.path} as a scooper: ${allowed.status}`);
        if (route.method === 'GET' && !route.path.includes(':') && allowed.status !== 200)
          failures.push(`${route.method} ${route.path} as a scooper: ${allowed.status}`);
      }
      expect(failures).toEqual([]);
      const refused = await t.http().get('/api/field/me').set('Cookie', customer).expect(403);
      expect(refused.body.detail).toBe(SCOOPER_REQUIRED_MESSAGE);
    });

    it('holds odd spellings of the path to the same guard', async () => {
      const answers = [];
      for (const path of ['/api/FIELD/me', '/api//field/me', '/api/Field/Me', '/api/%66ield/me']) {
        answers.push([path, (await t.http().get(path).set('Cookie', customer)).status]);
      }
      expect(answers).toEqual([
        ['/api/FIELD/me', 403],
        // Express matches no route for these: nothing is served.
        ['/api//field/me', 404],
        ['/api/Field/Me', 403],
        ['/api/%66ield/me', 404],
      ]);
    });

    it('answers GET /api/field/me with the scooper’s own profile', async () => {
      const me = await t.http().get('/api/field/me').set('Cookie', scooper).expect(200);
      expect(me.headers['cache-control']).toBe('no-store');
      expect(me.body).toEqual({
        id: expect.any(String),
        name: 'Field Scooper',
        email: 'field@example.com',
        phone: '6615550123',
        active: true,
        homeBase: { address: '24000 Valencia Blvd, Santa Clarita, CA', zip: '91355', lat: null, lng: null },
        workingDays: ['monday', 'wednesday', 'friday'],
        dailyCapacity: 20,
      });
    });

    it('lets an admin who is also a scooper in (the role opens it, not the absence of others)', async () => {
      const both = await createScooper(t, admin, { email: 'both@example.com', name: 'Both Roles' });
      await t.database.db.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [both.id]);
      const cookie = await signInAs(t, both.email, both.temporaryPassword);
      await t.http().get('/api/field/me').set('Cookie', cookie).expect(200);
      await t.http().get('/api/admin/scooper-accounts').set('Cookie', cookie).expect(200);
    });

    it('refuses a scooper whose account was deactivated by hand in the database, even with a live session', async () => {
      const gone = await createScooper(t, admin, { email: 'gone@example.com', name: 'Gone' });
      const cookie = await signInAs(t, gone.email, gone.temporaryPassword);
      await t.database.db.query('update scooper_profiles set active = false where user_id = $1', [gone.id]);
      expect((await t.http().get('/api/field/me').set('Cookie', cookie).expect(403)).body.code).toBe('SCOOPER_REQUIRED');
    });

    it('refuses cross-site reads and any cross-site state-changing request under /api/field that carries the cookie', async () => {
      const read = await t.http().get('/api/field/me').set('Cookie', scooper).set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(read.body.code).toBe('CROSS_SITE_REQUEST');
      await t.http().get('/api/field/me').set('Cookie', scooper).set('Sec-Fetch-Site', 'same-origin').expect(200);
      // Future field routes too: the edge refuses before any route is matched.
      const writes = [...routes.filter((r) => isFieldRoute(r) && STATE_CHANGING.has(r.method)), { method: 'POST', path: '/api/field/stops/:id/complete' }];
      const failures: string[] = [];
      for (const route of writes) {
        for (const headers of [{ Origin: EVIL }, { 'Sec-Fetch-Site': 'cross-site' }, { Referer: `${EVIL}/x` }]) {
          const res = await call(route, scooper).set(headers).send({});
          if (res.status !== 403 || res.body.code !== 'CROSS_SITE_REQUEST')
            failures.push(`${route.method} ${route.path} ${JSON.stringify(headers)}: ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  it('keeps customers and staff signing in as before', async () => {
    await t.http().post('/api/auth/sign-in').send({ email: 'customer@scvscoopers.example', password: TEST_PASSWORD }).expect(200);
  });
});
