import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { EMAIL_QUEUE, TASK_BOARD_QUEUE } from '../consumers/follow-up.jobs';

export interface DeadLetter {
  queue: string;
  eventId: string;
  jobName: string;
  eventType: string | null;
  streamId: string | null;
  lastError: string | null;
  deadAt: string;
}

/** Task-board and e-mail jobs that used up their retries, newest first (at most 500). */
export class ListDeadLettersQuery extends Query<DeadLetter[]> {}

@QueryHandler(ListDeadLettersQuery)
export class ListDeadLettersHandler implements IQueryHandler<ListDeadLettersQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<DeadLetter[]> {
    const rows = await this.db.query<{
      queue: string;
      event_id: string;
      job_name: string;
      event_type: string | null;
      stream_id: string | null;
      last_error: string | null;
      dead_at: Date;
    }>(
      `select p.queue, p.event_id, p.job_name, e.event_type, e.stream_id, p.last_error, p.dead_at
       from relay_pending p left join es_events e on e.event_id = p.event_id
       where p.dead_at is not null and p.queue = any($1) order by p.dead_at desc limit 500`,
      [[TASK_BOARD_QUEUE, EMAIL_QUEUE]],
    );
    return rows.map((r) => ({
      queue: r.queue,
      eventId: r.event_id,
      jobName: r.job_name,
      eventType: r.event_type,
      streamId: r.stream_id,
      lastError: r.last_error,
      deadAt: r.dead_at.toISOString(),
    }));
  }
}
