import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { LinkBase, useCreatePath, useTranslate } from 'react-admin';
import { EmailText } from '../common/EmailText';
import { formatBusinessTime } from '../common/dates';
import type { TaskCardRecord } from './task-card-types';

/** Three lines at most; a word too long for the column (an e-mail in a title) is clipped, never split letter by letter. */
const CLAMP_TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'normal',
  wordBreak: 'normal',
} as const;

/** One compact card on the board (issue 18 §16): title, who it is about, when; the whole card opens its show view. */
export function TaskBoardCard({ card }: { card: TaskCardRecord }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Card component="article" variant="outlined" aria-label={card.title}>
      <CardActionArea component={LinkBase} to={createPath({ resource: 'task-cards', id: card.id, type: 'show' })} title={card.title}>
        <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.35, ...CLAMP_TWO_LINES }}>
            {card.title}
          </Typography>
          {(card.contact_name || card.contact_email) && (
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.25, lineHeight: 1.35, minWidth: 0 }}>
              {card.contact_name && (
                <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{card.contact_name}</span>
              )}
              {card.contact_email && <EmailText email={card.contact_email} />}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5, color: 'text.secondary' }}>
            <Typography variant="caption" component="time" dateTime={card.updated_at} sx={{ fontSize: 11 }}>
              {formatBusinessTime(card.updated_at)}
            </Typography>
            {card.comment_count > 0 && (
              <Box
                component="span"
                title={translate('resources.task-cards.comment_count', { smart_count: card.comment_count })}
                aria-label={translate('resources.task-cards.comment_count', { smart_count: card.comment_count })}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}
              >
                <ChatBubbleOutlineIcon sx={{ fontSize: 14 }} />
                {card.comment_count}
              </Box>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
