/** What /api/admin/conversations answers (backend/src/modules/chat/queries). */
export interface ConversationRecord {
  id: string;
  firstMessage: string | null;
  messageCount: number;
  /** The page the conversation started on. */
  page: string | null;
  lastPage: string | null;
  startedAt: string;
  lastActivity: string;
}

export interface ConversationMessage {
  id: number;
  role: 'user' | 'assistant';
  message: string;
  /** What the visitor saw: the reply without its SCROLL_TO_QUOTE / PREFILL_FORM markers. */
  text: string;
  actions: Array<{ type: string; field?: string; value?: string }>;
  currentPage: string | null;
  createdAt: string;
}

export interface ConversationThread extends ConversationRecord {
  messages: ConversationMessage[];
}

export interface ConversationStats {
  conversations: number;
  messages: number;
  averageLength: number;
}
