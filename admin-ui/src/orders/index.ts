import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';
import type { OrderRecord } from './order-types';

export default {
  list: lazy(() => import('./OrderList').then((m) => ({ default: m.OrderList }))),
  show: lazy(() => import('./OrderShow').then((m) => ({ default: m.OrderShow }))),
  icon: ShoppingCartIcon,
  recordRepresentation: (record: OrderRecord) => (record.order_number ? `${record.order_number} · ${record.customer_name}` : record.customer_name),
};
