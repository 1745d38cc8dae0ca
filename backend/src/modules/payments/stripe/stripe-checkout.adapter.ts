import Stripe from 'stripe';
import {
  ChangedSubscription,
  CheckoutProvider,
  CheckoutRequest,
  CreatedCheckout,
  CreatedRefund,
  RefundRequest,
  SubscriptionChangeRequest,
} from '../domain/payments.port';

export interface StripeClientOptions {
  secretKey: string;
  /** The site's public origin; Stripe needs absolute return URLs. */
  publicUrl: string;
  /** Another API address (tests point it at a local stand-in). */
  apiUrl?: string;
}

export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
  });
}

/**
 * Stripe Checkout Sessions: subscription mode with one recurring line (monthly, or every 3 months with prepay)
 * plus a one-time setup line; payment mode for a one-time cleanup.
 */
export class StripeCheckout implements CheckoutProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeClientOptions) {
    this.stripe = createStripeClient(options.secretKey, options.apiUrl);
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const absolute = (path: string) => new URL(path, this.options.publicUrl).toString().replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}');
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.mode,
      customer_email: request.customerEmail,
      client_reference_id: request.orderId,
      metadata: request.metadata,
      success_url: absolute(request.successPath),
      cancel_url: absolute(request.cancelPath),
      line_items: request.lines.map((line) => ({
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: line.amount,
          product_data: { name: line.name, ...(line.description ? { description: line.description } : {}) },
          ...(line.recurring && request.mode === 'subscription'
            ? { recurring: { interval: 'month' as const, interval_count: line.recurring.intervalMonths } }
            : {}),
        },
      })),
      ...(request.mode === 'subscription' ? { subscription_data: { metadata: request.metadata } } : { payment_intent_data: { metadata: request.metadata } }),
    };
    // The order id as idempotency key: a retried request never opens a second session for one order.
    const session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${request.orderId}` });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { sessionId: session.id, url: session.url };
  }

  /** A full or partial refund of the order's payment intent; the idempotency key makes a retry the same refund. */
  async refund(request: RefundRequest): Promise<CreatedRefund> {
    if (!request.paymentIntentId) throw new Error(`order ${request.orderId} has no payment intent to refund`);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: request.paymentIntentId,
        amount: request.amount,
        reason: 'requested_by_customer',
        metadata: { order_id: request.orderId, reason: request.reason.slice(0, 500) },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { refundId: refund.id, status: refund.status ?? 'pending' };
  }

  /**
   * The same subscription at a new recurring price (issue 17): its recurring item gets the new amount on the same
   * product, and Stripe prorates the rest of the period onto the next invoice (create_prorations). The idempotency
   * key makes a retried change the same change.
   */
  async changeSubscription(request: SubscriptionChangeRequest): Promise<ChangedSubscription> {
    if (!request.subscriptionId) throw new Error(`order ${request.orderId} has no Stripe subscription to change`);
    const subscription = await this.stripe.subscriptions.retrieve(request.subscriptionId);
    const item = subscription.items.data.find((candidate) => candidate.price?.recurring) ?? subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${request.subscriptionId} has no item to change`);
    const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const updated = await this.stripe.subscriptions.update(
      request.subscriptionId,
      {
        items: [
          {
            id: item.id,
            price_data: {
              currency: 'usd',
              product,
              unit_amount: request.recurringAmount,
              recurring: { interval: 'month', interval_count: request.intervalMonths },
            },
          },
        ],
        proration_behavior: 'create_prorations',
        ...(request.prorationDate ? { proration_date: request.prorationDate } : {}),
        metadata: { order_id: request.orderId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { subscriptionId: updated.id, status: updated.status };
  }
}
