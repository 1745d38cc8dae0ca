import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import ForumIcon from '@mui/icons-material/Forum';
import CalculateIcon from '@mui/icons-material/Calculate';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatCard } from '../dashboard/StatCard';
import { useConversationStats } from './useConversationStats';

const count = new Intl.NumberFormat('en-US');

/** The three stat cards above the table: conversations, messages, and average length. */
export function ConversationStatsCards() {
  const translate = useTranslate();
  const { data, isPending, error } = useConversationStats();
  if (error) return <Alert severity="error">{translate('resources.conversations.stats.load_error', { message: error.message })}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <StatCard
        icon={ForumIcon}
        label="resources.conversations.stats.conversations"
        value={data ? count.format(data.conversations) : null}
        loading={isPending}
      />
      <StatCard icon={ChatBubbleIcon} label="resources.conversations.stats.messages" value={data ? count.format(data.messages) : null} loading={isPending} />
      <StatCard icon={CalculateIcon} label="resources.conversations.stats.average" value={data ? data.averageLength.toFixed(1) : null} loading={isPending} />
    </Box>
  );
}
