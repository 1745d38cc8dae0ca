import { randomUUID } from 'node:crypto';
import { EVENTS } from '../../backend/src/event-store/queries/event-log.queries';
import { BOOKINGS } from '../../backend/src/modules/bookings/queries/booking-row';
import { LEADS } from '../../backend/src/modules/leads/queries/lead-row';
import { RESOLVE_ORDER_SQL } from '../../backend/src/modules/orders/commands/record-payment-event.command';
import { ADMIN_ORDERS } from '../../backend/src/modules/orders/queries/admin-order-row';
import { ADMIN_PAYMENTS } from '../../backend/src/modules/orders/queries/payment-row';
import { SERVICE_PLANS } from '../../backend/src/modules/service/queries/service-plan-row';
import { VISITS } from '../../backend/src/modules/service/queries/visit-row';
import { listPage, ResourceSpec } from '../../backend/src/platform/http/simple-rest';
import { ORDER_ROW_COLUMNS } from '../support/orders-fixtures';
import { genericPlan, planOf, readsWhole } from '../support/plans';
import { statementsDuring } from '../support/statements';
import { createTestApp, TestApp } from '../support/test-app';

/** Two orders: one by a checkout session, one by a subscription. */
const ORDER_A = randomUUID();
const ORDER_B = randomUUID();
const SEED = `
  insert into customer_orders (${ORDER_ROW_COLUMNS}, created_at, updated_at, order_number, checkout_session_id, stripe_subscription_id)
  values ($1::uuid, 'order-' || $1::text, 'Pat Lee', 'pat@example.com', '(661) 555-0100', '91354', 'subscription', 'weekly', '1', 'small', true,
          5000, 0, 5000, 5000, 5000, 'completed', 'test', 'stripe', 'fp-a', now(), now(), 50001, 'cs_test_a', null),
         ($2::uuid, 'order-' || $2::text, 'Sam Roe', 'sam@example.com', '(661) 555-0101', '91354', 'subscription', 'weekly', '1', 'small', true,
          5000, 0, 5000, 5000, 5000, 'completed', 'test', 'stripe', 'fp-b', now(), now(), 50002, 'cs_test_b', 'sub_test_b')`;

const FILLER = `
  insert into customer_orders (${ORDER_ROW_COLUMNS}, created_at, updated_at, order_number)
  select gen_random_uuid(), 'order-filler-' || i, 'Filler ' || i, 'filler' || i || '@example.com', '(661) 555-0100', '91354', 'subscription',
    'weekly', '1', 'small', true, 5000, 0, 5000, 5000, 5000, 'pending', 'test', 'sandbox', 'fp-filler-' || i,
    now() - i * interval '1 minute', now(), 60000 + i
  from generate_series(1, 5000) i`;

/**
 * Issue 19 (the admin at 1,000,000 orders), past the lists: the lookups by id that the admin's pages and the payment
 * webhook make. Compared as text (`id::text = any(...)`, so a malformed id never failed a statement) they could not use
 * an index and read the whole table: 452 ms for a getMany of 25 orders, 376 ms for each Stripe webhook, at 1,000,000
 * orders. Each statement is planned here with sequential scans priced out (enable_seqscan off): a plan that still scans
 * a table has no index that answers it.
 */
describe('lookups by id read through an index', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    await t.database.db.query(SEED, [ORDER_A, ORDER_B]);
    // Orders enough for the planner to tell a lookup from a walk of the list's sort index (on a table of two rows either
    // costs nothing), and statistics that say so.
    await t.database.db.query(FILLER);
    await t.database.db.query('analyze customer_orders');
  });
  afterAll(() => t.close());

  /** The tables read whole by the statements listPage runs for this query, each planned with sequential scans priced out. */
  async function listScans(spec: ResourceSpec<unknown>, filter: object): Promise<string[]> {
    const { calls } = await statementsDuring(() => listPage(t.database.db, spec, { filter: JSON.stringify(filter) }));
    // The list's own statements (the app's background work runs meanwhile); its count's estimate is an explain already.
    const listed = calls.filter(({ text }) => text.includes(spec.from) && !text.startsWith('explain'));
    expect(listed.length).toBeGreaterThan(0);
    const plans = await Promise.all(listed.map(({ text, values }) => planOf(t.database.db, text, values, ['enable_seqscan = off'])));
    return plans
      .flat()
      .filter(readsWhole)
      .map((n) => String(n['Relation Name']));
  }

  it.each<[string, ResourceSpec<unknown>, object]>([
    ['orders by ids (getMany)', ADMIN_ORDERS as ResourceSpec<unknown>, { id: [ORDER_A, ORDER_B] }],
    ["an order's payments", ADMIN_PAYMENTS as ResourceSpec<unknown>, { order_id: ORDER_A }],
    ["an order's visits", VISITS, { order_id: ORDER_A }],
    ["a plan's visits", VISITS, { plan_id: randomUUID() }],
    ["an order's plan", SERVICE_PLANS, { order_id: ORDER_A }],
    ["an order's bookings", BOOKINGS as ResourceSpec<unknown>, { customer_order_id: ORDER_A }],
    ['leads by ids (getMany)', LEADS as ResourceSpec<unknown>, { id: [randomUUID()] }],
    ['events by ids (getMany)', EVENTS, { id: [randomUUID()] }],
  ])('%s: no table read whole', async (_name, spec, filter) => {
    expect(await listScans(spec, filter)).toEqual([]);
  });

  it("the payment webhook's order lookup: by the order id it carries first, else by its session or subscription, never a whole read", async () => {
    const resolve = async (orderId: string | null, session: string | null, subscription: string | null) =>
      (await t.database.db.query<{ id: string }>(RESOLVE_ORDER_SQL, [orderId, session, subscription]))[0]?.id ?? null;
    expect({
      byId: await resolve(ORDER_A, 'cs_test_b', null),
      bySession: await resolve(null, 'cs_test_a', null),
      bySubscription: await resolve(null, null, 'sub_test_b'),
      unknownIdThenSession: await resolve(randomUUID(), 'cs_test_b', null),
      nothing: await resolve(null, null, null),
    }).toEqual({ byId: ORDER_A, bySession: ORDER_A, bySubscription: ORDER_B, unknownIdThenSession: ORDER_B, nothing: null });
    // As a pooled connection keeps it after five calls: one generic plan for every combination of keys.
    const plan = await genericPlan(t.database.db, RESOLVE_ORDER_SQL, { types: 'uuid, text, text', args: "null, 'cs_test_a', null" }, ['enable_seqscan = off']);
    expect(plan.filter(readsWhole)).toEqual([]);
  });

  it('answers a getMany or a reference filter with a malformed id with no rows, never an error', async () => {
    const get = (path: string, filter: object) =>
      t
        .http()
        .get(`/api/admin/${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`)
        .set('Cookie', admin);
    const both = await get('orders', { id: [ORDER_A, 'not-a-uuid', ORDER_B.toUpperCase()] }).expect(200);
    expect((both.body as Array<{ id: string }>).map((o) => o.id).sort()).toEqual([ORDER_A, ORDER_B].sort());
    expect((await get('orders', { id: ['x'.repeat(5000)] }).expect(200)).body).toEqual([]);
    expect((await get('payments', { order_id: "' or 1=1 --" }).expect(200)).body).toEqual([]);
    expect((await get('visits', { order_id: ['__proto__'] }).expect(200)).body).toEqual([]);
    expect((await get('service-plans', { order_id: 'constructor' }).expect(200)).body).toEqual([]);
  });

  it("refuses an oversized filter, another site's read, and answers ten replays of one getMany alike", async () => {
    const url = (filter: object) => `/api/admin/orders?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
    // 100 kB of id: Node refuses the request line before any of the app's code runs.
    await t
      .http()
      .get(url({ id: ['x'.repeat(100_000)] }))
      .set('Cookie', admin)
      .expect(431);
    const foreign = await t
      .http()
      .get(url({ id: [ORDER_A] }))
      .set('Cookie', admin)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(foreign.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        t
          .http()
          .get(url({ id: [ORDER_A, ORDER_B] }))
          .set('Cookie', admin),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual(new Array(10).fill(200));
    expect(new Set(replays.map((r) => JSON.stringify((r.body as Array<{ id: string }>).map((o) => o.id).sort()))).size).toBe(1);
    expect((replays[0].body as unknown[]).length).toBe(2);
  });
});
