import { AppConfig, ConfigError } from '../../config/config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { redisAnswers, spawnRedisServer } from './redis-server';

export interface Infrastructure {
  databaseUrl: string;
  redisUrl: string;
  databaseSource: 'configured' | 'embedded';
  redisSource: 'configured' | 'local' | 'spawned';
  stop(): Promise<void>;
}

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** DESIGN.md §2: configured services win; otherwise embedded PostgreSQL and a local or spawned Redis. */
export async function ensureInfrastructure(config: AppConfig): Promise<Infrastructure> {
  const stops: Array<() => Promise<void>> = [];
  let databaseUrl = config.env.DATABASE_URL;
  let databaseSource: Infrastructure['databaseSource'] = 'configured';
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres(config.env.DATA_DIR, 'scv');
    stops.push(pg.stop);
    databaseUrl = pg.url;
    databaseSource = 'embedded';
  }
  let redisUrl = config.env.REDIS_URL;
  let redisSource: Infrastructure['redisSource'] = 'configured';
  if (!redisUrl) {
    if (await redisAnswers(LOCAL_REDIS)) {
      redisUrl = LOCAL_REDIS;
      redisSource = 'local';
    } else {
      const spawned = await spawnRedisServer();
      if (!spawned) {
        await Promise.all(stops.map((stop) => stop()));
        throw new ConfigError(
          'Redis is required: set REDIS_URL, or install it (apt-get install redis-server, brew install redis, or docker compose up -d redis)',
        );
      }
      stops.push(spawned.stop);
      redisUrl = spawned.url;
      redisSource = 'spawned';
    }
  }
  return {
    databaseUrl,
    redisUrl,
    databaseSource,
    redisSource,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
