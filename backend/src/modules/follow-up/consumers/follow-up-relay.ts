import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { Database } from '../../../platform/database/database';
import { JobQueues } from '../../../platform/jobs/job-queues';
import { RelayConsumer, RelayJobData, retryDeadLetters } from '../../../event-store';
import { emailJobFor, taskBoardJobFor } from '../domain/follow-up';
import { EMAIL_QUEUE, TASK_BOARD_QUEUE } from './follow-up.jobs';

export const FOLLOW_UP_STREAMS = ['lead', 'order', 'area-request', 'cart', 'booking', 'data-deletion', 'visit'];

/** The one relay consumer from the log to the task-board and e-mail queues, and its dead letters. */
@Injectable()
export class FollowUpRelay {
  readonly consumer: RelayConsumer;

  constructor(
    @Inject(JobQueues) jobs: JobQueues,
    @Inject(AppConfig) config: AppConfig,
    @Inject(Database) private readonly db: Database,
  ) {
    const backoff = { type: 'exponential', delay: config.env.JOB_BACKOFF_MS };
    this.consumer = new RelayConsumer(
      'follow-up-relay',
      [
        { queue: jobs.queue<RelayJobData>(TASK_BOARD_QUEUE), jobFor: taskBoardJobFor, jobOptions: { backoff } },
        { queue: jobs.queue<RelayJobData>(EMAIL_QUEUE), jobFor: emailJobFor, jobOptions: { backoff } },
      ],
      FOLLOW_UP_STREAMS,
    );
  }

  /** Enqueues every dead letter again with a full set of attempts; answers how many. */
  retryDeadLetters(): Promise<number> {
    return retryDeadLetters(this.db, this.consumer.routes);
  }
}
