import { Queryable } from '../../../platform/database/database';
import { CustomerOrders } from '../../orders';
import { CartFacts } from '../domain/cart';

/** Purchased (a paid order), or already followed up (a set abandoned_at in abandoned_carts: the sent list). */
export async function cartFacts(orders: CustomerOrders, db: Queryable, subjectId: string): Promise<CartFacts> {
  const { rows } = await db.query('select 1 from abandoned_carts where subject_id = $1 and abandoned_at is not null limit 1', [subjectId]);
  return { purchased: await orders.hasPaidOrder(subjectId, { client: db }), alreadySent: rows.length > 0 };
}
