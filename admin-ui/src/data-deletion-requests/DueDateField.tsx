import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { dueBy, isOverdue, type DataDeletionRequestRecord } from './data-deletion-request-types';

/** Due 30 days after the request; an overdue one that is not erased yet stands out in red. */
export function DueDateField() {
  const record = useRecordContext<DataDeletionRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const overdue = isOverdue(record);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color={overdue ? 'error' : 'inherit'} sx={{ whiteSpace: 'nowrap', fontWeight: overdue ? 600 : 400 }}>
        {formatBusinessTime(dueBy(record))}
      </Typography>
      {overdue && <Chip size="small" color="error" label={translate('resources.data-deletion-requests.overdue')} />}
    </Box>
  );
}
