import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { OrderRecord } from './order-types';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export default {
  list: OrderList,
  show: OrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: (record: OrderRecord) => record.customer_name,
};
