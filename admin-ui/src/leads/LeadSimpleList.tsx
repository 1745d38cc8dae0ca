import { leadStepLabel } from './lead-steps';
import { Box } from '@mui/material';
import { SimpleList } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { WRAP_LONG_WORDS } from '../common/styles';
import { leadDisplayStatus, leadZip, type LeadRecord } from './lead-types';
import { LeadStatusChip } from './LeadStatusChip';

/** Phone layout: e-mail, then status and where the visitor got to, then when it started. */
export function LeadSimpleList() {
  return (
    <SimpleList<LeadRecord>
      primaryText={(record) => record.contact_info}
      secondaryText={(record) => (
        // Inline, not flex: a flex box beside the floated date would be narrowed for its whole height.
        <Box component="span" sx={{ display: 'block', mt: 0.5, '& .MuiChip-root': { mr: 1, verticalAlign: 'middle' } }}>
          <LeadStatusChip status={leadDisplayStatus(record)} />
          {[record.contact_name, leadZip(record) && `ZIP ${leadZip(record)}`, leadStepLabel(record.last_step)].filter(Boolean).join(' · ')}
        </Box>
      )}
      tertiaryText={(record) => formatBusinessTime(record.created_at)}
      rowClick="show"
      sx={WRAP_LONG_WORDS}
    />
  );
}
