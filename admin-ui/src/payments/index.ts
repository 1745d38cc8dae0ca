import EventBusyIcon from '@mui/icons-material/EventBusy';
import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { PaymentRecord } from './payment-types';

export default {
  list: lazy(() => import('./PaymentList').then((m) => ({ default: m.PaymentList }))),
  show: lazy(() => import('./PaymentShow').then((m) => ({ default: m.PaymentShow }))),
  icon: ReceiptLongIcon,
  recordRepresentation: (record: PaymentRecord) => `${record.kind} ${record.invoice_id ?? ''}`,
};

export const pastDue = {
  list: lazy(() => import('./PastDueList').then((m) => ({ default: m.PastDueList }))),
  icon: EventBusyIcon,
  recordRepresentation: 'customer_name',
};
export { OrderPayments } from './OrderPayments';
