import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { runMigrations } from '../../backend/src/platform/database/data-source';
import { resolveTestServers, TestServers, withDatabase } from '../support/infra';

export interface BenchDatabase {
  /** Connection URL of the fresh, migrated database. */
  url: string;
  name: string;
  /** e.g. "15.20"; the major is what the report prints. */
  serverVersion: string;
  servers: TestServers;
  /** Drops the database (force) and stops any embedded server; safe to call twice. */
  drop(): Promise<void>;
}

const cleanups = new Set<() => Promise<void>>();
let interrupted = false;

/** Ctrl-C during a bench still drops its database. */
function installInterruptHandler(): void {
  if (interrupted) return;
  interrupted = true;
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: dropping bench databases...\n`);
    void Promise.allSettled([...cleanups].map((c) => c())).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/**
 * A fresh database bench_<random> on the resolved PostgreSQL server (TEST_DATABASE_URL, else local
 * 127.0.0.1:5432, else embedded), migrated with the app's migrations. With `keep`, the database of that name is made
 * once, migrated up to date on each run and never dropped (a bench that seeds for minutes seeds it once).
 */
export async function createBenchDatabase(options: { keep?: string } = {}): Promise<BenchDatabase> {
  installInterruptHandler();
  const servers = await resolveTestServers();
  const name = options.keep ?? `bench_${randomBytes(5).toString('hex')}`;
  const admin = new Pool({ connectionString: servers.postgresUrl, max: 1 });
  admin.on('error', () => undefined);
  let serverVersion = 'unknown';
  try {
    serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0].server_version.split(' ')[0];
    const exists = options.keep && (await admin.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
    if (!exists) await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    await servers.stop().catch(() => undefined);
    throw error;
  }
  await admin.end();

  let dropped: Promise<void> | null = null;
  const drop = (): Promise<void> => {
    dropped ??= (async () => {
      const cleanup = new Pool({ connectionString: servers.postgresUrl, max: 1 });
      cleanup.on('error', () => undefined);
      try {
        if (!options.keep) await cleanup.query(`drop database if exists ${name} with (force)`);
      } catch (error) {
        process.stderr.write(`could not drop ${name}: ${(error as Error).message}\n`);
      } finally {
        await cleanup.end().catch(() => undefined);
        await servers.stop().catch(() => undefined);
        cleanups.delete(drop);
      }
    })();
    return dropped;
  };
  cleanups.add(drop);

  const url = withDatabase(servers.postgresUrl, name);
  try {
    await runMigrations(url);
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, name, serverVersion, servers, drop };
}

/** Runs work against a fresh bench database and drops it afterwards, whatever happens. */
export async function withBenchDatabase<T>(work: (bench: BenchDatabase) => Promise<T>): Promise<T> {
  const bench = await createBenchDatabase();
  try {
    return await work(bench);
  } finally {
    await bench.drop();
  }
}
