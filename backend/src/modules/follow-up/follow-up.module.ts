import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { ConsumerHost, RelayConsumer, RelayJobData } from '../../event-store';
import { JobQueues } from '../../platform/jobs/job-queues';
import { Runtime } from '../../platform/runtime';
import { EmailModule } from '../email';
import { PaymentsModule } from '../payments/payments.module';
import { TaskBoardModule } from '../task-board';
import { FunctionalityTestAdminController } from './functionality-test.admin.controller';
import { EMAIL_QUEUE, emailJobFor, FollowUpJobs, TASK_BOARD_QUEUE, taskBoardJobFor } from './follow-up.jobs';

export const FOLLOW_UP_STREAMS = ['lead', 'order', 'area-request', 'cart', 'booking', 'data-deletion'];

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
      controllers: runtime.config.runsApi ? [FunctionalityTestAdminController] : [],
      providers: [FollowUpJobs],
    };
  }

  constructor(
    @Inject(ConsumerHost) private readonly consumers: ConsumerHost,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(FollowUpJobs) private readonly followUp: FollowUpJobs,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const backoff = { type: 'exponential', delay: this.config.env.JOB_BACKOFF_MS };
    const taskBoard = this.jobs.queue<RelayJobData>(TASK_BOARD_QUEUE);
    const email = this.jobs.queue<RelayJobData>(EMAIL_QUEUE);
    this.consumers.register(
      new RelayConsumer(
        'follow-up-relay',
        [
          { queue: taskBoard, jobFor: taskBoardJobFor, jobOptions: { backoff } },
          { queue: email, jobFor: emailJobFor, jobOptions: { backoff } },
        ],
        FOLLOW_UP_STREAMS,
      ),
    );
    this.jobs.process<RelayJobData>(TASK_BOARD_QUEUE, (job) => this.followUp.runTaskBoardJob(job));
    this.jobs.process<RelayJobData>(EMAIL_QUEUE, (job) => this.followUp.runEmailJob(job), { concurrency: 2 });
  }
}
