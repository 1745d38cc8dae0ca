import { Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import type { ConversationRecord } from './conversation-types';

function FirstMessageField() {
  const record = useRecordContext<ConversationRecord>();
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 520 }}>
      {record?.firstMessage ?? translate('resources.conversations.no_message')}
    </Typography>
  );
}

/** First message, message count, page and last activity; sortable where the API sorts. */
export function ConversationTable() {
  return (
    <DataTable<ConversationRecord> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="firstMessage" disableSort>
        <FirstMessageField />
      </DataTable.Col>
      <DataTable.NumberCol source="messageCount" />
      <DataTable.Col source="page" />
      <DataTable.Col source="lastActivity">
        <BusinessDateField source="lastActivity" />
      </DataTable.Col>
    </DataTable>
  );
}
