import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import type { EventRecord } from '../events/event-types';
import { JsonBlock } from '../events/JsonBlock';
import { ShortIdField } from '../events/ShortIdField';
import { StateAsOfPanel } from '../events/StateAsOfPanel';
import { useStreamEvents } from '../events/useStreamEvents';
import { leadEventName } from './lead-event-names';
import type { LeadRecord } from './lead-types';
import { LeadStateSummary } from './LeadStateSummary';

interface TimelineProps {
  events: EventRecord[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** One row per event, oldest first: what happened, who did it, when (business time) and its correlation. */
function LeadTimeline({ events, selectedId, onSelect }: TimelineProps) {
  const translate = useTranslate();
  return (
    <List component="ol" aria-label={translate('resources.leads.history.title')} sx={{ p: 0 }}>
      {events.map((event) => {
        const selected = event.id === selectedId;
        return (
          <ListItem key={event.id} component="li" disablePadding divider>
            <RecordContextProvider value={event}>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'step' : undefined}
                onClick={() => onSelect(event.id)}
                sx={{ alignItems: 'flex-start', gap: 1.5 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.5,
                    minWidth: 28,
                    height: 28,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 13,
                    fontWeight: 600,
                    bgcolor: selected ? 'primary.main' : 'grey.200',
                    color: selected ? 'primary.contrastText' : 'text.secondary',
                  }}
                >
                  {event.version}
                </Box>
                <ListItemText
                  primary={leadEventName(event, translate)}
                  slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'div' } }}
                  secondary={
                    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
                      <span>{event.metadata?.actor ?? '—'}</span>
                      <time dateTime={event.metadata?.occurredAt ?? event.recordedAt}>
                        {formatBusinessTime(event.metadata?.occurredAt ?? event.recordedAt)}
                      </time>
                      {event.metadata?.correlationId && (
                        <span>
                          {translate('resources.leads.history.correlation')} <ShortIdField pick={(r) => r.metadata?.correlationId} length={8} />
                        </span>
                      )}
                    </Box>
                  }
                />
              </ListItemButton>
            </RecordContextProvider>
          </ListItem>
        );
      })}
    </List>
  );
}

/** The auditors' view of a lead: its events in order and, beside them, the lead replayed up to the chosen one. */
export function LeadHistory() {
  const record = useRecordContext<LeadRecord>();
  const translate = useTranslate();
  const { data: events, isPending, error } = useStreamEvents(record?.stream_id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (!record) return null;

  const selected = events?.find((event) => event.id === selectedId) ?? events?.[events.length - 1];
  const title = translate('resources.leads.history.title');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Card variant="outlined" component="section" aria-label={title}>
        <CardHeader
          title={title}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          subheader={translate('resources.leads.history.caption', { smart_count: events?.length ?? 0 })}
        />
        {isPending && <LinearProgress aria-label={title} />}
        {error && (
          <CardContent>
            <Alert severity={isNotFound(error) ? 'info' : 'error'}>{isNotFound(error) ? translate('resources.leads.history.empty') : error.message}</Alert>
          </CardContent>
        )}
        {events && selected && <LeadTimeline events={events} selectedId={selected.id} onSelect={setSelectedId} />}
      </Card>
      {selected && (
        <RecordContextProvider value={selected}>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <LeadStateSummary />
            <Accordion
              variant="outlined"
              disableGutters
              slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
              sx={{ '&::before': { display: 'none' } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="body1">{translate('resources.leads.auditors')}</Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
                <StateAsOfPanel />
                <Card variant="outlined" component="section" aria-label={translate('resources.leads.history.event_data')}>
                  <CardHeader
                    title={translate('resources.leads.history.event_data')}
                    slotProps={{ title: { component: 'h2', variant: 'h6' } }}
                    subheader={
                      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                        {selected.eventType}
                      </Typography>
                    }
                  />
                  <CardContent sx={{ pt: 0 }}>
                    <JsonBlock value={selected.data} label={translate('resources.leads.history.event_data')} />
                  </CardContent>
                </Card>
              </AccordionDetails>
            </Accordion>
          </Box>
        </RecordContextProvider>
      )}
    </Box>
  );
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
