import type Stripe from 'stripe';
import type { OrderState } from './order';
import { OrderEvent, PaymentRejectionReason } from './order.events';

type Obj = Record<string, unknown>;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value
    ? value
    : typeof value === 'object' && value && typeof (value as Obj).id === 'string'
      ? ((value as Obj).id as string)
      : null;
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
/** The event's object read field by field (the provider's own types differ per event type). */
const objectOf = (event: Stripe.Event): Obj => event.data.object as unknown as Obj;

/** Where a provider event says which order it is about: our metadata first, then the provider's ids. */
export interface OrderReference {
  orderId: string | null;
  checkoutSessionId: string | null;
  subscriptionId: string | null;
}

export function referenceOf(event: Stripe.Event): OrderReference {
  const object = objectOf(event);
  const metadata = (object.metadata ?? {}) as Obj;
  if (event.type.startsWith('checkout.session.')) {
    return { orderId: str(metadata.order_id) ?? str(object.client_reference_id), checkoutSessionId: str(object.id), subscriptionId: str(object.subscription) };
  }
  if (event.type.startsWith('invoice.')) {
    const parent = (object.parent ?? {}) as Obj;
    const details = (parent.subscription_details ?? object.subscription_details ?? {}) as Obj;
    const detailsMeta = (details.metadata ?? {}) as Obj;
    return {
      orderId: str(detailsMeta.order_id) ?? str(metadata.order_id),
      checkoutSessionId: null,
      subscriptionId: str(details.subscription) ?? str(object.subscription),
    };
  }
  if (event.type.startsWith('customer.subscription.')) {
    return { orderId: str(metadata.order_id), checkoutSessionId: null, subscriptionId: str(object.id) };
  }
  return { orderId: null, checkoutSessionId: null, subscriptionId: null };
}

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** What a paid session or invoice says about how it was paid: the payment intent (refunds go against it) and the card. */
export interface PaymentDetails {
  paymentIntentId: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
}

const obj = (value: unknown): Obj | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : null);
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;
const CARD_BRAND = /^[a-z][a-z_]{0,29}$/;
const LAST_FOUR = /^[0-9]{4}$/;

/**
 * The payment intent and card behind a paid event, read from its payload: a session's or (older API versions) an
 * invoice's payment_intent, else the invoice's paid payment (invoice.payments); each an id, or the object when
 * expanded (the webhook handler expands Stripe's, the sandbox sends them expanded), whose latest charge names the card.
 */
export function paymentDetailsOf(event: Stripe.Event): PaymentDetails {
  const object = objectOf(event);
  let intent: unknown = object.payment_intent;
  if (!intent && event.type.startsWith('invoice.')) {
    const payments = obj(object.payments)?.data;
    if (Array.isArray(payments)) {
      const paid = payments.find((p) => obj(p)?.status === 'paid') ?? payments[0];
      intent = obj(obj(paid)?.payment)?.payment_intent;
    }
  }
  const intentId = str(intent);
  const charge = obj(obj(intent)?.latest_charge) ?? obj(object.charge);
  const card = obj(obj(charge?.payment_method_details)?.card);
  const brand = str(card?.brand);
  const lastFour = str(card?.last4);
  return {
    paymentIntentId: intentId && PAYMENT_INTENT_ID.test(intentId) ? intentId : null,
    cardBrand: brand && CARD_BRAND.test(brand) ? brand : null,
    cardLastFour: lastFour && LAST_FOUR.test(lastFour) ? lastFour : null,
  };
}

/** The card fields an event records: left out when the provider did not say. */
const cardFields = (details: PaymentDetails) => (details.cardLastFour ? { cardBrand: details.cardBrand ?? 'card', cardLastFour: details.cardLastFour } : {});

/** The only currency the site prices in. */
export const ORDER_CURRENCY = 'usd';

interface Charge {
  amount: number | null;
  currency: string | null;
}

/** What a payment event says was charged: a session's total or an invoice's amount paid. */
function chargeOf(event: Stripe.Event): Charge {
  const object = objectOf(event);
  const amount = event.type.startsWith('invoice.') ? num(object.amount_paid) : num(object.amount_total);
  return { amount, currency: str(object.currency) };
}

function rejected(state: OrderState, event: Stripe.Event, reason: PaymentRejectionReason, charge: Charge): OrderEvent {
  return {
    type: 'order.payment-event-rejected',
    data: {
      reason,
      providerEventId: event.id,
      providerEventType: event.type,
      paymentMode: state.paymentMode,
      livemode: event.livemode === true,
      expectedAmount: state.dueToday,
      amount: charge.amount,
      currency: charge.currency,
    },
  };
}

/** A first payment must be exactly what the server priced for today, in usd. */
const paysDueToday = (state: OrderState, charge: Charge) => charge.amount === state.dueToday && charge.currency === ORDER_CURRENCY;

/** Billing reasons of a subscription's later invoices; its first invoice ('subscription_create') is the checkout's payment. */
const RENEWAL_REASONS = new Set(['subscription_cycle', 'subscription_update', 'subscription_threshold', 'manual']);

const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** The service period an invoice covers: its first line's period (Stripe's invoice period_* lag one cycle behind), else the invoice's. */
function periodOf(object: Obj): { start: string | null; end: string | null } {
  const lines = ((object.lines ?? {}) as Obj).data;
  const first = Array.isArray(lines) && lines.length ? ((lines[0] as Obj).period as Obj | undefined) : undefined;
  if (first) return { start: isoOf(num(first.start)), end: isoOf(num(first.end)) };
  return { start: isoOf(num(object.period_start)), end: isoOf(num(object.period_end)) };
}

/**
 * The subscription's first invoice, paid after checkout.session.completed recorded the payment: Stripe's session
 * names no payment intent in subscription mode, the invoice does. Recorded once, while the first payment lacks one.
 */
function firstPaymentDetailsOf(event: Stripe.Event, state: OrderState, invoiceId: string): OrderEvent[] {
  if (state.paymentIntentId) return [];
  const details = paymentDetailsOf(event);
  if (!details.paymentIntentId) return [];
  return [
    {
      type: 'order.payment-details-recorded',
      data: {
        invoiceId,
        paymentIntentId: details.paymentIntentId,
        cardBrand: details.cardLastFour ? (details.cardBrand ?? 'card') : null,
        cardLastFour: details.cardLastFour,
        providerEventId: event.id,
      },
    },
  ];
}

/** A paid subscription's later invoice: recorded once per invoice id, whatever order the deliveries come in. */
function renewalOf(event: Stripe.Event, state: OrderState): OrderEvent[] {
  const object = objectOf(event);
  const invoiceId = str(object.id);
  const billingReason = str(object.billing_reason);
  if (state.isSubscription && invoiceId && billingReason === 'subscription_create') return firstPaymentDetailsOf(event, state, invoiceId);
  if (!state.isSubscription || !invoiceId || !billingReason || !RENEWAL_REASONS.has(billingReason)) return [];
  if (state.paidInvoices.includes(invoiceId)) return [];
  const charge = chargeOf(event);
  if (charge.currency !== ORDER_CURRENCY || charge.amount === null) return [rejected(state, event, 'amount-mismatch', charge)];
  const period = periodOf(object);
  const details = paymentDetailsOf(event);
  return [
    {
      type: 'order.renewal-paid',
      data: {
        invoiceId,
        amount: charge.amount,
        currency: charge.currency,
        periodStart: period.start,
        periodEnd: period.end,
        billingReason,
        recovered: state.failedInvoices.includes(invoiceId),
        providerEventId: event.id,
        ...(details.paymentIntentId ? { paymentIntentId: details.paymentIntentId } : {}),
        ...cardFields(details),
      },
    },
  ];
}

/**
 * decide(provider event, state) → order events. Pure: duplicates and reorderings fall out of the state
 * (a paid order is never paid twice; an expiry after payment changes nothing; older statuses are ignored).
 * An event from the other Stripe mode than the order's, or a first payment of another amount, is recorded
 * as order.payment-event-rejected and changes nothing else.
 */
export function decidePaymentEvent(event: Stripe.Event, state: OrderState): OrderEvent[] {
  const object = objectOf(event);
  const providerEventId = event.id;
  // Stripe marks every event with the mode of the keys that made it; a missing flag is not live.
  if ((event.livemode === true) !== (state.paymentMode === 'production')) return [rejected(state, event, 'livemode-mismatch', chargeOf(event))];
  switch (event.type) {
    case 'checkout.session.completed': {
      if (state.paymentStatus === 'completed') return [];
      if (object.payment_status !== 'paid' && object.payment_status !== 'no_payment_required') return [];
      const charge = chargeOf(event);
      if (!paysDueToday(state, charge)) return [rejected(state, event, 'amount-mismatch', charge)];
      const details = paymentDetailsOf(event);
      return [
        {
          type: 'order.payment-completed',
          data: {
            checkoutSessionId: str(object.id),
            stripeCustomerId: str(object.customer),
            stripePaymentIntentId: details.paymentIntentId,
            stripeSubscriptionId: str(object.subscription),
            amountPaid: num(object.amount_total),
            providerEventId,
            ...cardFields(details),
          },
        },
      ];
    }
    case 'invoice.paid': {
      if (state.paymentStatus === 'completed') return renewalOf(event, state);
      const charge = chargeOf(event);
      if (!paysDueToday(state, charge)) return [rejected(state, event, 'amount-mismatch', charge)];
      const reference = referenceOf(event);
      const details = paymentDetailsOf(event);
      return [
        {
          type: 'order.payment-completed',
          data: {
            checkoutSessionId: null,
            stripeCustomerId: str(object.customer),
            stripePaymentIntentId: details.paymentIntentId,
            stripeSubscriptionId: reference.subscriptionId,
            amountPaid: num(object.amount_paid),
            providerEventId,
            ...cardFields(details),
          },
        },
      ];
    }
    case 'checkout.session.expired':
      if (state.paymentStatus !== 'pending' && state.paymentStatus !== 'failed') return [];
      return [{ type: 'order.checkout-expired', data: { checkoutSessionId: str(object.id) ?? '', providerEventId } }];
    case 'invoice.payment_failed': {
      const invoiceId = str(object.id);
      if (invoiceId && state.failedInvoices.includes(invoiceId)) return [];
      // A late failure of an invoice already paid (a reordered delivery) changes nothing.
      if (invoiceId && state.paidInvoices.includes(invoiceId)) return [];
      const error = ((object.last_finalization_error ?? {}) as Obj).message;
      const amountDue = num(object.amount_due);
      return [
        {
          type: 'order.payment-failed',
          data: {
            invoiceId,
            reason: typeof error === 'string' ? error : 'The card payment failed.',
            providerEventId,
            ...(amountDue === null ? {} : { amountDue }),
          },
        },
      ];
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : (str(object.status) ?? 'unknown');
      if (event.created < state.subscriptionStatusAt) return [];
      if (status === state.subscriptionStatus) return [];
      return [
        {
          type: 'order.subscription-status-changed',
          data: { stripeSubscriptionId: str(object.id) ?? '', status, providerCreatedAt: event.created, providerEventId },
        },
      ];
    }
    default:
      return [];
  }
}
