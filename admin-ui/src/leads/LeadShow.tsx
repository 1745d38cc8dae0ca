import { Box } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { StreamHistoryButton } from '../events/StreamHistoryButton';
import { CloseLeadButton } from './CloseLeadButton';
import { ResendQuoteButton } from './ResendQuoteButton';
import type { LeadRecord } from './lead-types';
import { LeadHistory } from './LeadHistory';
import { LeadSummaryCard } from './LeadSummaryCard';
import { OrderVisits } from '../schedule';

/** A lead that became a customer: the visits of the order it became (issue 16: the lead's history shows the visits too). */
function ConvertedLeadVisits() {
  const record = useRecordContext<LeadRecord>();
  return record?.converted_order_id ? <OrderVisits orderId={record.converted_order_id} /> : null;
}

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
        <ConvertedLeadVisits />
        <LeadHistory />
      </Box>
    </Show>
  );
}
