import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { Database } from '../../platform/database/database';
import { JobQueues } from '../../platform/jobs/job-queues';
import { RelayConsumer, RelayJobData, retryDeadLetters } from '../../event-store';
import { EMAIL_QUEUE, emailJobFor, TASK_BOARD_QUEUE, taskBoardJobFor } from './follow-up.jobs';

export const FOLLOW_UP_STREAMS = ['lead', 'order', 'area-request', 'cart', 'booking', 'data-deletion'];

export interface DeadLetter {
  queue: string;
  eventId: string;
  jobName: string;
  eventType: string | null;
  streamId: string | null;
  lastError: string | null;
  deadAt: string;
}

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

  async deadLetters(): Promise<DeadLetter[]> {
    const rows = await this.db.query<{ queue: string; event_id: string; job_name: string; event_type: string | null; stream_id: string | null; last_error: string | null; dead_at: Date }>(
      `select p.queue, p.event_id, p.job_name, e.event_type, e.stream_id, p.last_error, p.dead_at
       from relay_pending p left join es_events e on e.event_id = p.event_id
       where p.dead_at is not null and p.queue = any($1) order by p.dead_at desc limit 500`,
      [[TASK_BOARD_QUEUE, EMAIL_QUEUE]],
    );
    return rows.map((r) => ({ queue: r.queue, eventId: r.event_id, jobName: r.job_name, eventType: r.event_type, streamId: r.stream_id, lastError: r.last_error, deadAt: r.dead_at.toISOString() }));
  }

  retryDeadLetters(): Promise<number> {
    return retryDeadLetters(this.db, this.consumer.routes);
  }
}
