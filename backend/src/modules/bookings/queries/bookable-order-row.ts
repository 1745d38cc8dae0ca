import type { PaidOrderRow } from '../../orders';

/** A paid order the Booking Management tab can schedule, with its confirmed bookings counted. */
export interface BookableOrderRow extends PaidOrderRow {
  upcoming_bookings: number;
}

/** The order's row with its confirmed bookings, in the list's field order. */
export function bookableOrderRow(order: PaidOrderRow, upcomingBookings: number): BookableOrderRow {
  const { created_at, ...rest } = order;
  return { ...rest, upcoming_bookings: upcomingBookings, created_at };
}
