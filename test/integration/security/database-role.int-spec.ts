import { loadConfig } from '../../../backend/src/config/config';
import { Database } from '../../../backend/src/platform/database/database';
import { createTestApp, TestApp } from '../../support/test-app';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  );

describe("security: the app's pool connects as a least-privilege role with a statement timeout", () => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '500' } });
    db = t.app.get(Database);
  });
  afterAll(() => t.close());

  it('is not a superuser, cannot create roles or databases, and owns nothing in the schema', async () => {
    const [role] = await db.query('select current_user as name, rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user');
    expect(role).toEqual({ name: expect.not.stringMatching(/^postgres$/), rolsuper: false, rolcreaterole: false, rolcreatedb: false });
    const [{ owned }] = await db.query(
      `select count(*)::int as owned from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relowner = (select oid from pg_roles where rolname = current_user)`,
    );
    expect(owned).toBe(0);
  });

  it('cannot read server files or change the schema', async () => {
    expect(await codeOf(db.query(`select pg_read_file('/etc/passwd')`))).toBe('42501');
    expect(await codeOf(db.query('drop table customer_orders'))).toBe('42501');
    expect(await codeOf(db.query('create table stolen (x text)'))).toBe('42501');
    expect(await codeOf(db.query('create role intruder superuser'))).toBe('42501');
  });

  it('has a statement_timeout, and the server cancels a statement that runs past it', async () => {
    expect(await db.query('show statement_timeout')).toEqual([{ statement_timeout: '500ms' }]);
    expect(await codeOf(db.query('select pg_sleep(5)'))).toBe('57014');
  });

  it('gives the pool 5 s by default (DATABASE_STATEMENT_TIMEOUT_MS)', () => {
    expect(loadConfig({}).env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
  });

  it('still does what the app does: read and write tables, advisory locks, LISTEN/NOTIFY, temp tables, replay truncates', async () => {
    const work = db.transaction(async (client) => {
      await client.query(`select pg_advisory_xact_lock(hashtext('database-role test'))`);
      await client.query('listen es_events');
      await client.query(`notify es_events, 'x'`);
      await client.query('create temp table live_copy on commit drop as select * from customer_orders');
      await client.query('lock table customer_orders in access exclusive mode');
      await client.query('truncate customer_orders');
      await client.query(`insert into es_checkpoints (consumer) values ('database-role test')`);
      throw new Error('all done: roll back');
    });
    await expect(work).rejects.toThrow('all done: roll back');
    expect(await db.query(`select consumer from es_checkpoints where consumer = 'database-role test'`)).toEqual([]);
  });
});
