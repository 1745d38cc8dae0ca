import { Box } from '@mui/material';
import { SimpleList } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { WRAP_LONG_WORDS } from '../common/styles';
import type { LeadRecord } from './lead-types';
import { LeadStatusChip } from './LeadStatusChip';

/** Phone layout: e-mail, then status and where the visitor got to, then when it started. */
export function LeadSimpleList() {
  return (
    <SimpleList<LeadRecord>
      primaryText={(record) => record.contact_info}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <LeadStatusChip status={record.status} />
          <span>{[record.contact_name, record.last_step].filter(Boolean).join(' · ')}</span>
        </Box>
      )}
      tertiaryText={(record) => formatBusinessTime(record.created_at)}
      rowClick="show"
      sx={WRAP_LONG_WORDS}
    />
  );
}
