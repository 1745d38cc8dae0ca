import ForumIcon from '@mui/icons-material/Forum';
import { lazy } from 'react';
import type { ConversationRecord } from './conversation-types';

export { conversationsMessages } from './conversations.messages';
export { conversationMethods, type ConversationMethods } from './conversations-api';

export default {
  list: lazy(() => import('./ConversationList').then((m) => ({ default: m.ConversationList }))),
  show: lazy(() => import('./ConversationShow').then((m) => ({ default: m.ConversationShow }))),
  icon: ForumIcon,
  recordRepresentation: (record: ConversationRecord) => record.firstMessage ?? record.id,
};
