import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Problem } from '../../platform/http/problem';
import { StreamHistoryQuery, StreamStateQuery } from '../queries/event-log.queries';

/** Auditors: a stream's history and its state as of any version. */
@ApiTags('admin: audit')
@Controller('admin/streams')
export class StreamsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':streamId/events')
  @ApiOperation({ summary: 'Every event of a stream in order, with actor, time and correlation' })
  history(@Param('streamId') streamId: string) {
    return this.queries.execute(new StreamHistoryQuery(streamId));
  }

  @Get(':streamId/state')
  @ApiOperation({ summary: "The stream's state as of a version (latest when omitted)" })
  @ApiQuery({ name: 'version', required: false })
  state(@Param('streamId') streamId: string, @Query('version') version?: string) {
    let toVersion: number | undefined;
    if (version !== undefined && version !== '') {
      toVersion = Number(version);
      if (!Number.isInteger(toVersion) || toVersion < 1) throw Problem.validation({ version: 'version must be a positive integer' });
    }
    return this.queries.execute(new StreamStateQuery(streamId, toVersion));
  }
}
