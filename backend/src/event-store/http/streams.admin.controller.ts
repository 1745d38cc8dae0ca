import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Problem } from '../../platform/http/problem';
import { EventStore } from '../event-store';
import { toAdminEvent } from './events.admin.controller';

/** Auditors: a stream's history and its state as of any version. */
@ApiTags('admin: audit')
@Controller('admin/streams')
export class StreamsAdminController {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  @Get(':streamId/events')
  @ApiOperation({ summary: 'Every event of a stream in order, with actor, time and correlation' })
  async history(@Param('streamId') streamId: string) {
    const events = await this.store.readStream(streamId);
    if (!events.length) throw new NotFoundException('Stream not found');
    return events.map(toAdminEvent);
  }

  @Get(':streamId/state')
  @ApiOperation({ summary: "The stream's state as of a version (latest when omitted)" })
  @ApiQuery({ name: 'version', required: false })
  async state(@Param('streamId') streamId: string, @Query('version') version?: string) {
    let toVersion: number | undefined;
    if (version !== undefined && version !== '') {
      toVersion = Number(version);
      if (!Number.isInteger(toVersion) || toVersion < 1) throw Problem.validation({ version: 'version must be a positive integer' });
    }
    const result = await this.store.stateAt(streamId, toVersion);
    if (!result) throw new NotFoundException('Stream not found');
    return { streamId, ...result };
  }
}
