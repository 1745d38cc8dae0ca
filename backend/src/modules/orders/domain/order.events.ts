import { EventDefinition } from '../../../event-store';
import type { AddOns, Quote, QuoteChoices } from '../../pricing';

export const ORDER_STREAM = 'order';
export const orderStreamId = (orderId: string) => `order-${orderId}`;

export type PaymentMode = 'test' | 'production';
export type PaymentProvider = 'stripe' | 'sandbox';

export interface OrderCustomer {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  specialInstructions: string;
}

/** The server's quote as recorded with the order (the recurring charge and the gifts follow from it). */
export type OrderPricing = Omit<Quote, 'monthlyPrice' | 'recurring' | 'gifts'>;

/** The quote as order.checkout-started records it: the monthly figure, the recurring charge and the gifts are derived again on read. */
export function orderPricing(quote: Quote): OrderPricing {
  const { monthlyPrice: _monthly, recurring: _recurring, gifts: _gifts, ...pricing } = quote;
  return pricing;
}

export interface CheckoutStarted {
  orderId: string;
  /** The short human number (shown as SCV-10427), drawn from order_number_seq; absent on orders recorded before numbers existed. */
  orderNumber?: number;
  customer: OrderCustomer;
  choices: QuoteChoices;
  pricing: OrderPricing;
  discountCode: { id: string; code: string; discountPercent: number } | null;
  leadId: string | null;
  paymentMode: PaymentMode;
  provider: PaymentProvider;
  checkoutSessionId: string;
  checkoutUrl: string;
  /** Same customer and choices → same fingerprint (an HMAC under a server key): the duplicate-submission rule compares these. */
  fingerprint: string;
}

export interface PaymentCompleted {
  checkoutSessionId: string | null;
  stripeCustomerId: string | null;
  stripePaymentIntentId: string | null;
  stripeSubscriptionId: string | null;
  amountPaid: number | null;
  providerEventId: string;
  /** The card charged (absent when the provider did not say, and on events recorded before cards were tracked). */
  cardBrand?: string | null;
  cardLastFour?: string | null;
}

/**
 * What a later delivery said about the first payment when the first one did not: the payment intent (so staff can
 * refund a Checkout subscription) and the card. Stripe sends checkout.session.completed without either for subscriptions.
 */
export interface PaymentDetailsRecorded {
  invoiceId: string | null;
  paymentIntentId: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
  providerEventId: string;
}

/** The customer saved a new card (the sandbox's card page records it; Stripe's Billing Portal keeps it at Stripe). */
export interface CardUpdated {
  provider: PaymentProvider;
  cardBrand: string;
  cardLastFour: string;
}

/** Why a verified provider event was not applied: a mode it was not made in, or a charge that is not what the order is due. */
export type PaymentRejectionReason = 'livemode-mismatch' | 'amount-mismatch';

/** A verified provider event the order refused; the order stays as it was. Amounts in cents, usd expected. */
export interface PaymentEventRejected {
  reason: PaymentRejectionReason;
  providerEventId: string;
  providerEventType: string;
  paymentMode: PaymentMode;
  livemode: boolean;
  expectedAmount: number;
  amount: number | null;
  currency: string | null;
}

export interface PaymentFailed {
  invoiceId: string | null;
  reason: string;
  providerEventId: string;
  /** Cents the failed invoice asked for (absent on events recorded before renewals were tracked). */
  amountDue?: number | null;
}

/** A later period's invoice paid (Stripe invoice.paid with a billing reason other than the subscription's creation). */
export interface RenewalPaid {
  invoiceId: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** ISO instants of the period the invoice covers (null when the provider did not say). */
  periodStart: string | null;
  periodEnd: string | null;
  billingReason: string;
  /** True when this invoice had failed before (a recovered payment). */
  recovered: boolean;
  providerEventId: string;
  /** The charge's payment intent (what a refund goes against) and card; absent on events recorded before they were tracked. */
  paymentIntentId?: string | null;
  cardBrand?: string | null;
  cardLastFour?: string | null;
}

/** One step of the dunning sequence went out (day 0, 3 or 7 of the overdue invoice). */
export interface DunningReminderSent {
  invoiceId: string | null;
  day: number;
}

/** 15 days overdue (the Terms' suspension rule): the plan's future visits are suspended until payment. */
export interface ServiceSuspended {
  invoiceId: string | null;
  daysOverdue: number;
}

export interface CheckoutExpired {
  checkoutSessionId: string;
  providerEventId: string;
}

export interface SubscriptionStatusChanged {
  stripeSubscriptionId: string;
  status: string;
  /** Stripe's event.created (seconds). */
  providerCreatedAt?: number;
  providerEventId: string;
}

export interface DogInfo {
  name: string;
  breed: string;
}

export interface CustomerInfoCompleted {
  streetAddress: string;
  preferredDays: string[];
  scheduledDate: string | null;
  timeSlot: string | null;
  dogInfo: DogInfo[];
  specialNotes: string;
  /** The customer agreed to visit texts on this form (issue 16); absent means they did not tick it. */
  textOptIn?: boolean;
}

export interface OnboardingCompleted {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  preferredDays: string[];
  contactPreference: string;
  /** Absent when left blank: a sealed '' would replay as [erased] over the notes the order already had. */
  specialNotes?: string;
  optInMarketing: boolean;
}

export interface ExpiredByCleanup {
  olderThanHours: number;
}

export interface RemovedAsDuplicate {
  keptOrderId: string;
}

/** Staff removed the order from the admin (spec: Delete with confirmation); the history stays. */
export interface DeletedByStaff {
  by: string;
  reason?: string;
}

/** The customer changed add-ons, dogs or frequency on the same subscription (issue 17): re-priced by the pricing module. */
export interface SubscriptionChanged {
  /** 1 for the order's first change, 2 for the next…: the provider's idempotency key is made of it. */
  changeNumber: number;
  choices: QuoteChoices;
  pricing: OrderPricing;
  /** Cents per billing interval before and after. */
  previousRecurring: number;
  recurring: number;
  intervalMonths: 1 | 3;
  /** Business-local date the change serves from (the Terms' 48 hours' notice). */
  effectiveFrom: string;
  /** Cents for the rest of the current period (positive owed, negative a credit), added to the next charge. */
  prorationAmount: number;
  provider: PaymentProvider;
  /** The provider's subscription the change was made on (null in the sandbox before it had one). */
  providerSubscriptionId: string | null;
}

/** Staff refunded part or all of what the order paid, through the provider it was paid with. */
export interface Refunded {
  refundId: string;
  /** Cents back to the customer. */
  amount: number;
  reason: string;
  by: string;
  provider: PaymentProvider;
  status: string;
  /** The payment intent refunded (Stripe); absent with the sandbox and on refunds recorded before renewals could be refunded. */
  paymentIntentId?: string | null;
}

export type OrderEvent =
  | { type: 'order.checkout-started'; data: CheckoutStarted }
  | { type: 'order.payment-completed'; data: PaymentCompleted }
  | { type: 'order.payment-details-recorded'; data: PaymentDetailsRecorded }
  | { type: 'order.card-updated'; data: CardUpdated }
  | { type: 'order.payment-event-rejected'; data: PaymentEventRejected }
  | { type: 'order.payment-failed'; data: PaymentFailed }
  | { type: 'order.renewal-paid'; data: RenewalPaid }
  | { type: 'order.dunning-reminder-sent'; data: DunningReminderSent }
  | { type: 'order.service-suspended'; data: ServiceSuspended }
  | { type: 'order.refunded'; data: Refunded }
  | { type: 'order.subscription-changed'; data: SubscriptionChanged }
  | { type: 'order.checkout-expired'; data: CheckoutExpired }
  | { type: 'order.subscription-status-changed'; data: SubscriptionStatusChanged }
  | { type: 'order.customer-info-completed'; data: CustomerInfoCompleted }
  | { type: 'order.onboarding-completed'; data: OnboardingCompleted }
  | { type: 'order.expired-by-cleanup'; data: ExpiredByCleanup }
  | { type: 'order.removed-as-duplicate'; data: RemovedAsDuplicate }
  | { type: 'order.deleted-by-staff'; data: DeletedByStaff };

export type OrderEventType = OrderEvent['type'];

/** Personal fields are sealed in the log with the customer's key, so erasure can shred them. */
export const ORDER_EVENTS: EventDefinition[] = [
  { type: 'order.checkout-started', version: 1, personalFields: ['customer.name', 'customer.email', 'customer.phone', 'customer.specialInstructions'] },
  { type: 'order.payment-completed', version: 1, personalFields: ['stripeCustomerId'] },
  { type: 'order.payment-details-recorded', version: 1 },
  { type: 'order.card-updated', version: 1 },
  { type: 'order.payment-event-rejected', version: 1 },
  { type: 'order.payment-failed', version: 1 },
  { type: 'order.renewal-paid', version: 1 },
  { type: 'order.dunning-reminder-sent', version: 1 },
  { type: 'order.service-suspended', version: 1 },
  { type: 'order.refunded', version: 1, personalFields: ['reason'] },
  { type: 'order.checkout-expired', version: 1 },
  { type: 'order.subscription-changed', version: 1 },
  { type: 'order.subscription-status-changed', version: 1 },
  { type: 'order.customer-info-completed', version: 1, personalFields: ['streetAddress', 'dogInfo.*.name', 'specialNotes'] },
  { type: 'order.onboarding-completed', version: 1, personalFields: ['streetAddress', 'city', 'zipCode', 'specialNotes'] },
  { type: 'order.expired-by-cleanup', version: 1 },
  { type: 'order.removed-as-duplicate', version: 1 },
  { type: 'order.deleted-by-staff', version: 1 },
];

export type { AddOns };
