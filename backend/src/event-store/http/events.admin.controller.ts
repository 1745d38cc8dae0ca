import { Controller, Get, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../platform/http/simple-rest';
import { GetEventQuery, ListEventsQuery, STREAM_TYPES } from '../queries/event-log.queries';

@ApiTags('admin: event log')
@Controller('admin')
export class EventsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('events')
  @ApiOperation({ summary: 'The event log, newest first (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"streamType":"lead","streamId":"lead-…","eventType":"lead.started"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListEventsQuery(query)));
  }

  @Get('events/:id')
  one(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.queries.execute(new GetEventQuery(id));
  }

  @Get('stream-types')
  @ApiOperation({ summary: 'Stream types with their event counts (ra-data-simple-rest list)' })
  async streamTypes(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response) {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(STREAM_TYPES, query)));
  }
}
