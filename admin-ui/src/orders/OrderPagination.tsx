import { Pagination, useTranslate } from 'react-admin';
import { orderTotalLabel } from '../../../backend/src/modules/orders/domain/order-count';

/** Issue 18: above ORDER_COUNT_EXACT_UP_TO orders the server's total is an estimate, so it reads "of about 1,000,000". */
export function OrderPagination() {
  const translate = useTranslate();
  return (
    <Pagination
      labelDisplayedRows={({ from, to, count }) =>
        translate('resources.orders.page_range_info', {
          offsetBegin: from.toLocaleString('en-US'),
          offsetEnd: to.toLocaleString('en-US'),
          total: count === -1 ? to.toLocaleString('en-US') : orderTotalLabel(count),
        })
      }
    />
  );
}
