import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';

export interface EventLogCounts {
  events: number;
  /** Lead streams in the log (one per lead_tracking row). */
  leads: number;
  /** Order streams in the log (one per customer_orders row). */
  orders: number;
}

/** The functionality test's look at the database: the event log's size, read from the event store's own tables. */
export class EventLogCountsQuery extends Query<EventLogCounts> {}

@QueryHandler(EventLogCountsQuery)
export class EventLogCountsHandler implements IQueryHandler<EventLogCountsQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<EventLogCounts> {
    const [row] = await this.db.query<EventLogCounts>(
      `select (select count(*)::int from es_events) as events,
         (select count(*)::int from es_streams where stream_type = 'lead') as leads,
         (select count(*)::int from es_streams where stream_type = 'order') as orders`,
    );
    return row;
  }
}
