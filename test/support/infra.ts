import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAnswers } from '../../backend/src/platform/database/database';
import { redisAnswers } from '../../backend/src/platform/embedded/redis-server';

/** Where the test PostgreSQL server and Redis live: TEST_*_URL, else the local servers, else embedded ones. */
export interface TestServers {
  postgresUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

export async function resolveTestServers(): Promise<TestServers> {
  const stops: Array<() => Promise<void>> = [];
  let postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    if (await postgresAnswers(LOCAL_PG)) postgresUrl = LOCAL_PG;
    else {
      const { startEmbeddedPostgres } = await import('../../backend/src/platform/embedded/embedded-postgres');
      const dataDir = mkdtempSync(join(tmpdir(), 'scv-test-pg-'));
      // The server runs as 'postgres' when tests run as root; it must be able to enter the directory.
      chmodSync(dataDir, 0o755);
      const pg = await startEmbeddedPostgres(dataDir, 'postgres');
      stops.push(pg.stop);
      postgresUrl = pg.url;
    }
  }
  let redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) {
    if (await redisAnswers(LOCAL_REDIS)) redisUrl = LOCAL_REDIS;
    else {
      const { spawnRedisServer } = await import('../../backend/src/platform/embedded/redis-server');
      const spawned = await spawnRedisServer();
      if (!spawned) throw new Error('Tests need Redis: set TEST_REDIS_URL or install redis-server');
      stops.push(spawned.stop);
      redisUrl = spawned.url;
    }
  }
  return { postgresUrl, redisUrl, stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The role test apps connect as, like production's app role (not a superuser, the app's tables only). Roles are
 * global to the server and test runs share it, so one name and password serve every run.
 */
export const TEST_APP_ROLE = { name: 'scv_test_app', password: 'scv_test_app' };

export function withRole(url: string, role: { name: string; password: string }): string {
  const u = new URL(url);
  u.username = role.name;
  u.password = role.password;
  return u.toString();
}
