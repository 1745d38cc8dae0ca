import { ListQuery, listPage, parseListQuery, RawListQuery } from '../../backend/src/platform/http/simple-rest';
import { ADMIN_ORDERS } from '../../backend/src/modules/orders/queries/admin-order-row';
import { orderWordSearchPageIds } from '../../backend/src/modules/orders/queries/order-word-search';
import { ORDER_ROW_COLUMNS } from '../support/orders-fixtures';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/**
 * 420 orders whose names, e-mails and statuses vary: many tie on the customer's name (so pages split ties), "smith" is
 * a whole name, part of longer names (Goldsmith, Smithers) and only in some e-mails (Flo Wilson's), and some orders are removed.
 */
const SEED = `
  with names as (
    select array['Ann Smith','Ann Smith','Bo Goldsmith','Cy Smithers','Dee Jones','Eve Johnson','Flo Wilson','Gus Anderson','Hal Smith','Ida Lee'] as names,
           array['smith.family','ann','bo.gs','cy','dee.smithy','eve','flo','gus','hal','ida'] as mails,
           array['completed','pending','failed','cancelled'] as statuses
  )
  insert into customer_orders (${ORDER_ROW_COLUMNS}, removed_at, created_at, updated_at, order_number)
  select gen_random_uuid() as id, 'order-' || i, names[1 + (i * 7) % 10], mails[1 + (i * 3) % 10] || i || '@example.com',
    '(661) 555-' || lpad(i::text, 4, '0'), '9135' || (i % 10), 'subscription', 'weekly', '1', 'small', i % 3 <> 0,
    5000, 0, 5000, 5000, 5000, statuses[1 + i % 4], 'test', 'sandbox', 'word-search-' || i,
    case when i % 37 = 0 then now() end, now() - i * interval '1 minute', now(), 20000 + i
  from generate_series(1, 420) i, names`;

describe('admin: orders searched by a word and sorted by customer (issue 19), through customer_order_search_words', () => {
  let database: TestDatabase;
  const plain = { ...ADMIN_ORDERS, pageIds: undefined };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.query(SEED);
  });
  afterAll(() => database.close());

  const raw = (q: string, order: 'ASC' | 'DESC', range: [number, number], filter: Record<string, unknown> = {}): RawListQuery => ({
    sort: JSON.stringify(['customer_name', order]),
    range: JSON.stringify(range),
    filter: JSON.stringify({ q, ...filter }),
  });
  const query = (r: RawListQuery): ListQuery => parseListQuery(r, ADMIN_ORDERS.defaultSort);

  /** Every search, both ways, page by page, with the list's filters: the same rows, order and Content-Range as the list's own query. */
  async function expectSameAsThePlainQuery(terms = ['smith', ' Smith ', 'son', 'ith', 'example', 'zzzz']): Promise<number> {
    let compared = 0;
    for (const q of terms) {
      for (const order of ['ASC', 'DESC'] as const) {
        for (const filter of [{}, { payment_status: 'completed' }, { payment_status: ['pending', 'failed'] }, { is_subscription: 'false' }]) {
          // Every page unfiltered (ties split across them); the first two with each filter.
          for (let start = 0; start < (Object.keys(filter).length ? 50 : 250); start += 25) {
            const r = raw(q, order, [start, start + 24], filter);
            const fast = await listPage(database.db, ADMIN_ORDERS, r);
            expect({ q, order, filter, start, page: fast }).toEqual({ q, order, filter, start, page: await listPage(database.db, plain, r) });
            compared += fast.rows.length;
            if (!fast.rows.length) break;
          }
        }
      }
    }
    return compared;
  }

  it('answers what the list answered: same rows, same order (ties by id), same pages, filters and totals', async () => {
    // The word path is taken for these queries, and not for others.
    expect((await orderWordSearchPageIds(database.db, query(raw('smith', 'ASC', [0, 24]))))?.ids).toHaveLength(25);
    expect(await orderWordSearchPageIds(database.db, query(raw('son', 'DESC', [25, 49], { payment_status: 'completed' })))).not.toBeNull();
    expect(await orderWordSearchPageIds(database.db, query(raw('zzzz', 'ASC', [0, 24])))).toEqual({ ids: [], counted: 0 });
    for (const other of [raw('smith.family', 'ASC', [0, 24]), raw('sm', 'ASC', [0, 24]), raw('555-0199', 'ASC', [0, 24]), raw('10427', 'ASC', [0, 24])]) {
      expect(await orderWordSearchPageIds(database.db, query(other))).toBeNull();
    }
    expect(await orderWordSearchPageIds(database.db, query({ sort: '["created_at","DESC"]', range: '[0,24]', filter: '{"q":"smith"}' }))).toBeNull();
    expect(
      await orderWordSearchPageIds(database.db, query({ sort: '["customer_name","ASC"]', range: '[0,24]', filter: '{"q":"smith","service_type":"one-time"}' })),
    ).toBeNull();

    const smith = await listPage(database.db, ADMIN_ORDERS, raw('smith', 'ASC', [0, 499]));
    const names = smith.rows.map((o) => o.customer_name);
    expect(new Set(names)).toEqual(new Set(['Ann Smith', 'Bo Goldsmith', 'Cy Smithers', 'Flo Wilson', 'Hal Smith']));
    expect(names).toEqual([...names].sort());
    expect(await expectSameAsThePlainQuery()).toBeGreaterThan(500);
    // Above the exact count's cap, the same estimate; at or below it, the same count.
    for (const [q, filter] of [
      ['smith', {}],
      ['son', { payment_status: 'completed' }],
      ['ith', { is_subscription: 'false' }],
      ['johnson', { payment_status: 'failed' }],
    ] as const) {
      for (const exactCountUpTo of [5, 30, 60]) {
        const r = raw(q, 'DESC', [0, 9], filter);
        expect({ q, exactCountUpTo, page: await listPage(database.db, { ...ADMIN_ORDERS, exactCountUpTo }, r) }).toEqual({
          q,
          exactCountUpTo,
          page: await listPage(database.db, { ...plain, exactCountUpTo }, r),
        });
      }
    }
  });

  it('stays right as orders change: renamed, paid, removed, restored, erased, deleted, and after a truncate', async () => {
    const sql = (text: string) => database.db.query(text);
    await sql(`update customer_orders set customer_name = 'Zed Smithson' where order_number % 11 = 0`);
    await sql(`update customer_orders set payment_status = 'completed', is_subscription = not is_subscription where order_number % 5 = 0`);
    await sql(`update customer_orders set removed_at = now() where order_number % 13 = 0`);
    await sql(`update customer_orders set removed_at = null where order_number % 37 = 0`);
    await sql(`update customer_orders set customer_name = '[erased]', customer_email = '[erased]' where order_number % 17 = 0`);
    await sql(`update customer_orders set updated_at = now() + interval '1 minute' where order_number % 2 = 0`);
    await sql(`delete from customer_orders where order_number % 19 = 0`);
    expect(await expectSameAsThePlainQuery(['smith', 'son', 'erased'])).toBeGreaterThan(200);
    const [{ extra }] = await database.db.query<{ extra: number }>(
      `select count(*)::int as extra from customer_order_search_words s
        where not exists (select 1 from customer_orders o where o.id = s.id and o.removed_at is null and o.customer_name = s.customer_name
          and o.payment_status = s.payment_status and o.is_subscription = s.is_subscription)`,
    );
    expect(extra).toBe(0);

    await sql(`truncate customer_orders cascade`);
    expect(await database.db.query(`select 1 from customer_order_search_words`)).toEqual([]);
    await sql(SEED);
    expect(await expectSameAsThePlainQuery(['smith'])).toBeGreaterThan(100);
  });
});
