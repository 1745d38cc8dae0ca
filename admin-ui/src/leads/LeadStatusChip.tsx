import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { leadDisplayStatus, type LeadDisplayStatus, type LeadRecord } from './lead-types';

const STATUS_COLOR: Record<LeadDisplayStatus, ChipProps['color']> = {
  active: 'info',
  'in-progress': 'warning',
  converted: 'success',
  abandoned: 'default',
  'not-served': 'default',
};

export function LeadStatusChip({ status, size = 'small' }: { status: LeadDisplayStatus; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  return <Chip size={size} color={STATUS_COLOR[status] ?? 'default'} label={translate(`resources.leads.status.${status}`, { _: status })} />;
}

/** The status of the lead in context, as a colored chip ("Not served" for an open lead outside the service area). */
export function LeadStatusField() {
  const record = useRecordContext<LeadRecord>();
  return record ? <LeadStatusChip status={leadDisplayStatus(record)} /> : null;
}
