import { httpClient } from '../providers/httpClient';
import type { ConversationStats } from './conversation-types';

/** The AI Conversations stat cards' query, spread into the app's dataProvider. */
export interface ConversationMethods {
  getConversationStats: () => Promise<ConversationStats>;
}

export const conversationMethods: ConversationMethods = {
  getConversationStats: async () => {
    const { json } = await httpClient('/api/admin/conversation-stats');
    return json as ConversationStats;
  },
};
