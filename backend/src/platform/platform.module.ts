import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/config';
import { Clock } from './clock';
import { createDatabase, Database } from './database/database';
import { RedisConnection } from './redis/redis-connection';
import { Runtime } from './runtime';
import { HealthController } from './health/health.controller';
import { SiteController } from './health/site.controller';
import { SeedRegistry } from './seed/seed-registry';
import { JobQueues } from './jobs/job-queues';
import { ListResourceHandler } from './http/list-resource.query';
import { HealthHandler } from './health/health.query';

@Injectable()
class PlatformShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(JobQueues) private readonly jobs: JobQueues,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
    await this.redis.close();
    await this.db.close();
  }
}

/** Config, clock, PostgreSQL pool and Redis connection, shared by every module. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: PlatformModule,
      controllers: runtime.config.runsApi ? [HealthController, SiteController] : [],
      providers: [
        { provide: AppConfig, useValue: runtime.config },
        { provide: Clock, useValue: runtime.clock },
        {
          provide: Database,
          useFactory: () =>
            createDatabase(
              runtime.databaseUrl,
              runtime.config.env.DATABASE_POOL_SIZE,
              runtime.config.env.DATABASE_STATEMENT_TIMEOUT_MS,
              runtime.config.env.DATABASE_CONNECT_TIMEOUT_MS,
              runtime.config.env.DATABASE_POOL_WAIT_MS,
              // Only the worker runs jobs; its pool opens connections on first use.
              runtime.config.runsWorker ? runtime.config.env.JOB_POOL_SIZE : 0,
            ),
        },
        { provide: RedisConnection, useFactory: () => new RedisConnection(runtime.redisUrl, runtime.config.env.REDIS_PREFIX) },
        SeedRegistry,
        JobQueues,
        PlatformShutdown,
        ListResourceHandler,
        HealthHandler,
      ],
      exports: [AppConfig, Clock, Database, RedisConnection, SeedRegistry, JobQueues],
    };
  }
}
