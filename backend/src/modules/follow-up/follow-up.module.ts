import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { ConsumerHost, RelayJobData } from '../../event-store';
import { JobQueues } from '../../platform/jobs/job-queues';
import { Runtime } from '../../platform/runtime';
import { EmailModule } from '../email';
import { PaymentsModule } from '../payments/payments.module';
import { TaskBoardModule } from '../task-board';
import { FunctionalityTestAdminController } from './functionality-test.admin.controller';
import { DeadLettersAdminController } from './dead-letters.admin.controller';
import { FollowUpRelay } from './follow-up-relay';
import { EMAIL_QUEUE, FollowUpJobs, TASK_BOARD_QUEUE } from './follow-up.jobs';

/**
 * The relay from the event log to the task board and the mailer (DESIGN §4): one consumer turns events into
 * BullMQ jobs (jobId = event id), workers retry with exponential backoff, exhausted jobs stay in the
 * dead-letter list, and a sweeper re-derives jobs Redis lost.
 */
@Module({})
export class FollowUpModule implements OnModuleInit {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: FollowUpModule,
      imports: [TaskBoardModule, EmailModule, PaymentsModule],
      controllers: runtime.config.runsApi ? [FunctionalityTestAdminController, DeadLettersAdminController] : [],
      providers: [FollowUpJobs, FollowUpRelay],
    };
  }

  constructor(
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(FollowUpJobs) private readonly followUp: FollowUpJobs,
    @Inject(FollowUpRelay) private readonly relay: FollowUpRelay,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this.relay.consumer);
    this.jobs.process<RelayJobData>(TASK_BOARD_QUEUE, (job) => this.followUp.runTaskBoardJob(job));
    this.jobs.process<RelayJobData>(EMAIL_QUEUE, (job) => this.followUp.runEmailJob(job), { concurrency: 2 });
  }
}
