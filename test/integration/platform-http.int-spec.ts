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

  it('sends security headers', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
