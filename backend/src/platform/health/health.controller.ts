import { Controller, Get, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { HealthQuery } from './health.query';

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "Reports whether PostgreSQL and Redis answer: 'ok', or 503 'down'; latencies and driver errors for staff only" })
  async health(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { ok, database, redis } = await this.queries.execute(new HealthQuery());
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    if (!ok) res.setHeader('Retry-After', '5');
    const status = ok ? 'ok' : 'down';
    // A driver's message names hosts, users and databases: staff need it, the rest of the world does not.
    if (req.user?.isAdmin) return { status, database, redis };
    // Whether the embedded server is running or being restarted, and how often it was: no hosts or messages in it.
    const embedded = database.embedded ? { embedded: { state: database.embedded.state, restarts: database.embedded.restarts } } : {};
    return { status, database: { status: database.status, ...embedded }, redis: { status: redis.status } };
  }
}
