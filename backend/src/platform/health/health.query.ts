import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../database/database';
import { RedisConnection } from '../redis/redis-connection';
import { within } from '../time/within';
import { embeddedPostgresState } from '../embedded/supervision';

export interface Check {
  status: 'up' | 'down';
  latencyMs: number;
  error?: string;
}

export interface HealthReport {
  ok: boolean;
  database: Check & { embedded?: ReturnType<typeof embeddedPostgresState.report> };
  redis: Check;
}

/** Whether PostgreSQL and Redis answer within two seconds each. */
export class HealthQuery extends Query<HealthReport> {}

@QueryHandler(HealthQuery)
export class HealthHandler implements IQueryHandler<HealthQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
  ) {}

  async execute(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([probe(() => this.db.query('select 1')), probe(() => this.redis.client.ping())]);
    const embedded = embeddedPostgresState.report();
    return { ok: database.status === 'up' && redis.status === 'up', database: embedded ? { ...database, embedded } : database, redis };
  }
}

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  const started = performance.now();
  try {
    await within(check(), timeoutMs, `no answer in ${timeoutMs} ms`);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), error: (error as Error).message };
  }
}
