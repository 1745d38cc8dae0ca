import { Controller, Get, Inject, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../../platform/database/database';
import { listResource, RawListQuery, ResourceSpec } from '../../platform/http/simple-rest';
import { EventStore } from '../event-store';
import { RecordedEvent } from '../types';

const EVENTS: ResourceSpec<Record<string, unknown>> = {
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

@ApiTags('admin: event log')
@Controller('admin')
export class EventsAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  @Get('events')
  @ApiOperation({ summary: 'The event log, newest first (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"streamType":"lead","streamId":"lead-…","eventType":"lead.started"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    const rows = await listResource(this.db, EVENTS, query, res);
    const events = await this.store.decode(rows as never);
    return events.map(toAdminEvent);
  }

  @Get('events/:id')
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    const rows = await this.db.query(`select ${EVENTS.select} from ${EVENTS.from} where e.event_id = $1`, [id]);
    if (!rows.length) throw new NotFoundException('Event not found');
    const [event] = await this.store.decode(rows as never);
    return toAdminEvent(event);
  }

  @Get('stream-types')
  @ApiOperation({ summary: 'Stream types with their event counts' })
  async streamTypes(@Res({ passthrough: true }) res: Response) {
    const rows = await this.db.query<{ stream_type: string; count: number }>(
      'select stream_type, count(*)::int as count from es_events group by stream_type order by stream_type',
    );
    res.setHeader('Content-Range', `stream-types 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return rows.map((r) => ({ id: r.stream_type, name: r.stream_type, count: r.count }));
  }
}
