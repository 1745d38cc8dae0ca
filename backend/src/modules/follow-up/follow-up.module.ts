import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { ConsumerHost, RelayJobData } from '../../event-store';
import { JobQueues } from '../../platform/jobs/job-queues';
import { Runtime } from '../../platform/runtime';
import { BookingViews } from '../bookings';
import { EmailModule } from '../email';
import { LeadViews } from '../leads';
import { DataDeletionViews } from '../privacy';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { VisitViews } from '../service';
import { TaskBoardModule, TaskBoardPort } from '../task-board';
import { RetryDeadLettersHandler } from './commands/retry-dead-letters.command';
import { RunFunctionalityTestHandler } from './commands/run-functionality-test.command';
import { FollowUpRelay } from './consumers/follow-up-relay';
import { EMAIL_QUEUE, FollowUpJobs, TASK_BOARD_CONCURRENCY, TASK_BOARD_QUEUE } from './consumers/follow-up.jobs';
import { DeadLettersAdminController } from './http/dead-letters.admin.controller';
import { FunctionalityTestAdminController } from './http/functionality-test.admin.controller';
import { EventLogCountsHandler } from './queries/event-log-counts.query';
import { ListDeadLettersHandler } from './queries/list-dead-letters.query';

/**
 * The relay from the event log to the task board and the mailer (DESIGN §4): one consumer turns events into
 * BullMQ jobs (jobId = event id), workers retry with exponential backoff, exhausted jobs stay in the
 * dead-letter list, and a sweeper re-derives jobs Redis lost. What each event becomes is the follow-up table
 * (domain/follow-up.ts); the leads, bookings and visits views are plain readers, provided here too because those
 * modules are dynamic (importing their forRoot again would build them twice).
 */
@Module({})
export class FollowUpModule implements OnModuleInit {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: FollowUpModule,
      imports: [TaskBoardModule, EmailModule, PaymentsModule, OrdersModule],
      controllers: runtime.config.runsApi ? [FunctionalityTestAdminController, DeadLettersAdminController] : [],
      providers: [
        FollowUpJobs,
        FollowUpRelay,
        LeadViews,
        DataDeletionViews,
        BookingViews,
        VisitViews,
        ListDeadLettersHandler,
        EventLogCountsHandler,
        RetryDeadLettersHandler,
        RunFunctionalityTestHandler,
      ],
    };
  }

  constructor(
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(FollowUpJobs) private readonly followUp: FollowUpJobs,
    @Inject(FollowUpRelay) private readonly relay: FollowUpRelay,
    @Inject(TaskBoardPort) private readonly board: TaskBoardPort,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this.relay.consumer);
    this.jobs.process<RelayJobData>(TASK_BOARD_QUEUE, (job) => this.followUp.runTaskBoardJob(job), {
      concurrency: TASK_BOARD_CONCURRENCY,
      // Trello answers 429 when we go too fast; the built-in board never does.
      mayRateLimit: this.board.kind === 'trello',
    });
    this.jobs.process<RelayJobData>(EMAIL_QUEUE, (job) => this.followUp.runEmailJob(job), { concurrency: 2 });
  }
}
