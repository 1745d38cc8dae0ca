import { containsPattern, ResourceSpec } from '../../../platform/http/simple-rest';

export interface ConversationSummary {
  id: string;
  firstMessage: string | null;
  messageCount: number;
  /** The page the conversation started on. */
  page: string | null;
  lastPage: string | null;
  startedAt: string;
  lastActivity: string;
}

export const CONVERSATION_COLUMNS = `conversation_id, first_user_message, message_count, first_page, last_page, started_at, last_activity_at`;

export function toConversationSummary(row: Record<string, unknown>): ConversationSummary {
  return {
    id: String(row.conversation_id),
    firstMessage: (row.first_user_message as string | null) ?? null,
    messageCount: Number(row.message_count),
    page: (row.first_page as string | null) ?? null,
    lastPage: (row.last_page as string | null) ?? null,
    startedAt: (row.started_at as Date).toISOString(),
    lastActivity: (row.last_activity_at as Date).toISOString(),
  };
}

/** The AI Conversations table (spec 001 §2): newest activity first, searchable, paged the simple-rest way (ListResourceQuery). */
export const CONVERSATIONS: ResourceSpec<ConversationSummary> = {
  resource: 'conversations',
  from: 'ai_guide_conversations',
  select: CONVERSATION_COLUMNS,
  sortable: {
    lastActivity: 'last_activity_at',
    startedAt: 'started_at',
    messageCount: 'message_count',
    page: 'first_page',
    id: 'last_activity_at',
  },
  defaultSort: ['lastActivity', 'DESC'],
  idColumn: 'conversation_id',
  filters: {
    // The admin's search box: over the first visitor message, as the spec's AI Conversations view searches.
    q: (value, bind) => (String(value).trim() ? `first_user_message ilike ${bind(containsPattern(value))}` : null),
    page: (value, bind) => `first_page = ${bind(String(value))}`,
  },
  map: toConversationSummary,
};
