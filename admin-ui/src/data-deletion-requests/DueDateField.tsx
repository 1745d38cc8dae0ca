import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { dueAfterConfirmationArgs, dueBy, isOverdue, type DataDeletionRequestRecord } from './data-deletion-request-types';

/** Due the server's number of days (due_days) after the requester confirmed; an overdue one that is not erased yet stands out in red. */
export function DueDateField() {
  const record = useRecordContext<DataDeletionRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const due = dueBy(record);
  if (!due)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.data-deletion-requests.due_after_confirmation', dueAfterConfirmationArgs(record))}
      </Typography>
    );
  const overdue = isOverdue(record);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color={overdue ? 'error' : 'inherit'} sx={{ whiteSpace: 'nowrap', fontWeight: overdue ? 600 : 400 }}>
        {formatBusinessTime(due)}
      </Typography>
      {overdue && <Chip size="small" color="error" label={translate('resources.data-deletion-requests.overdue')} />}
    </Box>
  );
}
