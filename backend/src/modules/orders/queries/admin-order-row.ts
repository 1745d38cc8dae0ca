import { isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { firstMonthGifts } from '../../pricing';
import { ORDER_COUNT_EXACT_UP_TO } from '../domain/order-count';
import { formatOrderNumber, parseOrderNumber } from '../domain/order-number';
import { orderWordSearchPageIds } from './order-word-search';

/** One order as staff see it in the list (spec columns: Customer, Service Type, Amount, Payment Status, Order Date). */
export interface AdminOrderSummary {
  id: string;
  /** The short human number staff and the customer quote (SCV-10427); the uuid stays internal. */
  order_number: string | null;
  stream_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  zip_code: string;
  service_type: string;
  service_frequency: string | null;
  number_of_dogs: string | null;
  yard_size: string | null;
  is_subscription: boolean;
  subscription_status: string | null;
  final_price: number;
  due_today: number;
  payment_status: string;
  created_at: string;
}

/** The show view adds what the spec's View dialog holds: address, scheduling, dogs, notes, payment and add-ons. */
export interface AdminOrderDetail extends AdminOrderSummary {
  /** Given free with the order, for staff to deliver (the first month's bin deodorizing on subscriptions). */
  included_free: string[];
  street_address: string | null;
  city: string | null;
  state: string | null;
  commitment_months: number;
  is_bin_only: boolean;
  preferred_days: string[];
  scheduled_date: string | null;
  time_slot: string | null;
  dog_info: Array<{ name: string; breed: string }>;
  special_notes: string | null;
  special_instructions: string | null;
  add_ons: Record<string, boolean>;
  trash_day: string | null;
  base_price: number;
  add_ons_price: number;
  total_price: number;
  discount_amount: number;
  commitment_discount: number;
  setup_fee: number;
  line_items: unknown;
  discount_code: string | null;
  discount_percent: number;
  payment_mode: string;
  payment_provider: string;
  stripe_customer_id: string | null;
  stripe_payment_intent_id: string | null;
  stripe_subscription_id: string | null;
  amount_paid: number | null;
  paid_at: string | null;
  customer_info_completed: boolean;
  onboarding_completed: boolean;
  updated_at: string;
}

const SUMMARY_COLUMNS = `id, order_number, stream_id, customer_name, customer_email, customer_phone, zip_code, service_type, service_frequency,
  number_of_dogs, yard_size, is_subscription, subscription_status, final_price, due_today, payment_status, created_at`;

const str = (v: unknown) => (v == null ? null : String(v));
const num = (v: unknown) => (v == null ? null : Number(v));

/** A date column as YYYY-MM-DD (pg returns a Date at local midnight). */
function dateOnly(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
}

export function toOrderSummary(row: Record<string, unknown>): AdminOrderSummary {
  return {
    id: String(row.id),
    order_number: formatOrderNumber(row.order_number as string | null),
    stream_id: String(row.stream_id),
    customer_name: String(row.customer_name),
    customer_email: String(row.customer_email),
    customer_phone: String(row.customer_phone),
    zip_code: String(row.zip_code),
    service_type: String(row.service_type),
    service_frequency: str(row.service_frequency),
    number_of_dogs: str(row.number_of_dogs),
    yard_size: str(row.yard_size),
    is_subscription: Boolean(row.is_subscription),
    subscription_status: str(row.subscription_status),
    final_price: Number(row.final_price),
    due_today: Number(row.due_today),
    payment_status: String(row.payment_status),
    created_at: isoOrNull(row.created_at)!,
  };
}

export function toOrderDetail(row: Record<string, unknown>): AdminOrderDetail {
  return {
    ...toOrderSummary(row),
    street_address: str(row.street_address),
    city: str(row.city),
    state: str(row.state),
    commitment_months: Number(row.commitment_months),
    is_bin_only: Boolean(row.is_bin_only),
    preferred_days: (row.preferred_days as string[] | null) ?? [],
    scheduled_date: dateOnly(row.scheduled_date),
    time_slot: str(row.time_slot),
    dog_info: (row.dog_info as Array<{ name: string; breed: string }> | null) ?? [],
    special_notes: str(row.special_notes),
    special_instructions: str(row.special_instructions),
    add_ons: (row.add_ons as Record<string, boolean> | null) ?? {},
    trash_day: str(row.trash_day),
    base_price: Number(row.base_price),
    add_ons_price: Number(row.add_ons_price),
    total_price: Number(row.total_price),
    discount_amount: Number(row.discount_amount),
    commitment_discount: Number(row.commitment_discount),
    setup_fee: Number(row.setup_fee),
    line_items: row.line_items,
    included_free: firstMonthGifts(Boolean(row.is_subscription)).map((gift) => gift.label),
    discount_code: str(row.discount_code),
    discount_percent: Number(row.discount_percent),
    payment_mode: String(row.payment_mode),
    payment_provider: String(row.payment_provider),
    stripe_customer_id: str(row.stripe_customer_id),
    stripe_payment_intent_id: str(row.stripe_payment_intent_id),
    stripe_subscription_id: str(row.stripe_subscription_id),
    amount_paid: num(row.amount_paid),
    paid_at: isoOrNull(row.paid_at),
    customer_info_completed: Boolean(row.customer_info_completed),
    onboarding_completed: Boolean(row.onboarding_completed),
    updated_at: isoOrNull(row.updated_at)!,
  };
}

/**
 * What the search box matches in search_text (name, e-mail, phone digits, ZIP): a query that looks like a
 * phone number or ZIP is reduced to its digits, so '555-0199' and '(661) 555-0199' find the same order.
 */
export function orderSearchTerm(value: unknown): string {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  const digits = text.replace(/\D/g, '');
  const phoneLike = /^[\d\s()+.-]+$/.test(text) && digits.length > 0;
  return phoneLike ? digits : text;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const ADMIN_ORDERS: ResourceSpec<AdminOrderSummary> = {
  resource: 'orders',
  // Removed orders (cleanup, duplicates, staff delete) keep their row for the audit trail but leave every list.
  from: '(select * from customer_orders where removed_at is null) listed',
  select: SUMMARY_COLUMNS,
  sortable: {
    created_at: 'created_at',
    final_price: 'final_price',
    customer_name: 'customer_name',
    payment_status: 'payment_status',
    id: 'created_at',
    order_number: 'order_number',
  },
  defaultSort: ['created_at', 'DESC'],
  // Issue 19, 1,000,000 orders: every sort has an index ending in id (1763700027600), pages are read by their ids, and
  // the total above 1,000 is the planner's estimate (ra-data-simple-rest pages on it as on a count).
  tieBreaker: 'id',
  pageByIds: true,
  exactCountUpTo: ORDER_COUNT_EXACT_UP_TO,
  // A letters-only search sorted by customer pages through the search words' table (1763700070000).
  pageIds: orderWordSearchPageIds,
  filters: {
    q: (value, bind) => {
      const term = orderSearchTerm(value);
      if (!term) return null;
      const byText = `search_text like ${bind(`%${escapeLike(term)}%`)}`;
      // 'SCV-10427' or '10427' finds the order by its number (a bare number may still match phone digits or a ZIP too).
      const number = parseOrderNumber(String(value));
      return number === null ? byText : `(order_number = ${bind(number)} or ${byText})`;
    },
    payment_status: (value, bind) => `payment_status = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`,
    is_subscription: (value, bind) => `is_subscription = ${bind(value === true || value === 'true')}`,
    service_type: (value, bind) => `service_type = ${bind(String(value))}`,
  },
  map: toOrderSummary,
};
