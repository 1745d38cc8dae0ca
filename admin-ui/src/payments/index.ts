import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PastDueList } from './PastDueList';
import type { PaymentRecord } from './payment-types';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

export default {
  list: PaymentList,
  show: PaymentShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (record: PaymentRecord) => `${record.kind} ${record.invoice_id ?? ''}`,
};

export const pastDue = { list: PastDueList, icon: EventBusyIcon, recordRepresentation: 'customer_name' };
export { OrderPayments } from './OrderPayments';
