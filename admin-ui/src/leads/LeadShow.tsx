import { Box } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { StreamHistoryButton } from '../events/StreamHistoryButton';
import { CloseLeadButton } from './CloseLeadButton';
import { ResendQuoteButton } from './ResendQuoteButton';
import type { LeadRecord } from './lead-types';
import { LeadHistory } from './LeadHistory';
import { LeadSummaryCard } from './LeadSummaryCard';

function LeadShowActions() {
  const record = useRecordContext<LeadRecord>();
  return (
    <TopToolbar>
      <ListButton />
      {record && <StreamHistoryButton streamId={record.stream_id} label="resources.leads.actions.event_log" />}
      <ResendQuoteButton />
      <CloseLeadButton />
    </TopToolbar>
  );
}

export function LeadShow() {
  return (
    <Show actions={<LeadShowActions />} component="div" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <LeadSummaryCard />
        <LeadHistory />
      </Box>
    </Show>
  );
}
