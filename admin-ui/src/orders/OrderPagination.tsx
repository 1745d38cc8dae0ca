import type { LabelDisplayedRowsArgs } from '@mui/material';
import { Pagination, useTranslate, type PaginationProps } from 'react-admin';
import { orderTotalLabel } from '../../../backend/src/modules/orders/domain/order-count';

/** Issue 18: above ORDER_COUNT_EXACT_UP_TO orders the server's total is an estimate, so it reads "of about 1,000,000". */
export function OrderPagination() {
  const translate = useTranslate();
  const labelDisplayedRows = ({ from, to, count }: LabelDisplayedRowsArgs) =>
    translate('resources.orders.page_range_info', {
      offsetBegin: from.toLocaleString('en-US'),
      offsetEnd: to.toLocaleString('en-US'),
      total: count === -1 ? to.toLocaleString('en-US') : orderTotalLabel(count),
    });
  // Pagination hands props it does not know to MUI's TablePagination, whose label this replaces (its type leaves it out).
  const props = { labelDisplayedRows } as PaginationProps;
  return <Pagination {...props} />;
}
