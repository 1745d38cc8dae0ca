import { Database } from '../../../backend/src/platform/database/database';
import { CROSS_SITE_REQUEST_MESSAGE } from '../../../backend/src/platform/http/cross-site.middleware';
import { JSON_BODY_REQUIRED_MESSAGE, OTHER_BODY_TYPES } from '../../../backend/src/platform/http/body-types.middleware';
import { QUEUES_DASHBOARD_PATH } from '../../../backend/src/modules/queues-dashboard/queues-dashboard.module';
import { concrete, registeredRoutes, Route, STATE_CHANGING } from '../../support/registered-routes';
import { createTestApp, TEST_PASSWORD, TestApp } from '../../support/test-app';

const EVIL = 'https://evil.example';
const isAdminRoute = (r: Route) => /^\/api\/admin(\/|$)/i.test(r.path);
/** Whether a route takes this body type besides JSON (the beacons, one-click unsubscribe, uploads). */
const takes = (route: Route, type: string) => OTHER_BODY_TYPES.some((rule) => rule.types.includes(type) && rule.path.test(concrete(route.path)));

describe('security: the HTTP edge', () => {
  let t: TestApp;
  let admin: string;
  let routes: Route[];
  let ownOrigin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    routes = registeredRoutes(t.app);
    ownOrigin = new URL(t.config.publicUrl).origin;
  });
  afterAll(() => t.close());

  const call = (route: Route) => t.http()[route.method.toLowerCase() as 'post'](concrete(route.path));

  describe('cross-site requests (CSRF)', () => {
    it('finds the routes to check (so an empty enumeration cannot pass)', () => {
      const names = routes.map((r) => `${r.method} ${r.path}`);
      expect(routes.filter((r) => STATE_CHANGING.has(r.method)).length).toBeGreaterThan(40);
      expect(names).toEqual(
        expect.arrayContaining(['POST /api/auth/sign-out', 'PUT /api/admin/settings/payment-mode', 'GET /api/admin/orders', 'POST /api/chat']),
      );
    });

    it('refuses every staff API read whose fetch metadata names another site, session or not, with a 403 problem', async () => {
      const reads = [...routes.filter((r) => r.method === 'GET' && isAdminRoute(r)), { method: 'GET', path: QUEUES_DASHBOARD_PATH }];
      const failures: string[] = [];
      for (const route of reads) {
        for (const site of ['cross-site', 'same-site']) {
          const res = await call(route).set('Cookie', admin).set('Sec-Fetch-Site', site);
          if (res.status !== 403 || res.body.code !== 'CROSS_SITE_REQUEST') failures.push(`${route.path} (${site}): ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
      const refused = await t.http().get('/api/admin/orders').set('Cookie', admin).set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(refused.body).toMatchObject({ status: 403, detail: CROSS_SITE_REQUEST_MESSAGE });
    });

    it('lets the staff API be read from the app itself, a typed address, or a client without fetch metadata', async () => {
      for (const site of ['same-origin', 'none']) await t.http().get('/api/admin/orders').set('Cookie', admin).set('Sec-Fetch-Site', site).expect(200);
      await t.http().get('/api/admin/orders').set('Cookie', admin).expect(200);
      // Public reads may come from anywhere: other sites link to us.
      await t.http().get('/api/site').set('Sec-Fetch-Site', 'cross-site').expect(200);
    });

    it('refuses every state-changing request that carries the session cookie from another origin, before it is processed', async () => {
      const failures: string[] = [];
      for (const route of routes.filter((r) => STATE_CHANGING.has(r.method))) {
        const attempts: Array<[string, Record<string, string>]> = [
          ['foreign Origin', { Origin: EVIL }],
          ['cross-site fetch metadata', { 'Sec-Fetch-Site': 'cross-site' }],
          ['same-site fetch metadata', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.localhost:3000' }],
          ['foreign Referer', { Referer: `${EVIL}/page` }],
          ['opaque Origin without fetch metadata', { Origin: 'null' }],
          ['own origin but cross-site fetch metadata', { Origin: ownOrigin, 'Sec-Fetch-Site': 'cross-site' }],
        ];
        for (const [name, headers] of attempts) {
          const res = await call(route).set('Cookie', admin).set(headers).send({});
          if (res.status !== 403 || res.body.code !== 'CROSS_SITE_REQUEST') failures.push(`${route.method} ${route.path} with ${name}: ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
      // Nothing ran: the admin is still signed in and the payment mode untouched.
      await t.http().get('/api/auth/me').set('Cookie', admin).expect(200);
    });

    it('lets the app’s own pages through: PUBLIC_URL’s origin, the Host the browser used, or fetch metadata saying same-origin', async () => {
      const body = { mode: 'test' };
      await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).set('Origin', ownOrigin).send(body).expect(200);
      await t
        .http()
        .put('/api/admin/settings/payment-mode')
        .set('Cookie', admin)
        .set('Host', 'scoopers.example')
        .set('Origin', 'https://scoopers.example')
        .send(body)
        .expect(200);
      await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).set('Referer', `${ownOrigin}/admin/settings`).send(body).expect(200);
      await t
        .http()
        .put('/api/admin/settings/payment-mode')
        .set('Cookie', admin)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Origin', ownOrigin)
        .send(body)
        .expect(200);
      // A command-line client sends neither Origin nor Referer.
      await t.http().put('/api/admin/settings/payment-mode').set('Cookie', admin).send(body).expect(200);
      // A page-hide beacon under Referrer-Policy no-referrer says Origin: null; its fetch metadata vouches for it.
      const beacon = JSON.stringify({ sessionId: '3f1d5c2a-8b7e-4c1a-9f00-2d6b1e0c9a11', events: [{ eventType: 'page_view', pageUrl: '/' }] });
      await t
        .http()
        .post('/api/analytics/events')
        .set('Cookie', admin)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Origin', 'null')
        .set('Content-Type', 'text/plain')
        .send(beacon)
        .expect(202);
    });

    it('leaves requests without the session cookie alone: webhooks, anonymous beacons and sign-in keep working', async () => {
      const webhook = await t.http().post('/api/payments/stripe/webhook').set('Stripe-Signature', 't=1,v1=bad').send({ id: 'evt_1' });
      expect(webhook.status).toBe(400);
      expect(webhook.body.code).not.toBe('CROSS_SITE_REQUEST');
      const beacon = JSON.stringify({ sessionId: '3f1d5c2a-8b7e-4c1a-9f00-2d6b1e0c9a12', events: [{ eventType: 'page_view', pageUrl: '/' }] });
      await t.http().post('/api/analytics/events').set('Origin', 'null').set('Content-Type', 'text/plain').send(beacon).expect(202);
      await t.http().post('/api/auth/sign-in').set('Origin', ownOrigin).send({ email: 'admin@scvscoopers.example', password: TEST_PASSWORD }).expect(200);
    });
  });

  describe('login CSRF: sign-in posts from another site, cookie or none', () => {
    const staff = { email: 'admin@scvscoopers.example', password: TEST_PASSWORD };
    const foreign: Array<[string, Record<string, string>]> = [
      ['cross-site fetch metadata', { 'Sec-Fetch-Site': 'cross-site' }],
      ['cross-site fetch metadata and an opaque Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: 'null' }],
      ['same-site fetch metadata', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.localhost:3000' }],
      ['foreign Origin', { Origin: EVIL }],
      ['foreign Referer', { Referer: `${EVIL}/login` }],
      ['opaque Origin without fetch metadata', { Origin: 'null' }],
    ];

    it('refuses a cookie-less password sign-in and a sign-in link redeem from another site, and starts no session', async () => {
      const failures: string[] = [];
      for (const [name, headers] of foreign) {
        for (const path of ['/api/auth/sign-in', '/api/auth/sign-in/', '/API/Auth/Sign-In', '/api/account/sign-in?token=' + 'A'.repeat(43)]) {
          const res = await t.http().post(path).set(headers).send(staff);
          if (res.status !== 403 || res.body.code !== 'CROSS_SITE_REQUEST' || res.headers['set-cookie']) failures.push(`${path} with ${name}: ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('still signs in from the app itself, a typed address, or a client without fetch metadata; the link page’s button still posts', async () => {
      for (const headers of [{}, { Origin: ownOrigin }, { 'Sec-Fetch-Site': 'same-origin', Origin: ownOrigin }, { 'Sec-Fetch-Site': 'none' }]) {
        // Each in a new sign-in window (the limiter reads the app's clock): this is about the edge, not the throttle.
        t.clock.advance(61_000);
        const res = await t.http().post('/api/auth/sign-in').set(headers).send(staff).expect(200);
        expect(res.headers['set-cookie']).toBeDefined();
      }
      // The link page is served with Referrer-Policy no-referrer, so its form post says Origin: null; fetch metadata vouches.
      const redeemed = await t
        .http()
        .post('/api/account/sign-in?token=' + 'A'.repeat(43))
        .set({ 'Sec-Fetch-Site': 'same-origin', Origin: 'null' })
        .type('form')
        .send('');
      expect(redeemed.status).toBe(303);
      // Other cookie-less posts from other sites are not sign-ins and pass as before (here: a 400 for a bad body).
      const link = await t.http().post('/api/account/sign-in-link').set('Sec-Fetch-Site', 'cross-site').send({ email: 'not an address' });
      expect(link.body.code).not.toBe('CROSS_SITE_REQUEST');
    });
  });

  describe('request bodies', () => {
    it.each([
      ['an HTML form', 'application/x-www-form-urlencoded', 'a=b'],
      ['a multipart form', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
      ['text/plain', 'text/plain', '{}'],
      ['no content type', '', 'abc'],
    ])('refuses %s with 415 on every route that does not take it', async (_name, type, payload) => {
      const media = type.split(';')[0];
      const failures: string[] = [];
      for (const route of routes.filter((r) => STATE_CHANGING.has(r.method) && !takes(r, media))) {
        const req = call(route);
        // A Buffer, because superagent would call a bare string an HTML form.
        const res = await (type ? req.set('Content-Type', type) : req).send(Buffer.from(payload));
        if (res.status !== 415 || res.body.code !== 'UNSUPPORTED_MEDIA_TYPE') failures.push(`${route.method} ${route.path}: ${res.status}`);
      }
      expect(failures).toEqual([]);
    });

    it('never processes a form post: no sign-in from a form, no admin action from a form with the cookie', async () => {
      const signIn = await t.http().post('/api/auth/sign-in').type('form').send({ email: 'admin@scvscoopers.example', password: TEST_PASSWORD }).expect(415);
      expect(signIn.headers['set-cookie']).toBeUndefined();
      expect(signIn.body).toMatchObject({ status: 415, detail: JSON_BODY_REQUIRED_MESSAGE });
      await t.http().post('/api/auth/sign-out').set('Cookie', admin).type('form').send('').expect(415);
      await t.http().get('/api/auth/me').set('Cookie', admin).expect(200);
    });

    it('lets an empty DELETE through whatever it is labelled (react-admin says text/plain), but never an empty form POST', async () => {
      const res = await t
        .http()
        .delete('/api/admin/discount-codes/3f1d5c2a-8b7e-4c1a-9f00-2d6b1e0c9a11')
        .set('Cookie', admin)
        .set('Content-Type', 'text/plain');
      expect(res.status).toBe(404);
      await t.http().post('/api/admin/cleanup/expired').set('Cookie', admin).set('Content-Type', 'application/x-www-form-urlencoded').expect(415);
      await t.http().post('/api/auth/sign-out').set('Cookie', admin).set('Content-Type', 'text/plain').expect(415);
    });

    it('still takes the beacons’ text/plain and one-click unsubscribe’s form', async () => {
      const beacon = JSON.stringify({ sessionId: '3f1d5c2a-8b7e-4c1a-9f00-2d6b1e0c9a13', events: [{ eventType: 'page_view', pageUrl: '/' }] });
      await t.http().post('/api/analytics/events').set('Content-Type', 'text/plain;charset=UTF-8').send(beacon).expect(202);
      // A bad token, so the handler's own answer (400, an HTML page) shows the form got through.
      const unsubscribe = await t.http().post('/api/email/unsubscribe?token=nope').type('form').send('List-Unsubscribe=One-Click').expect(400);
      expect(unsubscribe.text).toContain('This unsubscribe link is invalid');
    });

    it('lets the confirmation pages’ buttons post their empty forms (sign-up and deletion request)', async () => {
      // Bad tokens, so each handler's own answer shows the form got through the body-type check.
      const signUp = await t.http().post('/api/auth/confirm?token=nope').type('form').send('');
      expect([signUp.status, signUp.headers.location]).toEqual([303, '/auth?confirmed=0']);
      const deletion = await t.http().post('/api/data-deletion-requests/confirm?token=nope').type('form').send('');
      expect(deletion.status).toBe(400);
    });
  });

  describe('headers', () => {
    it('sends pages a CSP whose scripts come from the app only: no inline script runs', async () => {
      const csp = (await t.http().get('/api/email/unsubscribe?token=nope').expect(400)).headers['content-security-policy'] as string;
      const scripts = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src '));
      expect(scripts).toBe("script-src 'self'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toContain("object-src 'none'");
    });

    it('sends a JSON answer a CSP under which nothing loads and nothing frames it', async () => {
      const res = await t.http().get('/api/site').expect(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    });
  });

  describe('health', () => {
    const failSelectOne = () => {
      const db = t.app.get(Database);
      const query = db.query.bind(db);
      return jest
        .spyOn(db, 'query')
        .mockImplementation(((sql: string, params?: unknown[]) =>
          sql === 'select 1'
            ? Promise.reject(new Error('password authentication failed for user "scv_app" at db.internal:5432'))
            : query(sql, params)) as typeof db.query);
    };

    it('tells an anonymous caller only up or down', async () => {
      const up = await t.http().get('/api/health').expect(200);
      expect(up.body).toEqual({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' } });
      const spy = failSelectOne();
      try {
        const down = await t.http().get('/api/health').expect(503);
        expect(down.body).toEqual({ status: 'down', database: { status: 'down' }, redis: { status: 'up' } });
        expect(down.text).not.toMatch(/password|scv_app|db\.internal/);
        expect(down.headers['retry-after']).toBe('5');
      } finally {
        spy.mockRestore();
      }
    });

    it('tells staff what failed and how long the checks took', async () => {
      const spy = failSelectOne();
      try {
        const down = await t.http().get('/api/health').set('Cookie', admin).expect(503);
        expect(down.body).toMatchObject({
          status: 'down',
          database: { status: 'down', error: expect.stringContaining('password authentication failed') },
          redis: { status: 'up' },
        });
        expect(typeof down.body.redis.latencyMs).toBe('number');
      } finally {
        spy.mockRestore();
      }
    });
  });

  it('keeps the API documentation open in development', async () => {
    await t.http().get('/api/docs/openapi.json').expect(200);
    await t.http().get('/api/docs').redirects(1).expect(200);
  });
});

describe('security: the API documentation in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' } });
  });
  afterAll(() => t.close());

  it('answers 401 to anonymous callers and 403 to customers, on the page, its assets and every document', async () => {
    const customer = await t.signIn('customer');
    for (const path of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/openapi.json',
      '/api/docs-json',
      '/api/docs-yaml',
      '/api/docs/swagger-ui-init.js',
      '/API/Docs/openapi.json',
    ]) {
      const anonymous = await t.http().get(path);
      expect([path, anonymous.status]).toEqual([path, 401]);
      expect([path, (await t.http().get(path).set('Cookie', customer)).status]).toEqual([path, 403]);
    }
  });

  it('shows them to staff', async () => {
    const admin = await t.signIn('admin');
    const json = await t.http().get('/api/docs/openapi.json').set('Cookie', admin).expect(200);
    expect(Object.keys(json.body.paths)).toContain('/api/health');
    await t.http().get('/api/docs/').set('Cookie', admin).expect(200);
  });
});
