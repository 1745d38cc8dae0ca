import { QUEUES_DASHBOARD_PATH } from '../../backend/src/modules/queues-dashboard/queues-dashboard.module';
import { concrete, registeredRoutes, Route } from '../support/registered-routes';
import { createTestApp, TestApp } from '../support/test-app';

describe('identity: every /api/admin route, present and future, is held to an admin', () => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  let adminRoutes: Route[];

  beforeAll(async () => {
    t = await createTestApp();
    customer = await t.signIn('customer');
    admin = await t.signIn('admin');
    adminRoutes = registeredRoutes(t.app).filter((r) => /^\/api\/admin(\/|$)/i.test(r.path));
    // The queue dashboard is plain Express (not a Nest route): its page and its JSON API.
    adminRoutes.push({ method: 'GET', path: QUEUES_DASHBOARD_PATH }, { method: 'GET', path: `${QUEUES_DASHBOARD_PATH}/api/queues` });
  });
  afterAll(() => t.close());

  it('finds the admin routes (so an empty enumeration cannot pass)', () => {
    const names = adminRoutes.map((r) => `${r.method} ${r.path}`);
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const known of [
      'GET /api/admin/orders',
      'GET /api/admin/orders/:id',
      'DELETE /api/admin/orders/:id',
      'POST /api/admin/discount-codes',
      'PUT /api/admin/discount-codes/:id',
      'POST /api/admin/data-deletion-requests/:id/erase',
      'GET /api/admin/leads',
      'PUT /api/admin/settings/payment-mode',
      'POST /api/admin/cleanup/expired',
      'GET /api/admin/streams/:streamId/events',
      'GET /api/admin/service-plans',
      'POST /api/admin/service-plans/:id/pause',
      'PUT /api/admin/visits/:id',
      'GET /api/admin/schedule/week',
      'DELETE /api/admin/trash-day-shifts/:id',
      'PUT /api/admin/service-plans/:id/location',
      'GET /api/admin/routes',
      'GET /api/admin/routes/:id',
      'POST /api/admin/routes/:id/optimise',
      'PUT /api/admin/routes/:id',
    ]) {
      expect(names).toContain(known);
    }
  });

  it('answers 401 without a session and 403 for a signed-in customer, on every one of them', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const url = concrete(route.path);
      const call = (cookie?: string) => {
        const req = t.http()[route.method.toLowerCase() as 'get'](url);
        return cookie ? req.set('Cookie', cookie) : req;
      };
      const anonymous = await call();
      if (anonymous.status !== 401) failures.push(`${route.method} ${route.path} without a session: ${anonymous.status}`);
      const signedIn = await call(customer);
      if (signedIn.status !== 403) failures.push(`${route.method} ${route.path} as a customer: ${signedIn.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('opens the queue dashboard to an admin, listing the app queues', async () => {
    const page = await t.http().get(QUEUES_DASHBOARD_PATH).set('Cookie', admin).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // A mounted Express app of its own, and still a page under the pages' policy: no other site may frame it.
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await t.http().get(`${QUEUES_DASHBOARD_PATH}/api/queues`).set('Cookie', admin).expect(200);
    const names = (api.body.queues as Array<{ name: string }>).map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['email', 'task-board', 'lead-timers']));
  });
});
