import { AppConfig, ConfigError } from '../../config/config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { redisAnswers, spawnRedisServer } from './redis-server';

/** A service this process uses, and how to let go of it (stops it when this process started it). */
export interface ResolvedService {
  url: string;
  description: string;
  stop(): Promise<void>;
}

/** PostgreSQL as the app uses it (url) and as migrations use it (migrationUrl: the owner, or the same url). */
export interface ResolvedPostgres extends ResolvedService {
  migrationUrl: string;
}

const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const nothingToStop = async () => undefined;

/**
 * DESIGN.md §2: DATABASE_URL when set (migrated as DATABASE_MIGRATION_URL when that is set too), else a real
 * PostgreSQL from the embedded-postgres package, migrated as its superuser and used as the role scv_app.
 */
export async function resolvePostgres(config: AppConfig): Promise<ResolvedPostgres> {
  const { DATABASE_URL, DATABASE_MIGRATION_URL } = config.env;
  if (DATABASE_URL && DATABASE_MIGRATION_URL && !sameDatabase(DATABASE_URL, DATABASE_MIGRATION_URL)) {
    throw new ConfigError('DATABASE_MIGRATION_URL must name the same server and database as DATABASE_URL (only the role differs)');
  }
  if (DATABASE_URL)
    return { url: DATABASE_URL, migrationUrl: DATABASE_MIGRATION_URL ?? DATABASE_URL, description: 'PostgreSQL at DATABASE_URL', stop: nothingToStop };
  const pg = await startEmbeddedPostgres(config.env.DATA_DIR, 'scv');
  return { url: pg.appUrl, migrationUrl: pg.url, description: `embedded PostgreSQL (data in ${config.env.DATA_DIR}/postgres)`, stop: pg.stop };
}

/** REDIS_URL when set, else the local redis-server, else one started for this process, else one clear line. */
export async function resolveRedis(config: AppConfig): Promise<ResolvedService> {
  if (config.env.REDIS_URL) return { url: config.env.REDIS_URL, description: 'REDIS_URL', stop: nothingToStop };
  if (await redisAnswers(LOCAL_REDIS)) return { url: LOCAL_REDIS, description: 'local redis-server at 127.0.0.1:6379', stop: nothingToStop };
  const spawned = await spawnRedisServer();
  if (!spawned) {
    throw new ConfigError('Redis is required: set REDIS_URL, or install it (apt-get install redis-server, brew install redis, or docker compose up -d redis)');
  }
  return { url: spawned.url, description: 'redis-server started for this process', stop: spawned.stop };
}

function sameDatabase(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  return x.host === y.host && x.pathname === y.pathname;
}
