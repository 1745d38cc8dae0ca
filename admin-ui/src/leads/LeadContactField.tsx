import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EmailText } from '../common/EmailText';
import type { LeadRecord } from './lead-types';

/** The e-mail on top, the name (once given) under it. */
export function LeadContactField() {
  const record = useRecordContext<LeadRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 0, maxWidth: 220 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        <EmailText email={record.contact_info} />
      </Typography>
      {record.contact_name && (
        <Typography variant="body2" color="text.secondary">
          {record.contact_name}
        </Typography>
      )}
    </Box>
  );
}
