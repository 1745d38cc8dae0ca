import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../../config/config';
import { JobQueues } from '../../platform/jobs/job-queues';
import { adminOnlyMiddleware, IdentityModule, SessionService } from '../identity';

export const QUEUES_DASHBOARD_PATH = '/api/admin/queues';

/**
 * BullMQ's dashboard (@bull-board) at /api/admin/queues, behind the admin check. It is plain Express, so it
 * is mounted in onModuleInit: after Nest's routes, before Nest's not-found handler.
 */
@Module({ imports: [IdentityModule] })
export class QueuesDashboardModule implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly host: HttpAdapterHost,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const http = this.host.httpAdapter;
    if (!this.config.runsApi || !http) return;
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUES_DASHBOARD_PATH);
    // @bull-board/express 9.10.1 carries its own copy of @bull-board/api (9.10.2 here); same shape, separate type declarations.
    const board = createBullBoard({ queues: [], serverAdapter, options: { uiConfig: { boardTitle: 'SCV Scoopers jobs' } } });
    let shown = '';
    // Modules register their queues as they initialise; the board picks up any it has not shown yet.
    const syncQueues = (_req: Request, _res: Response, next: NextFunction) => {
      const names = this.jobs.names();
      if (names.join() !== shown) {
        board.replaceQueues(names.map((name) => new BullMQAdapter(this.jobs.queue(name))));
        shown = names.join();
      }
      next();
    };
    http.use(QUEUES_DASHBOARD_PATH, adminOnlyMiddleware(this.sessions), syncQueues, serverAdapter.getRouter());
  }
}
