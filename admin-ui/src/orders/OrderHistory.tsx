import { Alert, Card, CardContent, CardHeader, LinearProgress, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { useStreamEvents } from '../events/useStreamEvents';

/** An order event's business-language label ('order.payment-completed.v1' → 'Payment received'); an unknown one shows its raw name. */
export function historyLabel(eventType: string, translate: (key: string, options?: object) => string): string {
  const raw = eventType.replace(/\.v\d+$/, '');
  return translate(`resources.orders.history_events.${raw.replace(/^order\./, '')}`, { _: raw });
}

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
                primary={historyLabel(event.eventType, translate)}
                secondary={`${formatBusinessTime(event.metadata?.occurredAt ?? event.recordedAt)} · ${translate('resources.orders.history_by', { actor: event.metadata?.actor ?? '—' })}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
