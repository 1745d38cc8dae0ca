import Stripe from 'stripe';
import { CreatedCardSession, PaidInvoice } from '../domain/payments.port';
import { createStripeClient, StripeClientOptions } from './stripe-checkout.adapter';

/** The card error Stripe answers when an invoice's payment is declined. */
export class InvoicePaymentDeclined extends Error {}

/**
 * Stripe's side of a subscription's card (issue 17): the Billing Portal where the customer updates it, paying the
 * open invoice again once they did, and the payment intent and card behind a paid session or invoice.
 */
export class StripeBilling {
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeClientOptions) {
    this.stripe = createStripeClient(options.secretKey, options.apiUrl);
  }

  /** A Billing Portal session for the customer, returning to the site's path when they are done. */
  async createCardSession(customerId: string, returnPath: string): Promise<CreatedCardSession> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: new URL(returnPath, this.options.publicUrl).toString(),
    });
    return { url: session.url };
  }

  /** Pays the open invoice with the customer's (new) default card; a retried call with the same key is the same attempt. */
  async payInvoice(invoiceId: string, idempotencyKey: string): Promise<PaidInvoice> {
    try {
      const invoice = await this.stripe.invoices.pay(invoiceId, {}, { idempotencyKey });
      return { invoiceId: invoice.id ?? invoiceId, status: invoice.status ?? 'open' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new InvoicePaymentDeclined(error.message);
      throw error;
    }
  }

  /** The payment intent, its latest charge expanded (the card), by id. */
  async paymentIntent(paymentIntentId: string): Promise<Stripe.PaymentIntent> {
    return this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
  }

  /** The payment intent that paid an invoice (its paid invoice payment), or null. */
  async invoicePaymentIntentId(invoiceId: string): Promise<string | null> {
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
    const paid = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
    const intent = paid?.payment?.payment_intent;
    return typeof intent === 'string' ? intent : (intent?.id ?? null);
  }
}
