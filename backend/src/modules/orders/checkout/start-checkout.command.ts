import { createHash, randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { EventStore, PersonalDataVault } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem, throwIfErrors } from '../../../platform/http/problem';
import { calculateQuote, CHECKOUT_FAILED_MESSAGE, CustomerData, Quote, QUOTE_MESSAGES, QuoteChoices, sanitizeInstructions, ServiceType, stripMarkup, validateOrder } from '../../pricing';
import { PaymentGateway } from '../../payments/payment-gateway';
import { CheckoutStarted, ORDER_STREAM, orderStreamId } from '../domain/order.events';
import { DiscountCodes } from '../discounts/discount-codes.repository';
import { CheckoutLimits, DUPLICATE_WINDOW_MS } from './checkout-limits';
import { checkoutLines } from './checkout-lines';
import { CheckoutRequestDto } from './checkout.dto';
import { parseChoices, wrongEndpoint } from './quote-input';

export interface StartedCheckout {
  url: string;
  orderId: string;
}

/**
 * Validates everything, recomputes the price (any price the browser sent is ignored), enforces the
 * submission limits, opens the hosted checkout, and records order.checkout-started.
 */
@Injectable()
export class StartCheckout {
  private readonly logger = new Logger('checkout');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PersonalDataVault) private readonly vault: PersonalDataVault,
    @Inject(Database) private readonly db: Database,
    @Inject(PaymentGateway) private readonly payments: PaymentGateway,
    @Inject(DiscountCodes) private readonly discountCodes: DiscountCodes,
    @Inject(CheckoutLimits) private readonly limits: CheckoutLimits,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(request: CheckoutRequestDto, serviceType: ServiceType, context: { ip: string; requestId?: string }): Promise<StartedCheckout> {
    const raw = request.customerData;
    const customer: CustomerData = {
      name: stripMarkup(raw.name),
      email: stripMarkup(raw.email).toLowerCase(),
      phone: stripMarkup(raw.phone),
      zipCode: stripMarkup(raw.zipCode),
      specialInstructions: sanitizeInstructions(raw.specialInstructions ?? ''),
    };
    const choices = parseChoices(
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
    throwIfErrors(validateOrder(customer, choices));

    const discount = request.discountCode?.trim() ? await this.discountCodes.check(request.discountCode) : null;
    if (discount && !discount.isValid) throw Problem.validation({ discountCode: QUOTE_MESSAGES.invalidDiscountCode });
    const discountCode = discount?.isValid ? discount.discountCode : null;

    const quote = calculateQuote(choices, discountCode?.discountPercent ?? 0);
    if (!quote) throw Problem.validation({ serviceFrequency: QUOTE_MESSAGES.frequencyRequired });
    if (serviceType === 'one-time' && quote.kind !== 'one-time') throw wrongEndpoint('A subscription is paid through /api/checkout/subscription');
    if (serviceType === 'subscription' && quote.kind === 'one-time') throw wrongEndpoint('A one-time cleanup is paid through /api/checkout/one-time');

    await this.limits.checkSpacing(customer.email);
    const fingerprint = fingerprintOf(customer, choices, discountCode?.code ?? null);
    const earlier = await this.recentSubmission(fingerprint);
    if (earlier?.payment_status === 'completed') throw this.limits.duplicate();
    await this.limits.checkCount(customer.email, context.ip);
    // The same submission while its checkout is still open resumes it rather than opening a second order.
    if (earlier?.payment_status === 'pending' && earlier.checkout_url) return { url: earlier.checkout_url, orderId: earlier.id };

    const orderId = randomUUID();
    const { provider, mode } = await this.payments.checkoutProvider();
    let created;
    try {
      created = await provider.createCheckout({
        orderId,
        mode: quote.kind === 'one-time' ? 'payment' : 'subscription',
        customerEmail: customer.email,
        lines: checkoutLines(quote, choices),
        successPath: `/${quote.kind === 'one-time' ? 'payment-success' : 'subscription-success'}?session_id={CHECKOUT_SESSION_ID}`,
        cancelPath: '/?checkout=cancelled#quote',
        metadata: { order_id: orderId },
      });
    } catch (error) {
      this.logger.error({ err: error, orderId, provider: provider.name }, 'checkout creation failed');
      throw new Problem(HttpStatus.BAD_GATEWAY, 'Error', CHECKOUT_FAILED_MESSAGE, undefined, 'CHECKOUT_FAILED');
    }

    const data: CheckoutStarted = {
      orderId,
      customer: { ...customer, specialInstructions: customer.specialInstructions ?? '' },
      choices,
      pricing: recordedPricing(quote),
      discountCode,
      leadId: stripMarkup(request.leadId ?? '') || null,
      paymentMode: mode,
      provider: provider.name,
      checkoutSessionId: created.sessionId,
      checkoutUrl: created.url,
      fingerprint,
    };
    try {
      await this.store.append(orderStreamId(orderId), ORDER_STREAM, 'no-stream', [{ type: 'order.checkout-started', data: { ...data } }], {
        subjectId: this.vault.subjectIdFor(customer.email),
        metadata: { actor: 'visitor', requestId: context.requestId ?? null, correlationId: data.leadId ?? orderId },
      });
    } catch (error) {
      // No order was recorded, so the browser must not go on to pay; the provider's session simply lapses.
      this.logger.error({ err: error, orderId, checkoutSessionId: created.sessionId }, 'could not record the checkout');
      throw new Problem(HttpStatus.SERVICE_UNAVAILABLE, 'Error', CHECKOUT_FAILED_MESSAGE, undefined, 'CHECKOUT_NOT_RECORDED');
    }
    return { url: created.url, orderId };
  }

  private async recentSubmission(fingerprint: string) {
    const [row] = await this.db.query<{ id: string; payment_status: string; checkout_url: string | null }>(
      `select id, payment_status, checkout_url from customer_orders
       where submission_fingerprint = $1 and removed_at is null and created_at > $2
       order by created_at desc limit 1`,
      [fingerprint, new Date(this.clock.now().getTime() - DUPLICATE_WINDOW_MS)],
    );
    return row ?? null;
  }
}

/** Same e-mail, ZIP and choices (and code) → same fingerprint. */
function fingerprintOf(customer: CustomerData, choices: QuoteChoices, code: string | null): string {
  const canonical = JSON.stringify([customer.email, customer.zipCode.slice(0, 5), choices.serviceType, choices.serviceFrequency, choices.numberOfDogs, choices.yardSize, choices.addOns, choices.trashDay, choices.commitmentMonths, code]);
  return createHash('sha256').update(canonical).digest('hex');
}

function recordedPricing(quote: Quote): CheckoutStarted['pricing'] {
  const { monthlyPrice: _monthly, recurring: _recurring, ...pricing } = quote;
  return pricing;
}
