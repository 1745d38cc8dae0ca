import { AppConfig } from './config/config';
import { SystemClock } from './platform/clock';
import { ensureDatabaseExists } from './platform/database/database';
import { runMigrations } from './platform/database/data-source';
import { resolvePostgres, resolveRedis, ResolvedService } from './platform/embedded/infrastructure';
import { Runtime } from './platform/runtime';
import { describeAdapters } from './config/adapters';

export interface PreparedDatabase extends ResolvedService {
  migrated: string[];
}

/** The database, created if missing and migrated; what migrate and admin:create need, and start builds on. */
export async function prepareDatabase(config: AppConfig): Promise<PreparedDatabase> {
  const postgres = await resolvePostgres(config);
  try {
    await ensureDatabaseExists(postgres.url);
    return { ...postgres, migrated: await runMigrations(postgres.url) };
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
