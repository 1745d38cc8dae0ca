import type Stripe from 'stripe';
import { defineStream } from '../../../event-store';
import {
  CARD_MESSAGES,
  CUSTOMER_INFO_MESSAGES,
  detailsSavedDetail,
  ORDER_MESSAGES,
  ORDERS_ADMIN_MESSAGES,
  REFUND_MESSAGES,
  refundAmountMessage,
} from '../orders.messages';
import { customerInfoErrors, onboardingErrors } from './customer-info';
import { QuoteChoices, sameService } from '../../pricing';
import {
  CardUpdated,
  CheckoutStarted,
  DogInfo,
  ORDER_EVENTS,
  ORDER_STREAM,
  OrderEvent,
  orderPricing,
  orderStreamId,
  PaymentMode,
  PaymentProvider,
  Refunded,
} from './order.events';
import { assertSubscriptionChangeable, PlannedSubscriptionChange } from './subscription-change';
import { DUNNING_SETTINGS, reminderDue } from './dunning';
import { decidePaymentEvent } from './payment-decisions';

/** Pending orders with no payment older than this are expired (spec 001 §9). */
export const EXPIRED_PENDING_HOURS = 48;

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

/** What decisions about one order need, and what auditors see at /api/admin/streams/:id/state; folded from its stream. */
export interface OrderState {
  exists: boolean;
  orderId: string | null;
  paymentStatus: PaymentStatus;
  isSubscription: boolean;
  /** Bins-only plans have no dogs to describe on the customer-info form. */
  isBinOnly: boolean;
  /** The mode the checkout was opened in; provider events must come from the same one (Stripe's livemode). */
  paymentMode: PaymentMode;
  /** Cents (usd) the server priced for today; a first payment of any other amount is refused. */
  dueToday: number;
  checkoutSessionId: string | null;
  /** The first payment's payment intent (Stripe), once a delivery named it: refunds go against it. */
  paymentIntentId: string | null;
  subscriptionStatus: string | null;
  /** Provider time of the status we hold, so an older delivery can't overwrite a newer one. */
  subscriptionStatusAt: number;
  failedInvoices: string[];
  /** Renewal invoices recorded (the first payment is not among them). */
  paidInvoices: string[];
  /** Set while a paid subscription has an unpaid invoice: the dunning sequence's state. */
  pastDue: PastDue | null;
  /** Cents the customer paid (first payment and renewals) and cents refunded so far. */
  paidTotal: number;
  refundedTotal: number;
  provider: PaymentProvider;
  removed: boolean;
  /** What the subscription serves and bills now: the checkout's choices, then each self-service change (issue 17). */
  service: SubscriptionService | null;
  subscriptionChanges: number;
  /** Cents of proration to add to the next sandbox renewal (Stripe keeps its own); cleared when a renewal is paid. */
  pendingProration: number;
  customerInfoCompleted: boolean;
  onboardingCompleted: boolean;
}

export interface SubscriptionService {
  choices: QuoteChoices;
  discountPercent: number;
  /** Cents charged every `intervalMonths`. */
  recurring: number;
  intervalMonths: 1 | 3;
}

export interface PastDue {
  invoiceId: string | null;
  /** Days of the sequence already sent (0, 3, 7). */
  remindersSent: number[];
  suspended: boolean;
}

export const initialOrderState = (): OrderState => ({
  exists: false,
  orderId: null,
  paymentStatus: 'pending',
  isSubscription: false,
  isBinOnly: false,
  paymentMode: 'test',
  dueToday: 0,
  checkoutSessionId: null,
  paymentIntentId: null,
  subscriptionStatus: null,
  subscriptionStatusAt: 0,
  failedInvoices: [],
  paidInvoices: [],
  pastDue: null,
  paidTotal: 0,
  refundedTotal: 0,
  provider: 'sandbox',
  removed: false,
  service: null,
  subscriptionChanges: 0,
  pendingProration: 0,
  customerInfoCompleted: false,
  onboardingCompleted: false,
});

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'order.checkout-started':
      return {
        ...state,
        exists: true,
        orderId: event.data.orderId,
        isSubscription: event.data.pricing.kind !== 'one-time',
        isBinOnly: event.data.pricing.kind === 'bin-only',
        paymentMode: event.data.paymentMode,
        dueToday: event.data.pricing.dueToday,
        checkoutSessionId: event.data.checkoutSessionId,
        provider: event.data.provider,
        service:
          event.data.pricing.kind === 'one-time'
            ? null
            : {
                choices: event.data.choices,
                discountPercent: event.data.pricing.discountPercent,
                intervalMonths: event.data.pricing.commitmentMonths === 3 ? 3 : 1,
                recurring: event.data.pricing.commitmentMonths === 3 ? 3 * event.data.pricing.finalPrice : event.data.pricing.finalPrice,
              },
      };
    case 'order.subscription-changed':
      return {
        ...state,
        subscriptionChanges: event.data.changeNumber,
        pendingProration: state.pendingProration + event.data.prorationAmount,
        service: state.service && {
          ...state.service,
          choices: event.data.choices,
          recurring: event.data.recurring,
          intervalMonths: event.data.intervalMonths,
        },
      };
    case 'order.payment-completed':
      return {
        ...state,
        paidTotal: state.paidTotal + (event.data.amountPaid ?? state.dueToday),
        paymentStatus: 'completed',
        paymentIntentId: event.data.stripePaymentIntentId ?? state.paymentIntentId,
        subscriptionStatus: state.isSubscription ? (state.subscriptionStatus ?? 'active') : null,
      };
    case 'order.payment-details-recorded':
      return { ...state, paymentIntentId: state.paymentIntentId ?? event.data.paymentIntentId };
    case 'order.payment-failed': {
      // A paid subscription's later invoice failing makes it past due; a failed first checkout does not (nothing was delivered).
      const becomesPastDue = state.paymentStatus === 'completed' && state.isSubscription && state.subscriptionStatus !== 'canceled';
      return {
        ...state,
        paymentStatus: state.paymentStatus === 'completed' ? 'completed' : 'failed',
        failedInvoices: event.data.invoiceId ? [...state.failedInvoices, event.data.invoiceId] : state.failedInvoices,
        pastDue: becomesPastDue ? (state.pastDue ?? { invoiceId: event.data.invoiceId, remindersSent: [], suspended: false }) : state.pastDue,
      };
    }
    case 'order.renewal-paid':
      return {
        ...state,
        paidInvoices: [...state.paidInvoices, event.data.invoiceId],
        pastDue: null,
        paidTotal: state.paidTotal + event.data.amount,
        pendingProration: 0,
      };
    case 'order.refunded':
      return { ...state, refundedTotal: state.refundedTotal + event.data.amount };
    case 'order.dunning-reminder-sent':
      return state.pastDue ? { ...state, pastDue: { ...state.pastDue, remindersSent: [...state.pastDue.remindersSent, event.data.day] } } : state;
    case 'order.service-suspended':
      return state.pastDue ? { ...state, pastDue: { ...state.pastDue, suspended: true } } : state;
    case 'order.checkout-expired':
      return { ...state, paymentStatus: state.paymentStatus === 'completed' ? 'completed' : 'cancelled' };
    case 'order.subscription-status-changed':
      return {
        ...state,
        subscriptionStatus: event.data.status,
        subscriptionStatusAt: event.data.providerCreatedAt ?? 0,
        // A cancelled subscription is no longer chased for payment.
        pastDue: event.data.status === 'canceled' ? null : state.pastDue,
      };
    case 'order.customer-info-completed':
      return { ...state, customerInfoCompleted: true };
    case 'order.onboarding-completed':
      return { ...state, onboardingCompleted: true };
    case 'order.expired-by-cleanup':
    case 'order.removed-as-duplicate':
      return { ...state, removed: true, paymentStatus: state.paymentStatus === 'completed' ? 'completed' : 'cancelled' };
    case 'order.deleted-by-staff':
      return { ...state, removed: true };
    default:
      return state;
  }
}

export const ORDER_STREAM_DEFINITION = defineStream<OrderState, OrderEvent>({
  streamType: ORDER_STREAM,
  streamId: orderStreamId,
  events: ORDER_EVENTS,
  initialState: initialOrderState,
  evolve: evolveOrder,
});

/** The customer-info form as posted, its text already cleaned of markup; the order's plan decides which fields count. */
export interface CustomerInfoForm {
  streetAddress: string;
  preferredDays: string[];
  scheduledDate: string;
  timeSlot: string;
  dogInfo: DogInfo[];
  specialNotes: string;
  /** The customer ticked "text me visit updates" (issue 16). */
  textOptIn?: boolean;
}

/** The onboarding form as posted, its text already cleaned of markup. */
export interface OnboardingForm {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  preferredDays: string[];
  contactPreference: string;
  specialNotes: string;
  optInMarketing: boolean;
}

/** Where a customer is sent once their details are saved (the business's support contact). */
export interface SupportContact {
  supportEmail: string;
  supportPhone: string;
}

export type OrderCommand =
  | { type: 'start-checkout'; checkout: CheckoutStarted }
  | { type: 'record-payment-event'; event: Stripe.Event }
  | { type: 'complete-customer-info'; form: CustomerInfoForm; tomorrow: string; support: SupportContact }
  | { type: 'complete-onboarding'; form: OnboardingForm; support: SupportContact }
  | { type: 'delete-by-staff'; by: string; reason: string | null }
  /** The provider refunded (its refund id and status); the rules were checked with assertRefundable before asking it. */
  | { type: 'record-refund'; refund: Refunded }
  /** The customer saved a new card on the provider's card page (a paid subscription of theirs, not removed or cancelled). */
  | { type: 'update-card'; card: CardUpdated }
  /** A dunning run: how many local days the unpaid invoice is overdue, and whether messages may go out now. */
  | { type: 'dunning-tick'; daysOverdue: number; businessHours: boolean }
  /** The customer's change to the same subscription, priced and prorated (see subscription-change.ts); the provider already applied it. */
  | { type: 'change-subscription'; change: PlannedSubscriptionChange; provider: PaymentProvider; providerSubscriptionId: string | null }
  | { type: 'expire'; olderThanHours: number }
  | { type: 'remove-duplicate'; keptOrderId: string };

/** A rule said no; the handler answers with this status, title, message and code (or the field errors, for a 400). */
export class OrderRejected extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly title: string,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  static invalid(errors: Record<string, string>): OrderRejected {
    return new OrderRejected(400, 'Invalid request data', Object.values(errors).join(', '), 'VALIDATION_FAILED', errors);
  }
}

/**
 * The order's rules (spec 000 §9, spec 001 §4-§7): payments through decidePaymentEvent, the post-payment forms
 * once per paid order, staff removal once, and cleanup that never touches a paid or removed order.
 */
export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'start-checkout':
      if (state.exists) throw new OrderRejected(409, 'Conflict', ORDER_MESSAGES.alreadyStarted, 'ORDER_ALREADY_STARTED');
      return [{ type: 'order.checkout-started', data: command.checkout }];
    case 'record-payment-event':
      return state.exists ? decidePaymentEvent(command.event, state) : [];
    case 'complete-customer-info': {
      detailsOpen(state, command.support);
      const { form } = command;
      const subscription = state.isSubscription;
      const data = {
        streetAddress: form.streetAddress,
        preferredDays: subscription ? [...new Set(form.preferredDays)] : [],
        scheduledDate: subscription ? null : form.scheduledDate.trim(),
        timeSlot: subscription ? null : form.timeSlot.trim(),
        // Blank rows the page leaves behind are dropped; complete ones are kept.
        dogInfo: form.dogInfo.filter((dog) => dog.name || dog.breed),
        specialNotes: form.specialNotes,
        // Recorded only when given, so the event reads as before for everyone who left it unticked.
        ...(form.textOptIn === true ? { textOptIn: true } : {}),
      };
      const errors = customerInfoErrors(
        { ...data, scheduledDate: data.scheduledDate ?? '', timeSlot: data.timeSlot ?? '' },
        subscription,
        command.tomorrow,
        !state.isBinOnly,
      );
      if (Object.keys(errors).length) throw OrderRejected.invalid(errors);
      paid(state);
      return [{ type: 'order.customer-info-completed', data }];
    }
    case 'complete-onboarding': {
      detailsOpen(state, command.support);
      const { form } = command;
      const data = {
        streetAddress: form.streetAddress,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
        preferredDays: [...new Set(form.preferredDays)],
        contactPreference: form.contactPreference,
        // Left out when blank: a sealed '' would replay as [erased] over the notes the order already had.
        ...(form.specialNotes ? { specialNotes: form.specialNotes } : {}),
        optInMarketing: form.optInMarketing,
      };
      const errors = onboardingErrors(data);
      if (Object.keys(errors).length) throw OrderRejected.invalid(errors);
      paid(state);
      return [{ type: 'order.onboarding-completed', data }];
    }
    case 'delete-by-staff':
      if (!state.exists) throw new OrderRejected(404, 'Not Found', ORDERS_ADMIN_MESSAGES.notFound);
      if (state.removed) throw new OrderRejected(409, 'Already removed', ORDERS_ADMIN_MESSAGES.alreadyRemoved, 'ORDER_ALREADY_REMOVED');
      return [{ type: 'order.deleted-by-staff', data: { by: command.by, ...(command.reason ? { reason: command.reason } : {}) } }];
    case 'record-refund':
      assertRefundable(state, command.refund.amount, command.refund.reason);
      return [{ type: 'order.refunded', data: command.refund }];
    case 'update-card':
      if (!state.exists || state.removed) throw new OrderRejected(404, 'Not Found', ORDERS_ADMIN_MESSAGES.notFound);
      if (!state.isSubscription || state.paymentStatus !== 'completed' || state.subscriptionStatus === 'canceled') {
        throw new OrderRejected(409, 'No card on file', CARD_MESSAGES.notSubscription, 'NOT_ACTIVE_SUBSCRIPTION');
      }
      return [{ type: 'order.card-updated', data: command.card }];
    case 'dunning-tick': {
      const pastDue = state.pastDue;
      if (!pastDue || state.removed) return [];
      const events: OrderEvent[] = [];
      const day = command.businessHours ? reminderDue(command.daysOverdue, pastDue.remindersSent) : null;
      if (day !== null) events.push({ type: 'order.dunning-reminder-sent', data: { invoiceId: pastDue.invoiceId, day } });
      if (!pastDue.suspended && command.daysOverdue >= DUNNING_SETTINGS.suspendAfterDays) {
        events.push({ type: 'order.service-suspended', data: { invoiceId: pastDue.invoiceId, daysOverdue: command.daysOverdue } });
      }
      return events;
    }
    case 'change-subscription': {
      const service = assertSubscriptionChangeable(state);
      const { change } = command;
      if (sameService(service.choices, change.choices)) return [];
      return [
        {
          type: 'order.subscription-changed',
          data: {
            changeNumber: state.subscriptionChanges + 1,
            choices: change.choices,
            pricing: orderPricing(change.quote),
            previousRecurring: service.recurring,
            recurring: change.recurring,
            intervalMonths: change.intervalMonths,
            effectiveFrom: change.effectiveFrom,
            prorationAmount: change.prorationAmount,
            provider: command.provider,
            providerSubscriptionId: command.providerSubscriptionId,
          },
        },
      ];
    }
    case 'expire':
      return cleanable(state) ? [{ type: 'order.expired-by-cleanup', data: { olderThanHours: command.olderThanHours } }] : [];
    case 'remove-duplicate':
      return cleanable(state) ? [{ type: 'order.removed-as-duplicate', data: { keptOrderId: command.keptOrderId } }] : [];
  }
}

/** Longest refund reason kept. */
export const REFUND_REASON_MAX = 500;

/** A refund is of a paid, not removed order, a whole number of cents from 1 up to what is left unrefunded, with a reason. */
export function assertRefundable(state: OrderState, amount: number, reason: string): void {
  if (!state.exists) throw new OrderRejected(404, 'Not Found', ORDERS_ADMIN_MESSAGES.notFound);
  if (state.paymentStatus !== 'completed' || state.paidTotal <= 0) throw new OrderRejected(409, 'Not paid', REFUND_MESSAGES.notPaid, 'NOT_PAID');
  const left = state.paidTotal - state.refundedTotal;
  if (left <= 0) throw new OrderRejected(409, 'Already refunded', REFUND_MESSAGES.fullyRefunded, 'FULLY_REFUNDED');
  const errors: Record<string, string> = {};
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) errors.amount = refundAmountMessage(left);
  if (!reason.trim() || reason.length > REFUND_REASON_MAX) errors.reason = REFUND_MESSAGES.reason;
  if (Object.keys(errors).length) throw OrderRejected.invalid(errors);
}

/** Either form is taken once per order; later changes go through staff, so a leaked link can't move the service address. */
function detailsOpen(state: OrderState, support: SupportContact): void {
  if (!state.exists) throw new OrderRejected(404, CUSTOMER_INFO_MESSAGES.orderNotFoundTitle, CUSTOMER_INFO_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
  if (state.customerInfoCompleted || state.onboardingCompleted) {
    throw new OrderRejected(409, CUSTOMER_INFO_MESSAGES.detailsSavedTitle, detailsSavedDetail(support), 'DETAILS_ALREADY_SAVED');
  }
}

function paid(state: OrderState): void {
  if (state.paymentStatus !== 'completed') throw new OrderRejected(409, 'Payment Pending', CUSTOMER_INFO_MESSAGES.paymentNotConfirmed, 'PAYMENT_PENDING');
}

/** A payment that landed since the cleanup's query wins: paid orders are never cleaned, nor removed ones twice. */
const cleanable = (state: OrderState) => state.exists && !state.removed && state.paymentStatus !== 'completed';
