import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../database/database';
import { RedisConnection } from '../redis/redis-connection';

interface Check {
  status: 'up' | 'down';
  latencyMs: number;
  error?: string;
}

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Reports whether PostgreSQL and Redis answer' })
  async health(@Res({ passthrough: true }) res: Response) {
    const [database, redis] = await Promise.all([
      probe(() => this.db.query('select 1')),
      probe(() => this.redis.client.ping()),
    ]);
    const ok = database.status === 'up' && redis.status === 'up';
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'error', database, redis };
  }
}

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs))),
    ]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
