import { PAID_BY_EMAIL_SQL } from '../../backend/src/modules/orders/queries/customer-orders.view';
import { ORDER_ROW_COLUMNS } from '../support/orders-fixtures';
import { genericPlan } from '../support/plans';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/**
 * Orders of 600 people, one each (customer<i>@example.com), paid or pending; and Pat's: two paid (the older one spelt
 * with capitals), one paid and removed, one pending.
 */
const SEED = `
  insert into customer_orders (${ORDER_ROW_COLUMNS}, removed_at, created_at, updated_at, order_number)
  select gen_random_uuid(), 'order-' || i, name, email, '(661) 555-0100', '91354', 'subscription', 'weekly',
    '1', 'small', true, 5000, 0, 5000, 5000, 5000, status, 'test', 'sandbox', 'fp-' || i, removed, now() - i * interval '1 minute', now(), 40000 + i
  from (
    select i, 'Customer ' || i as name, 'customer' || i || '@example.com' as email, case when i % 2 = 0 then 'completed' else 'pending' end as status,
      null::timestamptz as removed
    from generate_series(1, 600) i
    union all values (601, 'Pat Lee', 'pat.lee@example.com', 'completed', null::timestamptz),
                     (602, 'Pat Lee', 'Pat.Lee@Example.com', 'completed', null),
                     (603, 'Pat Lee', 'pat.lee@example.com', 'completed', now()),
                     (604, 'Pat Lee', 'pat.lee@example.com', 'pending', null)
  ) o(i, name, email, status, removed)`;

describe("a customer's paid orders by e-mail (the account pages, the sign-in link request; issue 19)", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // No analyze after the seed: a new install's table, which the statistics have not caught up with.
    await database.db.query(SEED);
  });
  afterAll(() => database.close());

  it('lists the paid, not removed orders of that address in any case, newest first', async () => {
    const numbers = async (email: string) =>
      (await database.db.query<{ order_number: number }>(PAID_BY_EMAIL_SQL, [email])).map((row) => Number(row.order_number));
    expect({
      pat: await numbers('PAT.LEE@example.com'),
      paid: await numbers('customer2@example.com'),
      pending: await numbers('customer1@example.com'),
    }).toEqual({ pat: [40601, 40602], paid: [40002], pending: [] });
  });

  it("reads only that address's paid orders, through their index, with the plan a pooled connection keeps (generic)", async () => {
    const plan = await genericPlan(database.db, PAID_BY_EMAIL_SQL, { types: 'text', args: "'pat.lee@example.com'" });
    const scans = plan.filter((n) => n['Relation Name'] === 'customer_orders');
    expect(scans.map((n) => ({ index: n['Index Name'], filtered: n['Rows Removed by Filter'] ?? 0 }))).toEqual([
      { index: 'customer_orders_paid_email_idx', filtered: 0 },
    ]);
  });
});
