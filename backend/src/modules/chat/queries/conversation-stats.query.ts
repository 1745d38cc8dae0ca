import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';

export interface ConversationStats {
  conversations: number;
  messages: number;
  /** Messages per conversation, to one decimal. */
  averageLength: number;
}

/** The three stat cards of the AI Conversations view. */
export class GetConversationStatsQuery extends Query<ConversationStats> {}

@QueryHandler(GetConversationStatsQuery)
export class GetConversationStatsHandler implements IQueryHandler<GetConversationStatsQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<ConversationStats> {
    const [row] = await this.db.query<{ conversations: number; messages: number }>(
      'select count(*)::int as conversations, coalesce(sum(message_count), 0)::int as messages from ai_guide_conversations',
    );
    const averageLength = row.conversations ? Math.round((row.messages / row.conversations) * 10) / 10 : 0;
    return { conversations: row.conversations, messages: row.messages, averageLength };
  }
}
