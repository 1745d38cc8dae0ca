import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { HttpStatus, Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EventStore, PersonalDataVault } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem, throwIfErrors } from '../../../platform/http/problem';
import { isUnavailableError, ServiceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../../platform/http/unavailable';
import {
  calculateQuote,
  CHECKOUT_FAILED_MESSAGE,
  CustomerData,
  QUOTE_MESSAGES,
  sanitizeInstructions,
  ServiceType,
  stripMarkup,
  validateChoices,
  validateOrder,
} from '../../pricing';
import { CheckoutProvider, CheckoutRequest, CreatedCheckout, PaymentGateway } from '../../payments';
import { checkoutLines } from '../domain/checkout-lines';
import { decideOrder, initialOrderState, ORDER_STREAM_DEFINITION } from '../domain/order';
import { CheckoutStarted, orderPricing } from '../domain/order.events';
import { RawChoices, toChoices, wrongEndpointMessage } from '../domain/quote-input';
import { submissionFingerprint } from '../domain/submission-fingerprint';
import { OrderSecrets } from '../order-secrets';
import { CheckDiscountCodeQuery } from '../queries/check-discount-code.query';
import { CheckoutLimits, DUPLICATE_WINDOW_MS } from './checkout-limits';
import { CheckoutResumes } from './checkout-resume';
import { formatOrderNumber } from '../domain/order-number';

/** The checkout form as posted (any price the browser sent is not part of it: the server prices). */
export interface CheckoutInput {
  customerData: {
    name: string;
    email: string;
    phone: string;
    zipCode: string;
    serviceFrequency?: string;
    numberOfDogs?: string;
    yardSize?: string;
    specialInstructions?: string;
  };
  selectedAddOns?: RawChoices['addOns'];
  trashDay?: string;
  commitmentMonths?: number;
  discountCode?: string;
  leadId?: string;
}

export interface StartedCheckout {
  url: string;
  orderId: string;
}

export interface CheckoutContext {
  ip: string;
  requestId?: string;
  /** The browser's resume token (its checkout_resume cookie, http/resume-cookie.ts). */
  browserToken: string;
}

/** A visitor starts paying for a subscription or a one-time cleanup. */
export class StartCheckoutCommand extends Command<StartedCheckout> {
  constructor(
    readonly request: CheckoutInput,
    readonly serviceType: ServiceType,
    readonly context: CheckoutContext,
  ) {
    super();
  }
}

/**
 * Validates everything, recomputes the price (any price the browser sent is ignored), enforces the
 * submission limits, opens the hosted checkout, and records order.checkout-started.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  private readonly logger = new Logger('checkout');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(Database) private readonly db: Database,
    @Inject(PaymentGateway) private readonly payments: PaymentGateway,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CheckoutLimits) private readonly limits: CheckoutLimits,
    @Inject(CheckoutResumes) private readonly resumes: CheckoutResumes,
    @Inject(OrderSecrets) private readonly secrets: OrderSecrets,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ request, serviceType, context }: StartCheckoutCommand): Promise<StartedCheckout> {
    const raw = request.customerData;
    const customer: CustomerData = {
      name: stripMarkup(raw.name),
      email: stripMarkup(raw.email).toLowerCase(),
      phone: stripMarkup(raw.phone),
      zipCode: stripMarkup(raw.zipCode),
      specialInstructions: sanitizeInstructions(raw.specialInstructions ?? ''),
    };
    const choices = toChoices(
      {
        serviceFrequency: raw.serviceFrequency,
        numberOfDogs: raw.numberOfDogs,
        yardSize: raw.yardSize,
        addOns: request.selectedAddOns,
        trashDay: request.trashDay,
        commitmentMonths: request.commitmentMonths,
      },
      serviceType,
    );
    throwIfErrors(validateChoices(choices));
    throwIfErrors(validateOrder(customer, choices));

    const discount = request.discountCode?.trim() ? await this.queries.execute(new CheckDiscountCodeQuery(request.discountCode, context.ip)) : null;
    if (discount && !discount.isValid) throw Problem.validation({ discountCode: QUOTE_MESSAGES.invalidDiscountCode });
    const discountCode = discount?.isValid ? discount.discountCode : null;

    const quote = calculateQuote(choices, discountCode?.discountPercent ?? 0);
    if (!quote) throw Problem.validation({ serviceFrequency: QUOTE_MESSAGES.frequencyRequired });
    const wrongEndpoint = wrongEndpointMessage(serviceType, quote.kind);
    if (wrongEndpoint)
      throw new Problem(HttpStatus.BAD_REQUEST, 'Invalid request data', wrongEndpoint, { serviceFrequency: wrongEndpoint }, 'VALIDATION_FAILED');

    // The reads below go out beside the limit that is judged before them (one round trip instead of two each time);
    // the refusals keep their order: spacing, then a paid duplicate, then the count, and only then a resumable checkout.
    const fingerprint = submissionFingerprint(this.secrets, customer, choices, discountCode?.code ?? null);
    const paid = settledLater(this.paidRecently(fingerprint));
    await this.limits.checkSpacing(customer.email);
    if (await paid) throw this.limits.duplicate();
    // The same submission from the same browser, while its checkout is still open, resumes it rather than opening a second order.
    const resumable = settledLater(this.resumable(fingerprint, context.browserToken));
    await this.limits.checkCount(customer.email, context.ip);
    const resumed = await resumable;
    if (resumed) return resumed;

    const orderId = randomUUID();
    const subjectId = this.vault.subjectIdFor(customer.email);
    // The person's vault key is made (or read) beside the order number and the payment mode, not after them: three short
    // statements on one connection (db.together), one write and one round trip instead of three connections at once.
    const [orderNumber, { provider, mode }] = await this.db.together(() =>
      Promise.all([this.nextOrderNumber(), this.payments.checkoutProvider(), this.vault.prepare(subjectId)]),
    );
    const checkout: CheckoutRequest = {
      orderId,
      mode: quote.kind === 'one-time' ? 'payment' : 'subscription',
      customerEmail: customer.email,
      lines: checkoutLines(quote, choices),
      successPath: `/${quote.kind === 'one-time' ? 'payment-success' : 'subscription-success'}?session_id={CHECKOUT_SESSION_ID}`,
      cancelPath: '/?checkout=cancelled#quote',
      metadata: { order_id: orderId, order_number: formatOrderNumber(orderNumber) ?? '' },
    };
    const record = async (created: CreatedCheckout, client?: PoolClient) => {
      const data: CheckoutStarted = {
        orderId,
        orderNumber,
        customer: { ...customer, specialInstructions: customer.specialInstructions ?? '' },
        choices,
        pricing: orderPricing(quote),
        discountCode,
        leadId: stripMarkup(request.leadId ?? '') || null,
        paymentMode: mode,
        provider: provider.name,
        checkoutSessionId: created.sessionId,
        checkoutUrl: created.url,
        fingerprint,
      };
      const events = decideOrder({ type: 'start-checkout', checkout: data }, initialOrderState());
      await this.store.stream(ORDER_STREAM_DEFINITION).append(orderId, 'no-stream', events, {
        subjectId,
        metadata: { actor: 'visitor', requestId: context.requestId ?? null, correlationId: data.leadId ?? orderId },
        client,
      });
    };
    // Resuming is a convenience: without the entry the same browser simply opens a fresh checkout. Written beside the
    // order rather than after it: an entry whose order was never recorded resumes nothing (resumable() reads the order).
    const remembered = this.resumes
      .remember(fingerprint, context.browserToken, orderId)
      .catch((error: unknown) => this.logger.warn({ err: error, orderId }, 'could not remember the checkout for resuming'));
    const opened: { session?: CreatedCheckout } = {};
    const openAndRecord = async (client?: PoolClient) => {
      opened.session = await this.openCheckout(provider, checkout, client);
      await record(opened.session, client);
      return opened.session;
    };
    let created: CreatedCheckout;
    try {
      // The sandbox keeps its sessions in our own database: the session, the event and the inline projection commit in
      // one transaction (one commit instead of two), and a checkout that could not be recorded leaves no session behind.
      created = provider.name === 'sandbox' ? await this.store.transaction(openAndRecord) : await openAndRecord();
    } catch (error) {
      await remembered;
      // No session was opened: the provider's failure (the sandbox's transaction could not even start counts as its own).
      if (!opened.session) throw error instanceof Problem ? error : this.checkoutFailed(provider, orderId, error);
      // No order was recorded, so the browser must not go on to pay; the provider's session simply lapses (the sandbox's
      // was rolled back with the event).
      this.logger.error({ err: error, orderId, checkoutSessionId: opened.session.sessionId }, 'could not record the checkout');
      throw new Problem(HttpStatus.SERVICE_UNAVAILABLE, 'Error', CHECKOUT_FAILED_MESSAGE, undefined, 'CHECKOUT_NOT_RECORDED', {
        'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      });
    }
    await remembered;
    return { url: created.url, orderId };
  }

  /** Opens the provider's hosted checkout (in the caller's transaction, for the sandbox). */
  private async openCheckout(provider: CheckoutProvider, checkout: CheckoutRequest, client?: PoolClient): Promise<CreatedCheckout> {
    try {
      return await provider.createCheckout(checkout, client);
    } catch (error) {
      throw this.checkoutFailed(provider, checkout.orderId, error);
    }
  }

  private checkoutFailed(provider: CheckoutProvider, orderId: string, error: unknown): Problem {
    this.logger.error({ err: error, orderId, provider: provider.name }, 'checkout creation failed');
    // The sandbox provider keeps its sessions in our own database: a database that is down or busy is ours to retry
    // (503, Retry-After), not a payment provider's failure (502).
    if (provider.name === 'sandbox' && isUnavailableError(error)) return new ServiceUnavailable(CHECKOUT_FAILED_MESSAGE);
    return new Problem(HttpStatus.BAD_GATEWAY, 'Error', CHECKOUT_FAILED_MESSAGE, undefined, 'CHECKOUT_FAILED');
  }

  /** Drawn once, before the event: the event carries it, so replays give the order the same number (a number lost to a failed checkout is simply skipped). */
  private async nextOrderNumber(): Promise<number> {
    const [row] = await this.db.query<{ n: string }>(`select nextval('order_number_seq')::text as n`);
    return Number(row.n);
  }

  private windowStart(): Date {
    return new Date(this.clock.now().getTime() - DUPLICATE_WINDOW_MS);
  }

  /** The same submission was paid within the duplicate window (by anyone: the spec refuses it outright). */
  private async paidRecently(fingerprint: string): Promise<boolean> {
    const rows = await this.db.query(PAID_DUPLICATE_SQL, [fingerprint, this.windowStart()]);
    return rows.length > 0;
  }

  /** This browser's own open checkout for the same submission, if it is still pending. */
  private async resumable(fingerprint: string, browserToken: string): Promise<StartedCheckout | null> {
    const orderId = await this.resumes.find(fingerprint, browserToken);
    if (!orderId) return null;
    const [row] = await this.db.query<{ id: string; checkout_url: string }>(
      `select id, checkout_url from customer_orders
       where id = $1 and submission_fingerprint = $2 and payment_status = 'pending' and removed_at is null and checkout_url is not null and created_at > $3`,
      [orderId, fingerprint, this.windowStart()],
    );
    return row ? { url: row.checkout_url, orderId: row.id } : null;
  }
}

/**
 * Whether a submission ($1, its fingerprint) was paid since $2. Answered from customer_orders_paid_fingerprint_idx,
 * which holds paid orders alone: a statement prepared once per connection keeps its plan, so the plan must not depend
 * on the table's statistics.
 */
export const PAID_DUPLICATE_SQL = `select 1 from customer_orders where submission_fingerprint = $1 and payment_status = 'completed' and removed_at is null and created_at > $2 limit 1`;

/** A read started early whose answer may never be asked for (a refusal came first): its failure is then not unhandled. */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
