import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PaymentKind, PaymentRecord } from './payment-types';

const COLORS: Record<PaymentKind, 'success' | 'primary' | 'error' | 'warning'> = { first: 'success', renewal: 'primary', failed: 'error', refund: 'warning' };

export function PaymentKindChip({ kind }: { kind: PaymentKind }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[kind] ?? 'default'} label={translate(`resources.payments.kinds.${kind}`, { _: kind })} />;
}

export function PaymentKindField() {
  const record = useRecordContext<PaymentRecord>();
  return record ? <PaymentKindChip kind={record.kind} /> : null;
}
