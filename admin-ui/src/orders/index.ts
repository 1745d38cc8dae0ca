import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { OrderRecord } from './order-types';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export default {
  list: OrderList,
  show: OrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: (record: OrderRecord) => (record.order_number ? `${record.order_number} · ${record.customer_name}` : record.customer_name),
};
