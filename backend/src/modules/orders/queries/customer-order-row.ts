import { AddOns, firstMonthGifts, QuoteLine } from '../../pricing';
import type { DogInfo } from '../domain/order.events';
import { formatOrderNumber } from '../domain/order-number';

/** A customer_orders row as stored. */
export interface CustomerOrderRow {
  id: string;
  /** The short number's integer (SCV-10427 → 10427); null only on a row written before the column existed. */
  order_number: number | string | null;
  stream_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string;
  service_type: 'subscription' | 'one-time';
  service_frequency: string | null;
  number_of_dogs: string | null;
  yard_size: string | null;
  is_subscription: boolean;
  is_bin_only: boolean;
  subscription_status: string | null;
  commitment_months: number;
  preferred_days: string[];
  scheduled_date: string | null;
  time_slot: string | null;
  dog_info: DogInfo[];
  special_notes: string | null;
  special_instructions: string | null;
  add_ons: AddOns;
  trash_day: string | null;
  base_price: number;
  add_ons_price: number;
  total_price: number;
  discount_amount: number;
  commitment_discount: number;
  final_price: number;
  setup_fee: number;
  due_today: number;
  discount_code: string | null;
  discount_percent: number;
  line_items: QuoteLine[] | null;
  payment_status: string;
  payment_mode: string;
  payment_provider: string;
  checkout_session_id: string | null;
  stripe_customer_id: string | null;
  stripe_payment_intent_id: string | null;
  stripe_subscription_id: string | null;
  amount_paid: number | null;
  /** The card on file: the one that paid last, or the one the customer saved since (null until a provider said). */
  card_brand?: string | null;
  card_last_four?: string | null;
  paid_at: Date | null;
  customer_info_completed: boolean;
  onboarding_completed: boolean;
  removed_at: Date | null;
  removal_reason: string | null;
  subject_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** What the success, customer-info and onboarding pages read. */
export function toCustomerOrderView(row: CustomerOrderRow) {
  return {
    id: row.id,
    /** SCV-10427: what the customer sees and quotes; the uuid stays in URLs only. */
    orderNumber: formatOrderNumber(row.order_number),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    zipCode: row.zip_code,
    serviceType: row.service_type,
    isSubscription: row.is_subscription,
    isBinOnly: row.is_bin_only,
    serviceFrequency: row.service_frequency ?? '',
    numberOfDogs: row.number_of_dogs ?? '',
    yardSize: row.yard_size ?? '',
    addOns: row.add_ons,
    trashDay: row.trash_day ?? '',
    commitmentMonths: row.commitment_months,
    basePrice: row.base_price,
    addOnsPrice: row.add_ons_price,
    discountAmount: row.discount_amount,
    commitmentDiscount: row.commitment_discount,
    finalPrice: row.final_price,
    setupFee: row.setup_fee,
    dueToday: row.due_today,
    lineItems: row.line_items ?? [],
    discountCode: row.discount_code ?? '',
    amountPaid: row.amount_paid,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    /** Included free, for staff to deliver: the first month's bin deodorizing on subscriptions. */
    gifts: firstMonthGifts(row.is_subscription).map((gift) => gift.label),
    paymentStatus: row.payment_status,
    subscriptionStatus: row.subscription_status,
    customerInfoCompleted: row.customer_info_completed,
    onboardingCompleted: row.onboarding_completed,
    streetAddress: row.street_address ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    preferredDays: row.preferred_days,
    scheduledDate: row.scheduled_date,
    timeSlot: row.time_slot,
    dogInfo: row.dog_info,
    specialNotes: row.special_notes ?? row.special_instructions ?? '',
    createdAt: row.created_at.toISOString(),
  };
}

export type CustomerOrderView = ReturnType<typeof toCustomerOrderView>;
