import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import type { ConversationMessage } from './conversation-types';

/** One turn: the visitor on the right in the brand colour, the assistant on the left, with what each reply did. */
export function ChatBubble({ message }: { message: ConversationMessage }) {
  const translate = useTranslate();
  const mine = message.role === 'user';
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
      data-testid={`bubble-${message.role}`}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mb: 0.5 }}>
        {translate(mine ? 'resources.conversations.thread.visitor' : 'resources.conversations.thread.assistant')} · {formatBusinessTime(message.createdAt)}
        {message.currentPage ? ` · ${translate('resources.conversations.thread.on_page', { page: message.currentPage })}` : ''}
      </Typography>
      <Box
        sx={{
          maxWidth: { xs: '90%', md: '70%' },
          px: 2,
          py: 1.25,
          borderRadius: 3,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2">{message.text || message.message}</Typography>
      </Box>
      {message.actions.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {message.actions.map((action, i) => (
            <Chip
              key={i}
              size="small"
              variant="outlined"
              label={
                action.type === 'scroll-to-quote'
                  ? translate('resources.conversations.thread.scroll_to_quote')
                  : translate('resources.conversations.thread.prefill_form', { field: action.field ?? '', value: action.value ?? '' })
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
