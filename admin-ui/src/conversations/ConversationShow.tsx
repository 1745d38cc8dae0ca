import { Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { ChatBubble } from './ChatBubble';
import type { ConversationThread } from './conversation-types';

function Thread() {
  const record = useRecordContext<ConversationThread>();
  const translate = useTranslate();
  if (!record) return null;
  // The list's row stands in while the thread loads; it has no messages yet.
  if (!record.messages) return <LinearProgress />;
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('resources.conversations.thread.title')}
        subheader={`${formatBusinessTime(record.startedAt)} · ${record.page ?? ''} · ${translate('resources.conversations.fields.messageCount')}: ${record.messageCount}`}
        slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { sx: { overflowWrap: 'anywhere' } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {record.messages.length ? (
          <Box component="ol" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }} aria-label={translate('resources.conversations.thread.title')}>
            {record.messages.map((message) => (
              <ChatBubble key={message.id} message={message} />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{translate('resources.conversations.thread.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The thread view: user and assistant bubbles in order (spec 001 §2 "thread dialog"). */
export function ConversationShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <Thread />
    </Show>
  );
}
