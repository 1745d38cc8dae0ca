import { AppConfig, ConfigError } from './config/config';
import { SystemClock } from './platform/clock';
import { prepareSchema } from './platform/database/data-source';
import { connectsAsSuperuser } from './platform/database/app-role';
import { resolvePostgres, resolveRedis, ResolvedService } from './platform/embedded/infrastructure';
import { Runtime } from './platform/runtime';
import { describeAdapters } from './config/adapters';

export interface PreparedDatabase extends ResolvedService {
  migrated: string[];
}

/** The database, created if missing, migrated and open to the app's role; what migrate and admin:create need, and start builds on. */
export async function prepareDatabase(config: AppConfig): Promise<PreparedDatabase> {
  const postgres = await resolvePostgres(config);
  try {
    const migrated = await prepareSchema(postgres.migrationUrl, postgres.url);
    const warning = (await connectsAsSuperuser(postgres.url)) ? ' (as a superuser: give the app its own role, see DATABASE_MIGRATION_URL)' : '';
    return { url: postgres.url, description: `${postgres.description}${warning}`, stop: postgres.stop, migrated };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}

/** Everything the app needs before Nest starts: the prepared database and Redis. stop() releases both. */
export async function prepareRuntime(config: AppConfig): Promise<{ runtime: Runtime; stop(): Promise<void> }> {
  const database = await prepareDatabase(config);
  let redis: ResolvedService;
  try {
    redis = await resolveRedis(config);
  } catch (error) {
    await database.stop();
    throw error;
  }
  const runtime: Runtime = {
    config,
    databaseUrl: database.url,
    redisUrl: redis.url,
    clock: new SystemClock(),
    adapters: [`database: ${database.description}`, `redis: ${redis.description}`, ...describeAdapters(config)],
  };
  return {
    runtime,
    stop: async () => {
      await redis.stop().catch(() => undefined);
      await database.stop().catch(() => undefined);
    },
  };
}

/**
 * A child of start.ts: the parent prepared the database (migrated it) and Redis, and passes their addresses; this
 * process neither migrates nor stops them. The banner is the parent's, so the adapters list stays empty here.
 */
export function runtimeFromSupervisor(config: AppConfig): { runtime: Runtime; stop(): Promise<void> } {
  const { DATABASE_URL, REDIS_URL } = config.env;
  if (!DATABASE_URL || !REDIS_URL) throw new ConfigError('A supervised process needs DATABASE_URL and REDIS_URL from its parent');
  return { runtime: { config, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, clock: new SystemClock(), adapters: [] }, stop: async () => undefined };
}
