import { Queryable } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { CustomerOrders } from '../../orders';
import { OrderFacts, SlotFacts } from '../domain/booking';

/**
 * Locks the slot's row for the rest of the transaction and reads what the capacity rule needs. Every writer
 * that books into a slot takes this lock first, so two staff can never both see the last free place.
 */
export async function lockSlot(client: Queryable, slotId: string | null, exceptBookingId: string | null): Promise<SlotFacts | null> {
  if (!isUuid(slotId)) return null;
  const { rows } = await client.query<{ id: string; date: string; start_time: string; end_time: string; is_available: boolean; max_capacity: number }>(
    `select id, date, to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time, is_available, max_capacity
     from availability_slots where id = $1 for update`,
    [slotId],
  );
  if (!rows.length) return null;
  const slot = rows[0];
  const [{ n }] = (
    await client.query<{ n: number }>(
      `select count(*)::int as n from calendar_bookings where availability_slot_id = $1 and booking_status = 'confirmed' and ($2::uuid is null or id <> $2)`,
      [slotId, exceptBookingId],
    )
  ).rows;
  const scoopers = (
    await client.query<{ id: string; scooper_name: string }>('select id, scooper_name from scooper_assignments where availability_slot_id = $1', [slotId])
  ).rows;
  return {
    id: slot.id,
    date: slot.date,
    startTime: slot.start_time,
    endTime: slot.end_time,
    isAvailable: slot.is_available,
    maxCapacity: slot.max_capacity,
    confirmedBookings: n,
    scoopers: scoopers.map((s) => ({ id: s.id, name: s.scooper_name })),
  };
}

/**
 * The order as orders' customer-order view has it (in the caller's transaction), whether it was booked before, and the
 * person whose key seals the booking's notes.
 */
export async function orderFacts(orders: CustomerOrders, client: Queryable, orderId: string): Promise<(OrderFacts & { subjectId: string | null }) | null> {
  const order = await orders.byId(orderId, client);
  if (!order) return null;
  const { rows } = await client.query<{ booked: boolean }>(
    `select exists(select 1 from calendar_bookings where customer_order_id = $1 and booking_status in ('confirmed', 'completed')) as booked`,
    [order.id],
  );
  return {
    id: order.id,
    paymentStatus: order.payment_status,
    removed: order.removed_at !== null,
    preferredDays: Array.isArray(order.preferred_days) ? order.preferred_days : [],
    booked: Boolean(rows[0]?.booked),
    subjectId: order.subject_id,
  };
}
