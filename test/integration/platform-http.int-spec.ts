import { concrete } from '../support/registered-routes';
import { createTestApp, TestApp } from '../support/test-app';

describe('platform: the HTTP edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_NAME: 'Valley Scoopers' } });
  });
  afterAll(() => t.close());

  it('reports PostgreSQL and Redis in /api/health', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('serves the business identity from configuration', async () => {
    const res = await t.http().get('/api/site').expect(200);
    expect(res.body).toEqual({
      name: 'Valley Scoopers',
      supportEmail: 'support@scvscoopers.example',
      supportPhone: '(661) 555-0142',
      serviceArea: 'Santa Clarita Valley',
      hours: 'Monday to Friday, 8AM to 5PM',
      timeZone: 'America/Los_Angeles',
    });
  });

  it("tries the quote and checkout routes first, and no route answers another one's path (module order changes only speed)", () => {
    type Layer = { route?: { path: string; methods: Record<string, boolean> }; match(path: string): unknown };
    const stack = (t.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } }).router.stack;
    const routes = stack.flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route!.path, layer })) : [],
    );
    // Express tries each route in turn: the visitor's hot routes sit right after health and site, before the staff's.
    const at = (method: string, path: string) => routes.findIndex((r) => r.method === method && r.path === path);
    expect([at('GET', '/api/health'), at('GET', '/api/site'), at('POST', '/api/quotes/price')]).toEqual([0, 1, 2]);
    expect(at('POST', '/api/checkout/subscription')).toBeLessThan(routes.findIndex((r) => r.path.startsWith('/api/auth/')));
    // A route whose pattern takes another's path would answer it if it came first: the only such pair is one
    // controller's, with the literal path first. So moving a module's routes earlier changes no answer.
    const shadows = routes.flatMap((a) =>
      routes.filter((b) => b !== a && b.method === a.method && a.layer.match(concrete(b.path))).map((b) => `${a.method} ${a.path} takes ${b.path}`),
    );
    expect(shadows).toEqual(['GET /api/admin/slots/:id takes /api/admin/slots/stats']);
    expect(at('GET', '/api/admin/slots/stats')).toBeLessThan(at('GET', '/api/admin/slots/:id'));
  });

  it('documents the API with OpenAPI', async () => {
    const res = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(res.body.info.title).toBe('Valley Scoopers API');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/sign-in', '/api/admin/events']));
  });

  it('answers bad input with problem details, never a 500', async () => {
    const malformed = await t.http().post('/api/auth/sign-in').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(malformed.headers['content-type']).toMatch(/application\/problem\+json/);
    const huge = await t
      .http()
      .post('/api/auth/sign-in')
      .send({ email: 'a@b.co', password: 'x'.repeat(200_000) })
      .expect(413);
    expect(huge.body).toMatchObject({ status: 413, detail: 'The request body is too large.' });
    const unknown = await t.http().get('/api/no-such-thing').expect(404);
    expect(unknown.body).toMatchObject({ status: 404, instance: '/api/no-such-thing' });
    const wrongType = await t
      .http()
      .post('/api/auth/sign-in')
      .send({ email: 42, password: ['x'] })
      .expect(400);
    expect(Object.keys(wrongType.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('sends security headers: the API set on a JSON answer, the pages set on a page', async () => {
    const json = await t.http().get('/api/health');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['x-frame-options']).toBe('DENY');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(json.headers['x-powered-by']).toBeUndefined();
    const problem = await t.http().get('/api/no-such-thing').expect(404);
    expect(problem.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // An HTML page the API serves (an unsubscribe link's) is a page, /api or not.
    const page = await t.http().get('/api/email/unsubscribe?token=nope').expect(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });
});
