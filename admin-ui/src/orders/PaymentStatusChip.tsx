import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const FILLED: Record<string, 'success' | 'warning' | 'error'> = { completed: 'success', pending: 'warning', cancelled: 'error' };

/** Spec 001 §4: badges for completed, pending and cancelled; any other status is outlined. */
export function PaymentStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const color = FILLED[status];
  return (
    <Chip
      size="small"
      color={color ?? 'default'}
      variant={color ? 'filled' : 'outlined'}
      label={translate(`resources.orders.payment_status.${status}`, { _: status })}
    />
  );
}
