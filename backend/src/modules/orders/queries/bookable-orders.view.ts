import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { containsPattern, isoOrNull, ListPage, listPage, RawListQuery, ResourceSpec } from '../../../platform/http/simple-rest';

/** A paid order still on the books, as the Booking Management tab lists it. */
export interface PaidOrderRow {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  zip_code: string;
  street_address: string | null;
  city: string | null;
  /** The customer's preferred service days, lower-case weekday names ('monday'…), empty until customer info is given. */
  preferred_days: string[];
  /** Lower-case weekday of the trash pickup, or null without bin service. */
  trash_day: string | null;
  service_type: string;
  service_frequency: string | null;
  number_of_dogs: string | null;
  yard_size: string | null;
  final_price: number;
  payment_status: string;
  created_at: string;
}

/** Name, e-mail, phone (also by its digits alone) or ZIP contains the text. */
function orderSearch(value: unknown, bind: (v: unknown) => string): string | null {
  const text = String(value).trim();
  if (!text) return null;
  const p = bind(containsPattern(text));
  const digits = text.replace(/\D/g, '');
  const byDigits = digits.length >= 3 ? ` or regexp_replace(o.customer_phone, '\\D', '', 'g') like ${bind(`%${digits}%`)}` : '';
  return `(o.customer_name ilike ${p} or o.customer_email ilike ${p} or o.customer_phone ilike ${p} or o.zip_code ilike ${p}${byDigits})`;
}

const PAID_ORDERS: ResourceSpec<PaidOrderRow> = {
  resource: 'bookable-orders',
  // Only paid orders still on the books, whatever the filter.
  from: `(select * from customer_orders where payment_status = 'completed' and removed_at is null) o`,
  select: `o.id, o.customer_name, o.customer_email, o.customer_phone, o.zip_code, o.street_address, o.city, o.preferred_days, o.trash_day,
    o.service_type, o.service_frequency, o.number_of_dogs, o.yard_size, o.final_price, o.payment_status, o.created_at`,
  sortable: { created_at: 'o.created_at', customer_name: 'o.customer_name', id: 'o.created_at' },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'o.id',
  filters: { q: orderSearch },
  map: (row) => ({
    id: String(row.id),
    customer_name: String(row.customer_name),
    customer_email: String(row.customer_email),
    customer_phone: String(row.customer_phone),
    zip_code: String(row.zip_code),
    street_address: (row.street_address as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    preferred_days: Array.isArray(row.preferred_days) ? (row.preferred_days as unknown[]).map(String) : [],
    trash_day: (row.trash_day as string | null) || null,
    service_type: String(row.service_type),
    service_frequency: (row.service_frequency as string | null) ?? null,
    number_of_dogs: (row.number_of_dogs as string | null) ?? null,
    yard_size: (row.yard_size as string | null) ?? null,
    final_price: Number(row.final_price),
    payment_status: String(row.payment_status),
    created_at: isoOrNull(row.created_at)!,
  }),
};

/** Paid, live orders for the bookings module's list (ra-data-simple-rest filter, sort and range), searchable by name, e-mail, phone and ZIP. */
@Injectable()
export class BookableOrders {
  constructor(@Inject(Database) private readonly db: Database) {}

  page(raw: RawListQuery): Promise<ListPage<PaidOrderRow>> {
    return listPage(this.db, PAID_ORDERS, raw);
  }
}
