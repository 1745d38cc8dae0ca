import { containsPattern, isoOrNull, ResourceSpec, uuidIs } from '../../../platform/http/simple-rest';
import { Problem } from '../../../platform/http/problem';
import { SLOT_MESSAGES } from '../bookings.messages';
import { isCalendarDate } from '../../../platform/time/calendar-date';

export interface BookingRow {
  id: string;
  stream_id: string;
  customer_order_id: string;
  availability_slot_id: string;
  scooper_assignment_id: string | null;
  scooper_name: string | null;
  booking_status: string;
  booking_notes: string | null;
  scheduled_date: string;
  start_time: string;
  end_time: string;
  cancellation_reason: string | null;
  reschedule_count: number;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  zip_code: string | null;
  street_address: string | null;
  service_type: string | null;
  service_frequency: string | null;
  created_at: string;
  updated_at: string;
}

const dateFilter = (op: '>=' | '<=') => (value: unknown, bind: (v: unknown) => string) => {
  if (!isCalendarDate(value)) throw Problem.validation({ filter: SLOT_MESSAGES.dateInvalid });
  return `b.scheduled_date ${op} ${bind(value)}::date`;
};

/** The customer's search box over the order's name, e-mail, phone (digits too) and ZIP. */
export function orderSearch(alias: string) {
  return (value: unknown, bind: (v: unknown) => string): string | null => {
    const text = String(value).trim();
    if (!text) return null;
    const p = bind(containsPattern(text));
    const digits = text.replace(/\D/g, '');
    const byDigits = digits.length >= 3 ? ` or regexp_replace(${alias}.customer_phone, '\\D', '', 'g') like ${bind(`%${digits}%`)}` : '';
    return `(${alias}.customer_name ilike ${p} or ${alias}.customer_email ilike ${p} or ${alias}.customer_phone ilike ${p} or ${alias}.zip_code ilike ${p}${byDigits})`;
  };
}

/** calendar_bookings with the order's details joined (spec 001 §7 "select with joined order details"). */
export const BOOKINGS: ResourceSpec<BookingRow> = {
  resource: 'bookings',
  from: 'calendar_bookings b left join customer_orders o on o.id = b.customer_order_id',
  select: `b.id, b.stream_id, b.customer_order_id, b.availability_slot_id, b.scooper_assignment_id, b.scooper_name, b.booking_status, b.booking_notes,
    b.scheduled_date, to_char(b.start_time, 'HH24:MI') as start_time, to_char(b.end_time, 'HH24:MI') as end_time, b.cancellation_reason,
    b.reschedule_count, b.created_at, b.updated_at, o.customer_name, o.customer_email, o.customer_phone, o.zip_code, o.street_address,
    o.service_type, o.service_frequency`,
  sortable: {
    scheduled_date: '(b.scheduled_date + b.start_time)',
    start_time: '(b.scheduled_date + b.start_time)',
    created_at: 'b.created_at',
    booking_status: 'b.booking_status',
    id: 'b.created_at',
  },
  defaultSort: ['scheduled_date', 'ASC'],
  idColumn: 'b.id',
  filters: {
    dateFrom: dateFilter('>='),
    dateTo: dateFilter('<='),
    status: (value, bind) => `b.booking_status = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`,
    booking_status: (value, bind) => `b.booking_status = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`,
    customer_order_id: uuidIs('b.customer_order_id'),
    availability_slot_id: uuidIs('b.availability_slot_id'),
    q: orderSearch('o'),
  },
  map: (row) => ({
    id: String(row.id),
    stream_id: String(row.stream_id),
    customer_order_id: String(row.customer_order_id),
    availability_slot_id: String(row.availability_slot_id),
    scooper_assignment_id: (row.scooper_assignment_id as string | null) ?? null,
    scooper_name: (row.scooper_name as string | null) ?? null,
    booking_status: String(row.booking_status),
    booking_notes: (row.booking_notes as string | null) ?? null,
    scheduled_date: String(row.scheduled_date),
    start_time: String(row.start_time),
    end_time: String(row.end_time),
    cancellation_reason: (row.cancellation_reason as string | null) ?? null,
    reschedule_count: Number(row.reschedule_count),
    customer_name: (row.customer_name as string | null) ?? null,
    customer_email: (row.customer_email as string | null) ?? null,
    customer_phone: (row.customer_phone as string | null) ?? null,
    zip_code: (row.zip_code as string | null) ?? null,
    street_address: (row.street_address as string | null) ?? null,
    service_type: (row.service_type as string | null) ?? null,
    service_frequency: (row.service_frequency as string | null) ?? null,
    created_at: isoOrNull(row.created_at)!,
    updated_at: isoOrNull(row.updated_at)!,
  }),
};
