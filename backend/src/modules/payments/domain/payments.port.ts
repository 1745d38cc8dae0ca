import type { Queryable } from '../../../platform/database/database';

export type PaymentMode = 'test' | 'production';
export type PaymentProvider = 'stripe' | 'sandbox';

export interface CheckoutLine {
  name: string;
  /** Cents, per charge. */
  amount: number;
  /** Null for a one-time charge (a one-time cleanup, or the setup fee on a subscription). */
  recurring: { intervalMonths: 1 | 3 } | null;
  /** What the charge is made of, shown under its name on the hosted page (the quote's lines, discounts, trash day). */
  description?: string;
}

export interface CheckoutRequest {
  orderId: string;
  mode: 'subscription' | 'payment';
  customerEmail: string;
  lines: CheckoutLine[];
  /** Site paths; `{CHECKOUT_SESSION_ID}` is replaced by the provider. */
  successPath: string;
  cancelPath: string;
  metadata: Record<string, string>;
}

export interface CreatedCheckout {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** The payments port: creates a hosted checkout; payment results come back as Stripe-shaped webhook events. */
export interface CheckoutProvider {
  readonly name: PaymentProvider;
  /**
   * `within`: the caller's open transaction. A provider that keeps its sessions in our own database (the sandbox)
   * writes them there, so the session commits with the order's event or not at all; a remote one ignores it.
   */
  createCheckout(request: CheckoutRequest, within?: Queryable): Promise<CreatedCheckout>;
}

/** A refund staff asked for: cents back to the customer, against the order's card payment. */
export interface RefundRequest {
  orderId: string;
  /** Stripe's payment intent of the charge to refund (null with the sandbox). */
  paymentIntentId: string | null;
  amount: number;
  reason: string;
  /** Same key → same refund at the provider: a retried request never refunds twice. */
  idempotencyKey: string;
}

export interface CreatedRefund {
  refundId: string;
  status: string;
}

/** The customer's change to their subscription (issue 17): the recurring charge from now on, prorated by the provider. */
export interface SubscriptionChangeRequest {
  orderId: string;
  /** The provider's subscription (Stripe's sub_…); the sandbox keeps none of its own. */
  subscriptionId: string | null;
  /** Cents charged every `intervalMonths` from the change on. */
  recurringAmount: number;
  intervalMonths: 1 | 3;
  /** When the change counts from for the proration (seconds), or null for now. */
  prorationDate: number | null;
  /** Same key → same change at the provider: a retried request never changes twice. */
  idempotencyKey: string;
}

export interface ChangedSubscription {
  subscriptionId: string | null;
  status: string;
}

/** Where the customer goes to update their card: Stripe's Billing Portal, or the sandbox's own card page. */
export interface CreatedCardSession {
  url: string;
}

/** An open invoice paid again (after the customer updated the card). */
export interface PaidInvoice {
  invoiceId: string;
  status: string;
}
