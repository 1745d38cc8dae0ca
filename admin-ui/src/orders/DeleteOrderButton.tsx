import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import type { OrderRecord } from './order-types';

/** Delete with the spec's confirmation; the server records it as order.deleted-by-staff (nothing is erased). */
export function DeleteOrderButton({ redirect = 'list' }: { redirect?: 'list' | false }) {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      confirmTitle={translate('resources.orders.delete.title', { name: record.customer_name })}
      confirmContent="resources.orders.delete.content"
      successMessage="resources.orders.delete.done"
      redirect={redirect}
    />
  );
}
