import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeadLetterQueue } from './dead-letter-types';

export function QueueChip({ queue }: { queue: DeadLetterQueue }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`scv.failed_jobs.queues.${queue}`, { _: queue })} />;
}
