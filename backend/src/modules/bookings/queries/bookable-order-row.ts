import { isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { orderSearch } from './booking-row';

export interface BookableOrderRow {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  zip_code: string;
  street_address: string | null;
  service_type: string;
  service_frequency: string | null;
  number_of_dogs: string | null;
  yard_size: string | null;
  final_price: number;
  payment_status: string;
  upcoming_bookings: number;
  created_at: string;
}

/** Paid orders still on the books: what the Booking Management tab can schedule. */
export const BOOKABLE_ORDERS: ResourceSpec<BookableOrderRow> = {
  resource: 'bookable-orders',
  // Only paid orders still on the books, whatever the filter.
  from: `(select * from customer_orders where payment_status = 'completed' and removed_at is null) o`,
  select: `o.id, o.customer_name, o.customer_email, o.customer_phone, o.zip_code, o.street_address, o.service_type, o.service_frequency,
    o.number_of_dogs, o.yard_size, o.final_price, o.payment_status, o.created_at,
    (select count(*)::int from calendar_bookings b where b.customer_order_id = o.id and b.booking_status = 'confirmed') as upcoming_bookings`,
  sortable: { created_at: 'o.created_at', customer_name: 'o.customer_name', id: 'o.created_at' },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'o.id',
  filters: { q: orderSearch('o') },
  map: (row) => ({
    id: String(row.id),
    customer_name: String(row.customer_name),
    customer_email: String(row.customer_email),
    customer_phone: String(row.customer_phone),
    zip_code: String(row.zip_code),
    street_address: (row.street_address as string | null) ?? null,
    service_type: String(row.service_type),
    service_frequency: (row.service_frequency as string | null) ?? null,
    number_of_dogs: (row.number_of_dogs as string | null) ?? null,
    yard_size: (row.yard_size as string | null) ?? null,
    final_price: Number(row.final_price),
    payment_status: String(row.payment_status),
    upcoming_bookings: Number(row.upcoming_bookings),
    created_at: isoOrNull(row.created_at)!,
  }),
};
