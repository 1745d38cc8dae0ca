import { Controller, Get, Header, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../../../platform/database/database';
import type { RawListQuery } from '../../../platform/http/simple-rest';
import { conversationStats, ConversationStats } from '../queries/conversation-stats.query';
import { ConversationThread, getConversation } from '../queries/get-conversation.query';
import { ConversationSummary, listConversations } from '../queries/list-conversations.query';

/** Chat transcripts for staff; the global AdminGuard protects every /api/admin route. */
@ApiTags('admin: conversations')
@Controller('admin')
export class ConversationsAdminController {
  constructor(@Inject(Database) private readonly db: Database) {}

  @Get('conversations')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Chat conversations, latest activity first (ra-data-simple-rest list): first message, message count, page, last activity' })
  @ApiQuery({ name: 'filter', required: false, description: '{"q":"search the first visitor message","page":"/faq"}' })
  @ApiQuery({ name: 'sort', required: false, description: '["lastActivity","DESC"]; also startedAt, messageCount, page' })
  @ApiQuery({ name: 'range', required: false, description: '[0,19]' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<ConversationSummary[]> {
    return listConversations(this.db, query, res);
  }

  @Get('conversation-stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Dashboard figures: conversations, messages, and average messages per conversation' })
  @ApiOkResponse({ description: '{ conversations, messages, averageLength }' })
  stats(): Promise<ConversationStats> {
    return conversationStats(this.db);
  }

  @Get('conversations/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One conversation and its messages in order, with the actions each reply carried' })
  one(@Param('id', new ParseUUIDPipe()) id: string): Promise<ConversationThread> {
    return getConversation(this.db, id);
  }
}
