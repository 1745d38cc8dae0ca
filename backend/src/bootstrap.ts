import { AppConfig } from './config/config';
import { SystemClock } from './platform/clock';
import { ensureDatabaseExists } from './platform/database/database';
import { runMigrations } from './platform/database/data-source';
import { ensureInfrastructure, Infrastructure } from './platform/embedded/infrastructure';
import { Runtime } from './platform/runtime';

/** Resolves services (embedded where unset), creates and migrates the database; shared by main and the CLIs. */
export async function prepareRuntime(config: AppConfig): Promise<{ runtime: Runtime; infra: Infrastructure; migrated: string[] }> {
  const infra = await ensureInfrastructure(config);
  try {
    await ensureDatabaseExists(infra.databaseUrl);
    const migrated = await runMigrations(infra.databaseUrl);
    const adapters = [
      `database: ${infra.databaseSource === 'embedded' ? `embedded PostgreSQL (data in ${config.env.DATA_DIR}/postgres)` : 'PostgreSQL at DATABASE_URL'}`,
      `redis: ${{ configured: 'REDIS_URL', local: 'local redis-server at 127.0.0.1:6379', spawned: 'redis-server started for this process' }[infra.redisSource]}`,
    ];
    return { runtime: { config, databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl, clock: new SystemClock(), adapters }, infra, migrated };
  } catch (error) {
    await infra.stop();
    throw error;
  }
}
