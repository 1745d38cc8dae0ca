import { createDatabase, Database } from '../../backend/src/platform/database/database';
import { listPage, ResourceSpec } from '../../backend/src/platform/http/simple-rest';
import { createTestDatabase, TestDatabase } from '../support/test-database';

describe('platform: parameterised statements are prepared by name on each connection', () => {
  let t: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    t = await createTestDatabase();
    // One connection, so every statement below meets the statements prepared before it.
    db = createDatabase(t.url, 1);
    await db.query('create table named_probe (id int primary key, label text)');
    await db.query(`insert into named_probe values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const prepared = async () =>
    (await db.query<{ statement: string }>(`select statement from pg_prepared_statements where statement like '%named_probe%' order by statement`)).map(
      (r) => r.statement,
    );

  it('prepares a parameterised statement once, whichever way it is sent (pool, client, transaction), and reuses it', async () => {
    const text = 'select label from named_probe where id = $1';
    expect(await db.query(text, [1])).toEqual([{ label: 'one' }]);
    expect((await db.pool.query(text, [2])).rows).toEqual([{ label: 'two' }]);
    expect(await db.transaction(async (client) => (await client.query(text, [1])).rows)).toEqual([{ label: 'one' }]);
    expect(await prepared()).toEqual([text]);
  });

  it('leaves statements without parameters, and those whose rows have the table’s shape, unnamed', async () => {
    await db.query('select label from named_probe where id = 2');
    await db.query('select * from named_probe where id = $1', [2]);
    expect(await prepared()).toEqual(['select label from named_probe where id = $1']);
  });

  it('plans an admin list’s page, count and estimate for each call’s filters, never by name (a generic plan guesses any range)', async () => {
    const spec: ResourceSpec<Record<string, unknown>> = {
      resource: 'probes',
      from: 'named_probe',
      select: 'id, label',
      sortable: { id: 'id' },
      defaultSort: ['id', 'ASC'],
      filters: { id_gte: (value, bind) => `id >= ${bind(Number(value))}` },
      exactCountUpTo: 1,
      map: (row) => row,
    };
    const raw = { filter: JSON.stringify({ id_gte: 1 }), range: '[0,0]', sort: '["id","ASC"]' };
    // More calls than PostgreSQL's five custom plans before it may switch a named statement to its generic plan.
    for (let call = 0; call < 7; call++) {
      const page = await listPage(db, spec, raw);
      expect(page).toEqual({ rows: [{ id: 1, label: 'one' }], contentRange: expect.stringMatching(/^probes 0-0\/\d+$/) });
    }
    expect(await db.queryPlannedPerCall('select label from named_probe where id >= $1 order by id', [2])).toEqual([{ label: 'two' }]);
    expect(await prepared()).toEqual(['select label from named_probe where id = $1']);
  });

  it('keeps answering after a migration adds a column, the named statements and the `*` ones alike', async () => {
    await db.query('alter table named_probe add column extra text');
    expect(await db.query('select label from named_probe where id = $1', [1])).toEqual([{ label: 'one' }]);
    expect(await db.query('select * from named_probe where id = $1', [1])).toEqual([{ id: 1, label: 'one', extra: null }]);
  });
});
