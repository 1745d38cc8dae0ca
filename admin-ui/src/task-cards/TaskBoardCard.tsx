import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { LinkBase, useCreatePath, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import type { TaskCardRecord } from './task-card-types';

/** One card on the board; the whole card opens its show view. */
export function TaskBoardCard({ card }: { card: TaskCardRecord }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  const contact = [card.contact_name, card.contact_email].filter(Boolean).join(' · ');
  return (
    <Card component="article" variant="outlined" aria-label={card.title}>
      <CardActionArea component={LinkBase} to={createPath({ resource: 'task-cards', id: card.id, type: 'show' })}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {card.title}
          </Typography>
          {contact && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {contact}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, color: 'text.secondary' }}>
            <Typography variant="caption" component="time" dateTime={card.updated_at}>
              {formatBusinessTime(card.updated_at)}
            </Typography>
            {card.comment_count > 0 && (
              <Box
                component="span"
                title={translate('resources.task-cards.comment_count', { smart_count: card.comment_count })}
                aria-label={translate('resources.task-cards.comment_count', { smart_count: card.comment_count })}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}
              >
                <ChatBubbleOutlineIcon sx={{ fontSize: 16 }} />
                {card.comment_count}
              </Box>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
