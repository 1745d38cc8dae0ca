import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { LeadRecord, LeadStatus } from './lead-types';

const STATUS_COLOR: Record<LeadStatus, ChipProps['color']> = {
  active: 'info',
  'in-progress': 'warning',
  converted: 'success',
  abandoned: 'default',
};

export function LeadStatusChip({ status, size = 'small' }: { status: LeadStatus; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  return <Chip size={size} color={STATUS_COLOR[status] ?? 'default'} label={translate(`resources.leads.status.${status}`, { _: status })} />;
}

/** The status of the lead in context, as a colored chip. */
export function LeadStatusField() {
  const record = useRecordContext<LeadRecord>();
  return record ? <LeadStatusChip status={record.status} /> : null;
}
