import { concrete, registeredRoutes } from '../../support/registered-routes';
import { createTestApp, TestApp } from '../../support/test-app';

/** Keys every plain object answers to: none of them may reach a list's SQL. */
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('security: admin lists look filter and sort keys up on the resource spec only', () => {
  let t: TestApp;
  let admin: string;
  /** Every GET /api/admin route that is not one record and answers a ra-data-simple-rest list (Content-Range). */
  let lists: string[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    const candidates = registeredRoutes(t.app).filter((r) => r.method === 'GET' && /^\/api\/admin\//.test(r.path) && !/\/:\w+$/.test(r.path));
    lists = [];
    for (const route of candidates) {
      const res = await t.http().get(concrete(route.path)).set('Cookie', admin);
      if (res.headers['content-range']) lists.push(route.path);
    }
  });
  afterAll(() => t.close());

  it('finds the admin lists (so an empty enumeration cannot pass)', () => {
    expect(lists.length).toBeGreaterThan(10);
    expect(lists).toEqual(expect.arrayContaining(['/api/admin/orders', '/api/admin/leads', '/api/admin/discount-codes', '/api/admin/events']));
  });

  it('answers 400 (problem details) to a prototype key as a filter or sort field, on every list', async () => {
    const failures: string[] = [];
    for (const path of lists) {
      for (const key of PROTOTYPE_KEYS) {
        for (const query of [{ filter: JSON.stringify({ [key]: 'false' }) }, { sort: JSON.stringify([key, 'ASC']) }]) {
          const res = await t.http().get(concrete(path)).query(query).set('Cookie', admin);
          const problem = res.status === 400 && /application\/problem\+json/.test(String(res.headers['content-type']));
          if (!problem) failures.push(`${path} ${JSON.stringify(query)}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses the issue's pg_sleep filter on the orders list without running it", async () => {
    const res = await t
      .http()
      .get('/api/admin/orders')
      .query({ filter: JSON.stringify({ constructor: '(select pg_sleep(2)) is not null' }) })
      .set('Cookie', admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ filter: 'cannot filter orders by constructor' });
  });

  it('refuses a sort or filter key that is not a plain field name', async () => {
    for (const query of [{ sort: '[["status"],"ASC"]' }, { sort: '["created at; select 1","ASC"]' }, { filter: '{"status extra":"x"}' }]) {
      await t.http().get('/api/admin/orders').query(query).set('Cookie', admin).expect(400);
    }
  });
});
