import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../config/config';
import { resolveMasterKey } from '../../event-store/vault/master-key';
import { Clock } from '../../platform/clock';
import { Database } from '../../platform/database/database';
import { Problem } from '../../platform/http/problem';
import {
  ChangedSubscription,
  CheckoutProvider,
  CreatedCardSession,
  CreatedRefund,
  PaidInvoice,
  PaymentMode,
  RefundRequest,
  SubscriptionChangeRequest,
} from './domain/payments.port';
import { SandboxCards } from './sandbox/sandbox-cards.adapter';
import { SandboxCheckout, sandboxId } from './sandbox/sandbox-checkout.adapter';
import { StripeBilling } from './stripe/stripe-billing.adapter';
import { StripeCheckout } from './stripe/stripe-checkout.adapter';

export const LIVE_KEY_MISSING_MESSAGE = 'Production mode needs a live Stripe key. Set STRIPE_LIVE_SECRET_KEY and restart before switching to production.';
export const INVALID_SIGNATURE_MESSAGE = 'Webhook signature verification failed.';

export interface PaymentModeView {
  mode: PaymentMode;
  testMode: boolean;
  /** Which adapter takes the next checkout: Stripe, or the built-in sandbox when no test key is set. */
  provider: 'stripe' | 'sandbox';
  liveKeyConfigured: boolean;
  updatedAt: string;
}

/** Chooses the checkout adapter by payment mode (stripe_settings.test_mode) and verifies webhooks. */
@Injectable()
export class PaymentGateway {
  readonly sandbox: SandboxCheckout;
  /** The sandbox's card pages (the built-in stand-in for Stripe's Billing Portal). */
  readonly sandboxCards: SandboxCards;
  private readonly billingByKey = new Map<string, StripeBilling>();
  private readonly logger = new Logger('payments');
  private readonly stripeByKey = new Map<string, StripeCheckout>();
  private readonly sandboxSecret: string;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) clock: Clock,
  ) {
    this.sandbox = new SandboxCheckout(db, clock);
    this.sandboxCards = new SandboxCards(db, clock);
    this.sandboxSecret = `whsec_sandbox_${createHmac('sha256', resolveMasterKey(config)).update('sandbox-webhook').digest('hex')}`;
  }

  async mode(): Promise<PaymentModeView> {
    const [row] = await this.db.query<{ test_mode: boolean; updated_at: Date }>('select test_mode, updated_at from stripe_settings where id = 1');
    const testMode = row?.test_mode ?? true;
    return {
      mode: testMode ? 'test' : 'production',
      testMode,
      provider: testMode && this.config.sandboxPayments ? 'sandbox' : 'stripe',
      liveKeyConfigured: Boolean(this.config.env.STRIPE_LIVE_SECRET_KEY),
      updatedAt: (row?.updated_at ?? new Date(0)).toISOString(),
    };
  }

  async setMode(mode: PaymentMode, actor: string): Promise<PaymentModeView> {
    if (mode === 'production' && !this.config.env.STRIPE_LIVE_SECRET_KEY) {
      throw new Problem(HttpStatus.CONFLICT, 'Live key missing', LIVE_KEY_MISSING_MESSAGE, { mode: LIVE_KEY_MISSING_MESSAGE }, 'LIVE_KEY_MISSING');
    }
    await this.db.query(
      `insert into stripe_settings (id, test_mode, updated_at, updated_by) values (1, $1, now(), $2)
       on conflict (id) do update set test_mode = excluded.test_mode, updated_at = now(), updated_by = excluded.updated_by`,
      [mode === 'test', actor],
    );
    return this.mode();
  }

  /** The adapter for the current mode: live Stripe in production; test Stripe, or the sandbox without a test key. */
  async checkoutProvider(): Promise<{ provider: CheckoutProvider; mode: PaymentMode }> {
    const { mode } = await this.mode();
    const key = mode === 'production' ? this.config.env.STRIPE_LIVE_SECRET_KEY : this.config.env.STRIPE_SECRET_KEY;
    if (mode === 'production' && !key) throw new Error('payment mode is production but STRIPE_LIVE_SECRET_KEY is not set');
    if (!key) return { provider: this.sandbox, mode };
    let stripe = this.stripeByKey.get(key);
    if (!stripe) {
      stripe = new StripeCheckout({ secretKey: key, publicUrl: this.config.publicUrl, apiUrl: this.config.env.STRIPE_API_URL });
      this.stripeByKey.set(key, stripe);
    }
    return { provider: stripe, mode };
  }

  /**
   * A refund through the provider the order was paid with: Stripe in the order's mode (test or live key), or the
   * sandbox, which refunds at once with an id of its own.
   */
  async refund(provider: 'stripe' | 'sandbox', mode: PaymentMode, request: RefundRequest): Promise<CreatedRefund> {
    if (provider === 'sandbox') return { refundId: sandboxId('re'), status: 'succeeded' };
    const key = mode === 'production' ? this.config.env.STRIPE_LIVE_SECRET_KEY : this.config.env.STRIPE_SECRET_KEY;
    if (!key) throw new Error(`no Stripe ${mode} key to refund order ${request.orderId}`);
    let stripe = this.stripeByKey.get(key);
    if (!stripe) {
      stripe = new StripeCheckout({ secretKey: key, publicUrl: this.config.publicUrl, apiUrl: this.config.env.STRIPE_API_URL });
      this.stripeByKey.set(key, stripe);
    }
    return stripe.refund(request);
  }

  /**
   * The customer's change to their subscription through the provider it was paid with: Stripe (in the order's mode)
   * updates the subscription's item and prorates; the sandbox has nothing to call (the order records its own proration).
   */
  async changeSubscription(provider: 'stripe' | 'sandbox', mode: PaymentMode, request: SubscriptionChangeRequest): Promise<ChangedSubscription> {
    if (provider === 'sandbox') return { subscriptionId: request.subscriptionId, status: 'active' };
    const key = mode === 'production' ? this.config.env.STRIPE_LIVE_SECRET_KEY : this.config.env.STRIPE_SECRET_KEY;
    if (!key) throw new Error(`no Stripe ${mode} key to change order ${request.orderId}`);
    let stripe = this.stripeByKey.get(key);
    if (!stripe) {
      stripe = new StripeCheckout({ secretKey: key, publicUrl: this.config.publicUrl, apiUrl: this.config.env.STRIPE_API_URL });
      this.stripeByKey.set(key, stripe);
    }
    return stripe.changeSubscription(request);
  }

  /** Stripe's billing calls with the key of that mode, or null without one (the sandbox). */
  private billingFor(mode: PaymentMode): StripeBilling | null {
    const key = mode === 'production' ? this.config.env.STRIPE_LIVE_SECRET_KEY : this.config.env.STRIPE_SECRET_KEY;
    if (!key) return null;
    let billing = this.billingByKey.get(key);
    if (!billing) {
      billing = new StripeBilling({ secretKey: key, publicUrl: this.config.publicUrl, apiUrl: this.config.env.STRIPE_API_URL });
      this.billingByKey.set(key, billing);
    }
    return billing;
  }

  /** Stripe's Billing Portal for the order's customer (issue 17: update the card), returning to the account. */
  async stripeCardSession(mode: PaymentMode, customerId: string, returnPath: string): Promise<CreatedCardSession> {
    const billing = this.billingFor(mode);
    if (!billing) throw new Error(`no Stripe ${mode} key to open the Billing Portal`);
    return billing.createCardSession(customerId, returnPath);
  }

  /** Pays a Stripe invoice again with the customer's current card; throws InvoicePaymentDeclined when the card is declined. */
  async payStripeInvoice(mode: PaymentMode, invoiceId: string, idempotencyKey: string): Promise<PaidInvoice> {
    const billing = this.billingFor(mode);
    if (!billing) throw new Error(`no Stripe ${mode} key to pay invoice ${invoiceId}`);
    return billing.payInvoice(invoiceId, idempotencyKey);
  }

  /**
   * A paid Stripe session or invoice whose payload names no card (Stripe's never do; a subscription's session names
   * no payment intent either): the same event with its payment intent expanded from the API, latest charge and card
   * included, so the order records what a refund goes against and the receipt's card. The sandbox's events carry
   * them already. When Stripe can't be asked, the event goes on as it came: the payment is recorded all the same.
   */
  async expandPaymentDetails(
    event: Stripe.Event,
    detailsOf: (event: Stripe.Event) => { paymentIntentId: string | null; cardLastFour: string | null },
  ): Promise<Stripe.Event> {
    if (event.type !== 'checkout.session.completed' && event.type !== 'invoice.paid') return event;
    const known = detailsOf(event);
    if (known.paymentIntentId && known.cardLastFour) return event;
    const billing = this.billingFor(event.livemode === true ? 'production' : 'test');
    if (!billing) return event;
    const object = event.data.object as unknown as Record<string, unknown>;
    const idOf = (value: unknown) =>
      typeof value === 'string'
        ? value
        : typeof value === 'object' && value && typeof (value as { id?: unknown }).id === 'string'
          ? (value as { id: string }).id
          : null;
    try {
      const invoiceId = event.type === 'invoice.paid' ? idOf(object.id) : idOf(object.invoice);
      const intentId = known.paymentIntentId ?? (invoiceId ? await billing.invoicePaymentIntentId(invoiceId) : null);
      if (!intentId) return event;
      const intent = await billing.paymentIntent(intentId);
      return { ...event, data: { ...event.data, object: { ...object, payment_intent: intent } } } as unknown as Stripe.Event;
    } catch (error) {
      this.logger.warn({ eventId: event.id, type: event.type, err: error }, 'could not read the payment intent and card from Stripe');
      return event;
    }
  }

  /** With Stripe configured the sandbox is off: its routes answer 404 and its secret signs nothing we accept. */
  get sandboxEnabled(): boolean {
    return this.config.sandboxPayments;
  }

  /** Verifies the Stripe-Signature header on the raw body, against Stripe's secret, or the sandbox's while it is on. */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!rawBody?.length || !signature) throw this.invalidSignature();
    const secrets = [this.config.env.STRIPE_WEBHOOK_SECRET, this.sandboxEnabled ? this.sandboxSecret : null].filter((s): s is string => Boolean(s));
    for (const secret of secrets) {
      try {
        return Stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        // try the next secret
      }
    }
    throw this.invalidSignature();
  }

  /** Signs a sandbox event exactly as Stripe signs its deliveries. */
  signSandboxPayload(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.sandboxSecret });
  }

  private invalidSignature(): Problem {
    return new Problem(HttpStatus.BAD_REQUEST, 'Invalid signature', INVALID_SIGNATURE_MESSAGE, undefined, 'INVALID_SIGNATURE');
  }
}
