import { Alert, Card, CardContent, CardHeader, LinearProgress } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EventRecord } from './event-types';
import { JsonBlock } from './JsonBlock';
import { useStreamState } from './useStreamState';

export function StateAsOfPanel() {
  const record = useRecordContext<EventRecord>();
  const translate = useTranslate();
  const result = useStreamState(record?.streamId, record?.version);
  if (!record) return null;

  const title = translate('resources.events.state.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        subheader={translate('resources.events.state.caption', {
          streamId: record.streamId,
          version: record.version,
        })}
      />
      <CardContent sx={{ pt: 0 }}>
        {result.status === 'loading' && <LinearProgress aria-label={title} />}
        {result.status === 'error' && <Alert severity="error">{translate('resources.events.state.error', { message: result.message })}</Alert>}
        {result.status === 'loaded' && <JsonBlock value={result.value.state} label={title} />}
      </CardContent>
    </Card>
  );
}
