import { Controller, Get, Header, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { ConversationStats, GetConversationStatsQuery } from '../queries/conversation-stats.query';
import { CONVERSATIONS, ConversationSummary } from '../queries/conversation-row';
import { ConversationThread, GetConversationQuery } from '../queries/get-conversation.query';

/** Chat transcripts for staff; the global AdminGuard protects every /api/admin route. */
@ApiTags('admin: conversations')
@Controller('admin')
export class ConversationsAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('conversations')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Chat conversations, latest activity first (ra-data-simple-rest list): first message, message count, page, last activity' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"search the first visitor message","page":"/faq"}' })
  @ApiQuery({ name: 'sort', required: false, description: '["lastActivity","DESC"]; also startedAt, messageCount, page' })
  @ApiQuery({ name: 'range', required: false, description: '[0,19]' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ConversationSummary[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(CONVERSATIONS, query)));
  }

  @Get('conversation-stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Dashboard figures: conversations, messages, and average messages per conversation' })
  @ApiOkResponse({ description: '{ conversations, messages, averageLength }' })
  stats(): Promise<ConversationStats> {
    return this.queries.execute(new GetConversationStatsQuery());
  }

  @Get('conversations/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One conversation and its messages in order, with the actions each reply carried' })
  one(@Param('id', new ParseUUIDPipe()) id: string): Promise<ConversationThread> {
    return this.queries.execute(new GetConversationQuery(id));
  }
}
