import { randomUUID } from 'node:crypto';
import { Pool, PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import { RecordedEvent } from '../../backend/src/event-store';
import { businessFiguresProjection, readFigureTotals } from '../../backend/src/modules/analytics/projections/business-figures.projection';
import { OrderTotalsByConnection1763700090000 } from '../../backend/src/platform/database/migrations/1763700090000-order-totals-by-connection';
import { ORDER_ROW_COLUMNS } from '../support/orders-fixtures';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** One order row as the projection writes it (the columns the totals read: removed_at, payment_status, subscription_status, amounts). */
const INSERT_ORDER = `
  insert into customer_orders (${ORDER_ROW_COLUMNS}, created_at, updated_at, order_number)
  values ($1::uuid, 'order-' || $1::text, 'Totals Customer', 'totals' || $3::bigint || '@example.com', '(661) 555-0100', '91354', 'subscription', 'weekly',
    '1', 'small', true, 5000, 0, 5000, 5000, $2, 'pending', 'test', 'sandbox', 'totals-' || $1::text, now(), now(), $3::bigint)`;

/** The overview's figures summed from customer_order_totals, and the same figures counted from customer_orders itself. */
const FIGURES = `
  select (select row(sum(orders), sum(completed), sum(active), sum(revenue))::text from customer_order_totals) as kept,
         (select row(count(*), count(*) filter (where payment_status = 'completed'), count(*) filter (where subscription_status = 'active'),
                     coalesce(sum(coalesce(amount_paid, due_today)) filter (where payment_status = 'completed'), 0))::text
            from customer_orders where removed_at is null) as counted`;

/** A lead's first event from a page, as the lead stream records it. */
function leadStarted(sourcePage: string): RecordedEvent {
  const leadId = randomUUID();
  return {
    eventId: randomUUID(),
    streamId: `lead-${leadId}`,
    streamType: 'lead',
    version: 1,
    globalPosition: 1,
    transactionId: '1',
    type: 'lead.started',
    storedType: 'lead.started.v1',
    data: { leadId, sourcePage },
    metadata: { correlationId: leadId, causationId: null, actor: 'visitor', occurredAt: '2026-03-03T18:00:00.000Z', requestId: null },
    recordedAt: new Date('2026-03-03T18:00:00.000Z'),
    subjectId: null,
  };
}

describe("figures summed over the writing connection's rows, so concurrent writers never wait on each other (issue 19)", () => {
  let database: TestDatabase;
  let pool: Pool;
  const clients: PoolClient[] = [];
  let writers: PoolClient[];

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 32 });
    writers = await eightWriters();
  });
  afterAll(async () => {
    for (const client of clients) client.release();
    await pool.end();
    await database.close();
  });

  /** Eight connections whose backends pick eight different rows (a pool's connections almost always do: consecutive pids). */
  async function eightWriters(): Promise<PoolClient[]> {
    const bySlot = new Map<number, PoolClient>();
    while (bySlot.size < 8 && clients.length < 32) {
      const client = await pool.connect();
      clients.push(client);
      const [{ slot }] = (await client.query<{ slot: number }>('select pg_backend_pid() % 64 as slot')).rows;
      if (!bySlot.has(slot)) bySlot.set(slot, client);
    }
    return [...bySlot.values()];
  }

  it('lets eight open transactions insert orders at once, even orders whose ids once shared a row', async () => {
    // Eight ids that the old row choice (the id's hash among 16) put on one row: each insert would have waited for the one before.
    const { rows } = await database.db.pool.query<{ id: string }>(
      `select id from (select gen_random_uuid() as id from generate_series(1, 2000)) ids where abs(hashtext(id::text)) % 16 = 5 limit 8`,
    );
    expect(rows).toHaveLength(8);
    expect(writers).toHaveLength(8);
    // The orders' words are in the search vocabulary already (two transactions adding one new word do wait on each other).
    await database.db.query(INSERT_ORDER, ['00000000-0000-4000-8000-000000000001', 4000, 89_999]);
    for (const client of writers) await client.query(`begin; set local lock_timeout = '2s'`);
    // All eight inserts complete while every transaction is still open: none waits on another's row lock.
    await Promise.all(writers.map((client, i) => client.query(INSERT_ORDER, [rows[i].id, 4000, 90_000 + i])));
    await Promise.all(writers.map((client) => client.query('commit')));
    const [figures] = await database.db.query<{ kept: string; counted: string }>(FIGURES);
    expect(figures).toEqual({ kept: '(9,0,0,0)', counted: '(9,0,0,0)' });
  });

  it('stays the sum of the live orders when an order is added on one row and paid, removed or deleted from others', async () => {
    const ids = (await database.db.query<{ id: string }>(`select id from customer_orders order by order_number`)).map((r) => r.id);
    // Paid from other connections than the ones that inserted them (their amounts move between rows).
    await writers[7].query(`update customer_orders set payment_status = 'completed', amount_paid = 4500, subscription_status = 'active' where id = any($1)`, [
      ids.slice(0, 3),
    ]);
    await writers[6].query(`update customer_orders set payment_status = 'completed' where id = $1`, [ids[3]]);
    await writers[5].query(`update customer_orders set removed_at = now() where id = $1`, [ids[0]]);
    await writers[4].query(`delete from customer_orders where id = $1`, [ids[7]]);
    let [figures] = await database.db.query<{ kept: string; counted: string }>(FIGURES);
    // Eight left, one removed: seven live; three paid (two at 4,500, one at its 4,000 due today); two active.
    expect(figures).toEqual({ kept: '(7,3,2,13000)', counted: '(7,3,2,13000)' });
    // Rows may go below zero (an order paid on another connection's row): only their sum means anything.
    const [{ negative }] = await database.db.query<{ negative: number }>(
      `select count(*)::int as negative from customer_order_totals where least(orders, completed, active, revenue) < 0`,
    );
    expect(negative).toBeGreaterThan(0);

    // A replay empties the table and writes it again: every row back to zero, then the new rows.
    await database.db.transaction(async (client) => {
      const [{ columns }] = (
        await client.query<{ columns: string }>(
          `select string_agg(column_name, ', ') as columns from information_schema.columns where table_name = 'customer_orders' and is_generated = 'NEVER'`,
        )
      ).rows;
      await client.query(`create temporary table saved_orders on commit drop as select ${columns} from customer_orders`);
      await client.query('truncate customer_orders');
      expect((await client.query(`select sum(orders)::int as orders from customer_order_totals`)).rows).toEqual([{ orders: 0 }]);
      await client.query(`insert into customer_orders (${columns}) select ${columns} from saved_orders`);
    });
    [figures] = await database.db.query<{ kept: string; counted: string }>(FIGURES);
    expect(figures).toEqual({ kept: '(7,3,2,13000)', counted: '(7,3,2,13000)' });
  });

  it('keeps the same sums when the migration is undone (16 rows, picked by id) and done again', async () => {
    const runner = { query: (sql: string) => database.db.query(sql) } as unknown as QueryRunner;
    const migration = new OrderTotalsByConnection1763700090000();
    const [before] = await database.db.query<{ kept: string; counted: string }>(FIGURES);
    await migration.down(runner);
    expect(await database.db.query(`select count(*)::int as slots from customer_order_totals`)).toEqual([{ slots: 16 }]);
    expect(await database.db.query(FIGURES)).toEqual([before]);
    await writers[0].query(INSERT_ORDER, ['00000000-0000-4000-8000-000000000002', 4000, 89_998]);
    await migration.up(runner);
    expect(await database.db.query(`select count(*)::int as slots from customer_order_totals`)).toEqual([{ slots: 64 }]);
    const [after] = await database.db.query<{ kept: string; counted: string }>(FIGURES);
    expect(after.kept).toBe(after.counted);
    expect(after.counted).not.toBe(before.counted);
  });

  it("counts eight leads from one page started in eight open transactions at once, the page's rows summed", async () => {
    const projection = businessFiguresProjection('America/Los_Angeles');
    for (const client of writers) await client.query(`begin; set local lock_timeout = '2s'`);
    await Promise.all(writers.map((client) => projection.apply([leadStarted('/')], client)));
    await Promise.all(writers.map((client) => client.query('commit')));
    // A ninth from one of the same connections adds to that connection's row.
    await projection.apply([leadStarted('/?utm_source=flyer')], writers[0]);
    const [{ rows }] = await database.db.query<{ rows: number }>(`select count(*)::int as rows from business_figure_sources where source = '/'`);
    expect(rows).toBe(8);
    expect((await readFigureTotals(database.db.pool)).leadSources).toEqual([{ source: '/', quotes: 9, paid: 0 }]);
  });
});
