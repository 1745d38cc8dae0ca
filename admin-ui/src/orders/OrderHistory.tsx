import { Alert, Card, CardContent, CardHeader, LinearProgress, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { useStreamEvents } from '../events/useStreamEvents';

/** The order's events in order (who, what, when): staff see a delete or a cleanup as one more line, never a gap. */
export function OrderHistory({ streamId }: { streamId: string }) {
  const translate = useTranslate();
  const { data: events, isPending, error } = useStreamEvents(streamId);
  const title = translate('resources.orders.sections.history');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        subheader={translate('resources.orders.history_caption', { smart_count: events?.length ?? 0 })}
      />
      {isPending && <LinearProgress aria-label={title} />}
      {error && (
        <CardContent>
          <Alert severity="error">{error.message}</Alert>
        </CardContent>
      )}
      {events && (
        <List component="ol" sx={{ p: 0 }}>
          {events.map((event) => (
            <ListItem key={event.id} component="li" divider>
              <ListItemText
                primary={event.eventType.replace(/\.v\d+$/, '')}
                secondary={`${event.metadata?.actor ?? '—'} · ${formatBusinessTime(event.metadata?.occurredAt ?? event.recordedAt)}`}
                slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 14 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
