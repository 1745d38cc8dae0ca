import { leadStepLabel } from './lead-steps';
import { Alert, Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EventRecord } from '../events/event-types';
import { useStreamState } from '../events/useStreamState';
import { LEAD_STATUSES, type LeadStatus } from './lead-types';
import { LeadStatusChip } from './LeadStatusChip';

interface LeadStateFields {
  status?: string;
  lastStep?: string | null;
}

const isLeadStatus = (value: unknown): value is LeadStatus => (LEAD_STATUSES as readonly unknown[]).includes(value);

/** The replayed status and step in words, above the full JSON state (same cached query as StateAsOfPanel). */
export function LeadStateSummary() {
  const event = useRecordContext<EventRecord>();
  const translate = useTranslate();
  const result = useStreamState(event?.streamId, event?.version);
  if (!event || result.status !== 'loaded') return null;
  const state = (result.value.state ?? {}) as LeadStateFields;
  return (
    <Alert severity="info" icon={false} aria-label={translate('resources.leads.history.status_as_of')} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">{translate('resources.leads.history.status_as_of_version', { version: event.version })}</Typography>
        {isLeadStatus(state.status) && <LeadStatusChip status={state.status} />}
        {state.lastStep && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.leads.history.last_step', { step: leadStepLabel(state.lastStep) })}
          </Typography>
        )}
      </Box>
    </Alert>
  );
}
