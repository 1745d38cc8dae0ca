import type { BookingView } from '../../bookings';
import type { AbandonedCartRow, AreaRequestRow, LeadTrackingRow } from '../../leads';
import type { DataDeletionRequestRow } from '../../privacy';
import { type CustomerOrderRow, formatOrderNumber } from '../../orders';
import type { VisitView } from '../../service';
import type { BoardList, CardContent } from '../../task-board';
import { firstMonthGifts } from '../../pricing';

import { addOnNames, money, planLine } from './service-summary';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (value == null ? '' : String(value));
const when = (value: unknown): string => (value instanceof Date ? value.toISOString() : text(value));
const lines = (entries: Array<[string, unknown]>) =>
  entries
    .filter(([, value]) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length))
    .map(([label, value]) => `**${label}:** ${Array.isArray(value) ? value.join(', ') : text(value)}`)
    .join('\n');

const LEAD_LIST: Record<string, BoardList> = { active: 'New Leads', 'in-progress': 'In Progress', converted: 'Converted', abandoned: 'Abandoned' };

/** A lead's card, from its lead_tracking row: the list follows the lead's status. */
export function leadCard(row: LeadTrackingRow): CardContent {
  const form = (row.form_data && typeof row.form_data === 'object' ? row.form_data : {}) as Row;
  const who = text(row.contact_name) || text(form.name) || text(row.contact_info);
  return {
    list: LEAD_LIST[text(row.status)] ?? 'New Leads',
    title: `Lead: ${who}`,
    description: lines([
      ['Email', row.contact_info],
      ['Name', row.contact_name ?? form.name],
      ['Phone', row.contact_phone ?? form.phone],
      ['ZIP', form.zipCode],
      ['Plan', planLine(form)],
      ['Add-ons', addOnNames(form.addOns ?? form.selectedAddOns)],
      ['Last step', row.last_step],
      ['Source page', row.source_page],
      ['Referrer', row.referrer],
      ['Existing client', row.existing_client ? 'yes (confirmed a new quote)' : null],
      ['Started', when(row.created_at)],
      ['Abandoned', row.abandoned_at ? `${when(row.abandoned_at)} (${text(row.abandonment_reason)})` : null],
      ['Converted', row.converted_at ? `${when(row.converted_at)}: order ${text(row.converted_order_id)}, ${money(row.conversion_value)}` : null],
    ]),
    contact: {
      name: text(row.contact_name) || text(form.name) || null,
      email: text(row.contact_info) || null,
      phone: text(row.contact_phone) || text(form.phone) || null,
    },
  };
}

/** Spec 001 §3 "New-customer record sent out", from the paid order's customer_orders row. */
export function newCustomerRecord(row: CustomerOrderRow) {
  const isOneTime = row.service_type === 'one-time';
  return {
    customer_name: text(row.customer_name),
    customer_email: text(row.customer_email),
    customer_phone: text(row.customer_phone),
    zip_code: text(row.zip_code),
    number_of_dogs: text(row.number_of_dogs),
    yard_size: text(row.yard_size),
    service_frequency: text(row.service_frequency),
    service_type: isOneTime ? 'one-time' : 'subscription',
    add_ons: row.add_ons ?? {},
    is_one_time: isOneTime,
    commitment_months: Number(row.commitment_months ?? 1),
    stripe_customer_id: (row.stripe_customer_id as string | null) ?? null,
    order_id: text(row.id),
    order_number: formatOrderNumber(row.order_number),
    payment_amount: Number(row.amount_paid ?? row.due_today ?? 0),
    street_address: (row.street_address as string | null) ?? null,
    preferred_days: (row.preferred_days as string[] | null) ?? [],
    scheduled_date: (row.scheduled_date as string | null) ?? null,
    time_slot: (row.time_slot as string | null) ?? null,
    dog_info: (row.dog_info as Array<{ name: string; breed: string }> | null) ?? [],
    special_notes: (row.special_notes as string | null) ?? null,
  };
}

export function newCustomerCard(row: CustomerOrderRow): CardContent {
  const r = newCustomerRecord(row);
  return {
    list: 'New Customers',
    title: `New customer: ${r.customer_name}${r.order_number ? `, ${r.order_number}` : ''} (${r.is_one_time ? 'one-time' : `${r.service_frequency} subscription`})`,
    description: lines([
      ['Order', r.order_number ?? r.order_id],
      ['Paid', money(r.payment_amount)],
      ['Service', r.is_one_time ? 'One-time Yard Rescue' : 'Subscription'],
      ['Plan', planLine({ serviceFrequency: r.service_frequency, numberOfDogs: r.number_of_dogs, yardSize: r.yard_size })],
      ['Commitment', r.is_one_time ? null : `${r.commitment_months} month${r.commitment_months === 1 ? '' : 's'}`],
      ['Add-ons', addOnNames(r.add_ons)],
      ['Included free', firstMonthGifts(!r.is_one_time).map((gift) => gift.label)],
      ['Email', r.customer_email],
      ['Phone', r.customer_phone],
      ['ZIP', r.zip_code],
      ['Street address', r.street_address ?? 'not given yet'],
      ['Preferred days', r.preferred_days],
      ['Scheduled date', r.scheduled_date],
      ['Time slot', r.time_slot],
      ['Dogs', r.dog_info.map((d) => `${d.name} (${d.breed})`)],
      ['Notes', r.special_notes],
      ['Stripe customer', r.stripe_customer_id],
    ]),
    contact: { name: r.customer_name, email: r.customer_email, phone: r.customer_phone },
  };
}

export function areaRequestCard(row: AreaRequestRow): CardContent {
  return {
    list: 'Area Requests',
    title: `Area request: ZIP ${text(row.zip_code)} (${text(row.customer_name)})`,
    description: lines([
      ['ZIP', row.zip_code],
      ['Name', row.customer_name],
      ['Email', row.customer_email],
      ['Phone', row.customer_phone],
      ['Service type', row.service_type],
      ['Plan', planLine({ serviceFrequency: row.service_frequency, numberOfDogs: row.number_of_dogs, yardSize: row.yard_size })],
      ['Add-ons', addOnNames(row.selected_add_ons)],
      ['Trash day', row.trash_day],
      ['Requested', when(row.created_at)],
    ]),
    contact: { name: text(row.customer_name), email: text(row.customer_email), phone: text(row.customer_phone) || null },
  };
}

export function abandonedCartCard(row: AbandonedCartRow): CardContent {
  const form = (row.form_data && typeof row.form_data === 'object' ? row.form_data : {}) as Row;
  return {
    list: 'Abandoned',
    title: `Abandoned quote: ${text(row.customer_name)}`,
    description: lines([
      ['Name', row.customer_name],
      ['Email', row.customer_email],
      ['Phone', form.phone],
      ['ZIP', form.zipCode],
      ['Plan', planLine(form)],
      ['Add-ons', addOnNames(form.addOns ?? form.selectedAddOns)],
      ['Page', row.page],
      ['Left', `${when(row.abandoned_at)} (${text(row.abandon_trigger)})`],
    ]),
    contact: { name: text(row.customer_name), email: text(row.customer_email), phone: text(form.phone) || null },
  };
}

export function dataDeletionCard(row: DataDeletionRequestRow): CardContent {
  return {
    list: 'Data Deletion',
    title: `Data deletion: ${text(row.full_name)}`,
    description: lines([
      ['Email', row.email],
      ['Full name', row.full_name],
      ['Reason', row.reason],
      ['Account details', row.account_details],
      ['Received', when(row.created_at)],
      ['Confirmed', row.confirmed_at ? when(row.confirmed_at) : null],
      // The 30 days run from the requester's confirmation.
      ['Due by', row.confirmed_at ? new Date(new Date(when(row.confirmed_at)).getTime() + 30 * 86_400_000).toISOString().slice(0, 10) : null],
    ]),
    contact: { name: text(row.full_name), email: text(row.email) },
  };
}

/** A booking as calendar_bookings has it now (the bookings module's view); a confirmed booking's title carries no status. */
export type BookingFacts = Pick<BookingView, 'bookingId' | 'date' | 'startTime' | 'endTime' | 'scooperName' | 'notes'> & Partial<Pick<BookingView, 'status'>>;

type OrderContact = Pick<CustomerOrderRow, 'id' | 'order_number' | 'customer_name' | 'customer_email' | 'customer_phone' | 'street_address' | 'zip_code'>;

const BOOKING_TITLE_PREFIX = { confirmed: '', cancelled: 'Cancelled: ', completed: 'Done: ' } as const;

export function bookingCard(booking: BookingFacts, order: OrderContact): CardContent {
  return {
    list: 'Bookings',
    title: `${BOOKING_TITLE_PREFIX[booking.status ?? 'confirmed']}Booking ${booking.date} ${booking.startTime}–${booking.endTime}: ${text(order.customer_name)}`,
    description: lines([
      ['Status', booking.status && booking.status !== 'confirmed' ? booking.status : null],
      ['Date', booking.date],
      ['Time', `${booking.startTime}–${booking.endTime}`],
      ['Scooper', booking.scooperName],
      ['Notes', booking.notes],
      ['Customer', order.customer_name],
      ['Email', order.customer_email],
      ['Phone', order.customer_phone],
      ['Address', order.street_address],
      ['ZIP', order.zip_code],
      ['Order', formatOrderNumber(order.order_number) ?? order.id],
    ]),
    contact: { name: text(order.customer_name), email: text(order.customer_email), phone: text(order.customer_phone) || null },
  };
}

const VISIT_KINDS: Record<string, string> = { scoop: 'Scoop', 'bin-out': 'Bin Take Out', 'bin-in': 'Bin Bring In' };

/** A missed recurring visit (issue 15): staff reschedule it or credit the customer. Sits with the bookings. */
export function missedVisitCard(visit: VisitView): CardContent {
  const kind = VISIT_KINDS[visit.kind] ?? visit.kind;
  return {
    list: 'Bookings',
    title: `Missed visit: ${text(visit.customerName) || 'customer'} (${kind}, ${visit.date})`,
    description: lines([
      ['Visit', `${kind} on ${visit.date}, ${visit.windowStart}–${visit.windowEnd}`],
      ['Customer', visit.customerName],
      ['Address', [visit.streetAddress, visit.city, visit.zipCode].filter(Boolean).join(', ')],
      ['Notes', visit.notes],
      ['Scooper', visit.scooperId],
      ['Plan', visit.planId],
      ['Order', visit.orderId],
      ['Next step', 'Reschedule the visit or credit the customer'],
    ]),
    contact: { name: text(visit.customerName) || null },
  };
}
