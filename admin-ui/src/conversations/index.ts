import ForumIcon from '@mui/icons-material/Forum';
import type { ConversationRecord } from './conversation-types';
import { ConversationList } from './ConversationList';
import { ConversationShow } from './ConversationShow';

export { conversationsMessages } from './conversations.messages';
export { conversationMethods, type ConversationMethods } from './conversations-api';

export default {
  list: ConversationList,
  show: ConversationShow,
  icon: ForumIcon,
  recordRepresentation: (record: ConversationRecord) => record.firstMessage ?? record.id,
};
