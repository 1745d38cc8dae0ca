import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EmailRecord, EmailStatus } from './email-types';

export function EmailStatusChip({ status }: { status: EmailStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'sent' ? 'success' : 'error'}
      variant={status === 'sent' ? 'outlined' : 'filled'}
      label={translate(`resources.emails.status.${status}`, { _: status })}
    />
  );
}

export function EmailStatusField() {
  const record = useRecordContext<EmailRecord>();
  return record ? <EmailStatusChip status={record.status} /> : null;
}
