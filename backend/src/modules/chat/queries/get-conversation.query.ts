import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { CHAT_MESSAGES } from '../chat.messages';
import { ChatAction, readActions, visibleText } from '../domain/chat-markers';
import { ChatRole } from '../domain/chat-turn';
import { CONVERSATION_COLUMNS, ConversationSummary, toConversationSummary } from './conversation-row';

export interface ConversationMessage {
  id: number;
  role: ChatRole;
  /** As stored, markers included. */
  message: string;
  /** What the visitor saw: the message without its markers. */
  text: string;
  actions: ChatAction[];
  currentPage: string | null;
  createdAt: string;
}

export interface ConversationThread extends ConversationSummary {
  messages: ConversationMessage[];
}

/** One conversation with its turns in order, for the thread dialog. */
export class GetConversationQuery extends Query<ConversationThread> {
  constructor(readonly conversationId: string) {
    super();
  }
}

@QueryHandler(GetConversationQuery)
export class GetConversationHandler implements IQueryHandler<GetConversationQuery> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ conversationId }: GetConversationQuery): Promise<ConversationThread> {
    const [summary] = await this.db.query(`select ${CONVERSATION_COLUMNS} from ai_guide_conversations where conversation_id = $1`, [conversationId]);
    if (!summary) throw new Problem(404, 'Not Found', CHAT_MESSAGES.conversationNotFound, undefined, 'NOT_FOUND');
    const rows = await this.db.query<{ id: number; role: ChatRole; message: string; current_page: string | null; created_at: Date }>(
      'select id, role, message, current_page, created_at from ai_guide_chats where conversation_id = $1 order by id',
      [conversationId],
    );
    return {
      ...toConversationSummary(summary),
      messages: rows.map((row) => ({
        id: row.id,
        role: row.role,
        message: row.message,
        text: visibleText(row.message),
        actions: readActions(row.message),
        currentPage: row.current_page,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }
}
