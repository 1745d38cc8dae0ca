import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PaymentKind, PaymentRecord } from './payment-types';

const COLORS: Record<PaymentKind, 'success' | 'primary' | 'error' | 'default'> = { first: 'success', renewal: 'primary', failed: 'error', refund: 'default' };
/** A dark amber for refunds: MUI's warning orange under white text is below AA contrast. */
const REFUND = { bgcolor: '#8a4500', color: '#fff' };

export function PaymentKindChip({ kind }: { kind: PaymentKind }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[kind] ?? 'default'}
      sx={kind === 'refund' ? REFUND : undefined}
      label={translate(`resources.payments.kinds.${kind}`, { _: kind })}
    />
  );
}

export function PaymentKindField() {
  const record = useRecordContext<PaymentRecord>();
  return record ? <PaymentKindChip kind={record.kind} /> : null;
}
