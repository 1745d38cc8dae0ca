import { ERASED, ErasedPerson, PersonalDataEraser } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import type { CustomerOrders } from '../../orders';

/** The built-in sandbox checkout's sessions (what Stripe would hold) keep their amounts and status, not the payer's address. */
export function sandboxSessionsEraser(orders: CustomerOrders): PersonalDataEraser {
  return {
    name: 'sandbox_checkout_sessions',
    async erase(subjectId: string, client: Queryable, person: ErasedPerson): Promise<void> {
      const orderIds = await orders.idsOf(subjectId, client);
      await client.query(
        `update sandbox_checkout_sessions set customer_email = $3
         where customer_email <> $3 and (lower(customer_email) = any($2::text[]) or order_id = any($1::uuid[]))`,
        [orderIds, person.emails, ERASED],
      );
    },
  };
}
