import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { createDatabase, Database } from '../../backend/src/platform/database/database';
import { TEST_APP_ROLE, withDatabase, withRole } from './infra';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through jest (globalSetup)`);
  return value;
}

export interface TestDatabase {
  /** As the server's superuser: tests arrange and inspect through it. */
  url: string;
  /** As the app's role (not a superuser): what test apps connect as. */
  appUrl: string;
  db: Database;
  /** Closes the pool; the database is dropped with the rest of the run's at global teardown. */
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = required('SCV_TEST_PG_URL');
  const name = `scv_t_${required('SCV_TEST_RUN_ID')}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: server, max: 1 });
  await admin.query(`create database ${name} template ${required('SCV_TEST_TEMPLATE')}`);
  // A commit need not wait for its WAL to reach the disk (about 3 ms a commit here, and some files commit thousands of
  // times): what a commit makes visible, and when, is the same; only a crash of the server could lose the newest commits.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = withDatabase(server, name);
  const db = createDatabase(url, 12, 0, 20_000);
  return {
    url,
    appUrl: withRole(url, TEST_APP_ROLE),
    db,
    // Closes the pool only. Dropping a database forces a checkpoint of the whole cluster, which took 5–9 s per test
    // file on a busy machine; the run's global teardown drops every database of the run at the end, one after another.
    close: async () => {
      await db.close().catch(() => undefined);
    },
  };
}

export function testRedisUrl(): string {
  return required('SCV_TEST_REDIS_URL');
}

/** A Redis key prefix no other test file or run shares. */
export function testRedisPrefix(): string {
  return `test:${required('SCV_TEST_RUN_ID')}:${randomBytes(4).toString('hex')}`;
}
