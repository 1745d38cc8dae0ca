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
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
}
