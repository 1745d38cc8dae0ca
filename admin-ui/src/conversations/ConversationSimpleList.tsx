import { SimpleList, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { WRAP_LONG_WORDS } from '../common/styles';
import type { ConversationRecord } from './conversation-types';

/** Phone layout: the first message, then page and message count, then the last activity. */
export function ConversationSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<ConversationRecord>
      primaryText={(record) => record.firstMessage ?? translate('resources.conversations.no_message')}
      secondaryText={(record) =>
        [record.page, translate('resources.conversations.message_count', { smart_count: record.messageCount })].filter(Boolean).join(' · ')
      }
      tertiaryText={(record) => formatBusinessTime(record.lastActivity)}
      rowClick="show"
      sx={WRAP_LONG_WORDS}
    />
  );
}
