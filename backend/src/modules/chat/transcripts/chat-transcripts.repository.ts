import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { ChatRole, ChatTurn } from '../domain/chat-turn';

export interface RecordedTurn {
  conversationId: string;
  role: ChatRole;
  /** Already stripped of markup. */
  message: string;
  currentPage: string | null;
  userSession: string | null;
  at: Date;
}

/** Writes each turn to ai_guide_chats and keeps the conversation's summary row in the same transaction. */
@Injectable()
export class ChatTranscripts {
  constructor(@Inject(Database) private readonly db: Database) {}

  /**
   * The last `limit` turns this browser session stored in the conversation, oldest first: the only history a model
   * ever sees, so a forged "assistant" turn in a request never reaches it, nor does another session's conversation.
   */
  async history(conversationId: string, userSession: string | null, limit: number): Promise<ChatTurn[]> {
    const rows = await this.db.query<{ role: ChatRole; message: string }>(
      `select role, message from (
         select id, role, message from ai_guide_chats
         where conversation_id = $1 and user_session is not distinct from $2
         order by id desc limit $3
       ) recent order by id`,
      [conversationId, userSession, limit],
    );
    return rows.map((row) => ({ role: row.role, content: row.message }));
  }

  async record(turn: RecordedTurn): Promise<void> {
    await this.db.transaction(async (client) => {
      await client.query(
        `insert into ai_guide_chats (conversation_id, role, message, current_page, user_session, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [turn.conversationId, turn.role, turn.message, turn.currentPage, turn.userSession, turn.at],
      );
      await client.query(
        `insert into ai_guide_conversations
           (conversation_id, first_user_message, first_page, last_page, user_session, message_count, started_at, last_activity_at)
         values ($1, case when $2 = 'user' then $3 end, $4, $4, $5, 1, $6, $6)
         on conflict (conversation_id) do update set
           first_user_message = coalesce(ai_guide_conversations.first_user_message, excluded.first_user_message),
           first_page = coalesce(ai_guide_conversations.first_page, excluded.first_page),
           last_page = coalesce(excluded.last_page, ai_guide_conversations.last_page),
           user_session = coalesce(ai_guide_conversations.user_session, excluded.user_session),
           message_count = ai_guide_conversations.message_count + 1,
           last_activity_at = greatest(ai_guide_conversations.last_activity_at, excluded.last_activity_at)`,
        [turn.conversationId, turn.role, turn.message, turn.currentPage, turn.userSession, turn.at],
      );
    });
  }
}
