import { Box, List, ListItem, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import type { FailedJobRecord } from './dead-letter-types';
import { FailedJobStream } from './FailedJobStream';
import { QueueChip } from './QueueChip';

/** Phone layout: one stacked block per job, the error wrapping over as many lines as it needs. */
export function FailedJobSimpleList() {
  const { data } = useListContext<FailedJobRecord>();
  const translate = useTranslate();
  return (
    <List aria-label={translate('scv.failed_jobs.title')} sx={{ py: 0 }}>
      {(data ?? []).map((job) => (
        <ListItem key={job.id} divider sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <QueueChip queue={job.queue} />
            <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {job.eventType ?? '—'}
            </Typography>
          </Box>
          <FailedJobStream streamId={job.streamId} />
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {job.lastError ?? '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('scv.failed_jobs.gave_up', { time: formatBusinessTime(job.deadAt) })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
