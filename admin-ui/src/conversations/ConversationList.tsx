import ForumIcon from '@mui/icons-material/Forum';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { List, Pagination, SearchInput } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { LIST_FITS_SCREEN } from '../common/styles';
import { ConversationSimpleList } from './ConversationSimpleList';
import { ConversationStatsCards } from './ConversationStatsCards';
import { ConversationTable } from './ConversationTable';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** AI Conversations (spec 001 §2): three stat cards, search over the first visitor message, 20 conversations a page. */
export function ConversationList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ mt: 2 }}>
        <ConversationStatsCards />
      </Box>
      <List
        filters={filters}
        sort={{ field: 'lastActivity', order: 'DESC' }}
        perPage={20}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
        exporter={false}
        empty={<EmptyState icon={ForumIcon} title="resources.conversations.empty.title" explanation="resources.conversations.empty.explanation" />}
        sx={LIST_FITS_SCREEN}
      >
        {isSmall ? <ConversationSimpleList /> : <ConversationTable />}
      </List>
    </Box>
  );
}
