import { Box } from '@mui/material';
import { ListButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { BusinessDateField } from '../common/BusinessDateField';
import { EventJsonField } from './EventJsonField';
import { StateAsOfPanel } from './StateAsOfPanel';
import { StreamHistoryButton } from './StreamHistoryButton';

function EventShowActions() {
  return (
    <TopToolbar>
      <ListButton />
      <StreamHistoryButton />
    </TopToolbar>
  );
}

export function EventShow() {
  return (
    <Show actions={<EventShowActions />}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
          p: { xs: 0, sm: 1 },
        }}
      >
        <SimpleShowLayout sx={{ minWidth: 0, '& .RaLabeled-root': { maxWidth: '100%' } }}>
          <TextField source="globalPosition" />
          <TextField source="id" />
          <BusinessDateField source="recordedAt" />
          <TextField source="streamType" />
          <TextField source="streamId" />
          <TextField source="version" />
          <TextField source="eventType" />
          <TextField source="metadata.actor" emptyText="—" />
          <TextField source="metadata.correlationId" emptyText="—" />
          <TextField source="metadata.causationId" emptyText="—" />
          <BusinessDateField source="metadata.occurredAt" />
          <TextField source="metadata.requestId" emptyText="—" />
          <EventJsonField source="data" label="resources.events.fields.data" />
          <EventJsonField source="metadata" label="resources.events.fields.metadataJson" />
        </SimpleShowLayout>
        <Box sx={{ p: 2, minWidth: 0 }}>
          <StateAsOfPanel />
        </Box>
      </Box>
    </Show>
  );
}
