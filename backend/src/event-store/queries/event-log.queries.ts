import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../platform/database/database';
import { ListPage, listPage, RawListQuery, ResourceSpec } from '../../platform/http/simple-rest';
import { EventStore } from '../event-store';
import { RecordedEvent } from '../types';

export const EVENTS: ResourceSpec<Record<string, unknown>> = {
  resource: 'events',
  from: 'es_events e join es_streams s using (stream_id)',
  select: `e.event_id, e.stream_id, e.stream_type, e.version, e.global_position, e.transaction_id::text as tx,
           e.event_type, e.data, e.metadata, e.recorded_at, s.subject_id`,
  sortable: { globalPosition: 'e.global_position', recordedAt: 'e.recorded_at', id: 'e.global_position' },
  defaultSort: ['globalPosition', 'DESC'],
  idColumn: 'e.event_id',
  filters: {
    streamType: (value, bind) => `e.stream_type = ${bind(String(value))}`,
    streamId: (value, bind) => `e.stream_id = ${bind(String(value).trim())}`,
    eventType: (value, bind) => `e.event_type like ${bind(`${String(value).trim()}%`)}`,
  },
  map: (row) => row,
};

export const STREAM_TYPES: ResourceSpec<{ id: string; name: string; count: number }> = {
  resource: 'stream-types',
  from: '(select stream_type, count(*)::int as count from es_events group by stream_type) t',
  select: 'stream_type, count',
  sortable: { id: 'stream_type', name: 'stream_type', count: 'count' },
  defaultSort: ['name', 'ASC'],
  idColumn: 'stream_type',
  idType: 'text',
  map: (row) => ({ id: String(row.stream_type), name: String(row.stream_type), count: Number(row.count) }),
};

export function toAdminEvent(event: RecordedEvent) {
  return {
    id: event.eventId,
    globalPosition: event.globalPosition,
    streamId: event.streamId,
    streamType: event.streamType,
    version: event.version,
    eventType: event.storedType,
    data: event.data,
    metadata: event.metadata,
    recordedAt: event.recordedAt.toISOString(),
  };
}

export type AdminEvent = ReturnType<typeof toAdminEvent>;

/** The event log, newest first, decoded (personal fields opened) for auditors. */
export class ListEventsQuery extends Query<ListPage<AdminEvent>> {
  constructor(readonly raw: RawListQuery) {
    super();
  }
}

/** One event of the log by id. */
export class GetEventQuery extends Query<AdminEvent> {
  constructor(readonly eventId: string) {
    super();
  }
}

/** Every event of one stream, in order. */
export class StreamHistoryQuery extends Query<AdminEvent[]> {
  constructor(readonly streamId: string) {
    super();
  }
}

/** A stream's state as of a version, folded with its registered evolve. */
export class StreamStateQuery extends Query<{ streamId: string; streamType: string; version: number; state: unknown }> {
  constructor(
    readonly streamId: string,
    readonly toVersion: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ raw }: ListEventsQuery): Promise<ListPage<AdminEvent>> {
    const page = await listPage(this.db, EVENTS, raw);
    return { contentRange: page.contentRange, rows: (await this.store.decode(page.rows as never)).map(toAdminEvent) };
  }
}

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId }: GetEventQuery): Promise<AdminEvent> {
    const event = await this.store.readEvent(eventId);
    if (!event) throw new NotFoundException('Event not found');
    return toAdminEvent(event);
  }
}

@QueryHandler(StreamHistoryQuery)
export class StreamHistoryHandler implements IQueryHandler<StreamHistoryQuery> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ streamId }: StreamHistoryQuery): Promise<AdminEvent[]> {
    const events = await this.store.readStream(streamId);
    if (!events.length) throw new NotFoundException('Stream not found');
    return events.map(toAdminEvent);
  }
}

@QueryHandler(StreamStateQuery)
export class StreamStateHandler implements IQueryHandler<StreamStateQuery> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ streamId, toVersion }: StreamStateQuery) {
    const result = await this.store.stateAt(streamId, toVersion);
    if (!result) throw new NotFoundException('Stream not found');
    return { streamId, ...result };
  }
}

export const EVENT_LOG_QUERY_HANDLERS = [ListEventsHandler, GetEventHandler, StreamHistoryHandler, StreamStateHandler];
