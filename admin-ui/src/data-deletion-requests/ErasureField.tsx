import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { isAwaitingConfirmation, type DataDeletionRequestRecord } from './data-deletion-request-types';
import { EraseButton } from './EraseButton';

/** Awaiting confirmation: why nothing can be done yet. Confirmed: the Erase action. Erased: who, when, and how many streams it reached. */
export function ErasureField() {
  const record = useRecordContext<DataDeletionRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (isAwaitingConfirmation(record))
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.data-deletion-requests.erase.awaiting')}
      </Typography>
    );
  if (!record.erased_at) return <EraseButton />;
  return (
    <Box>
      <Chip size="small" color="success" label={translate('resources.data-deletion-requests.status.erased')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('resources.data-deletion-requests.erased_summary', {
          by: record.erased_by ?? '—',
          time: formatBusinessTime(record.erased_at),
          smart_count: record.erased_streams?.length ?? 0,
        })}
      </Typography>
    </Box>
  );
}
