import { HttpStatus, Inject, Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { InvoicePaymentDeclined, PaymentGateway, sandboxCardOf, SandboxCardSession } from '../../payments';
import { decideOrder, ORDER_STREAM_DEFINITION } from '../domain/order';
import { CARD_MESSAGES } from '../orders.messages';
import { CustomerOrders } from '../queries/customer-orders.view';
import { asProblem } from './order-problem';
import { SimulateSandboxBillingCommand } from './simulate-sandbox-billing.command';

/** Who asked, for the events' metadata. */
export interface CardActor {
  actor: string;
  requestId: string | null;
}

const cardPageMissing = () => new Problem(HttpStatus.NOT_FOUND, 'Not Found', CARD_MESSAGES.notFound, undefined, 'CARD_PAGE_NOT_FOUND');
const notSubscription = () => new Problem(HttpStatus.CONFLICT, 'No card on file', CARD_MESSAGES.notSubscription, undefined, 'NOT_ACTIVE_SUBSCRIPTION');

/** Where the customer updates the card of one of their subscriptions: Stripe's Billing Portal, or the sandbox's card page. */
export class OpenCardPageCommand extends Command<{ url: string }> {
  constructor(
    readonly orderId: string,
    readonly returnPath: string,
  ) {
    super();
  }
}

@CommandHandler(OpenCardPageCommand)
export class OpenCardPageHandler implements ICommandHandler<OpenCardPageCommand> {
  private readonly logger = new Logger('cards');

  constructor(
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ orderId, returnPath }: OpenCardPageCommand): Promise<{ url: string }> {
    const order = await this.orders.byId(orderId);
    if (!order || order.removed_at) throw cardPageMissing();
    if (!order.is_subscription || order.payment_status !== 'completed' || order.subscription_status === 'canceled') throw notSubscription();
    if (order.payment_provider === 'sandbox') {
      if (!this.gateway.sandboxEnabled) throw cardPageMissing();
      return { url: (await this.gateway.sandboxCards.create(orderId, returnPath)).url };
    }
    if (!order.stripe_customer_id)
      throw new Problem(HttpStatus.CONFLICT, 'No Stripe customer', CARD_MESSAGES.noProviderCustomer, undefined, 'NO_PROVIDER_CUSTOMER');
    try {
      return await this.gateway.stripeCardSession(order.payment_mode === 'production' ? 'production' : 'test', order.stripe_customer_id, returnPath);
    } catch (error) {
      this.logger.error({ orderId, err: error }, 'Billing Portal session failed');
      throw new Problem(HttpStatus.BAD_GATEWAY, 'Card page unavailable', CARD_MESSAGES.providerFailed, undefined, 'PROVIDER_FAILED');
    }
  }
}

/** An open sandbox card page, for one of these orders only (someone else's page is as unknown as a made-up id). */
export async function ownedCardSession(gateway: PaymentGateway, sessionId: string, orderIds: string[]): Promise<SandboxCardSession> {
  const session = gateway.sandboxEnabled ? await gateway.sandboxCards.find(sessionId) : null;
  if (!session || !orderIds.includes(session.orderId)) throw cardPageMissing();
  return session;
}

export interface SavedCard {
  redirectUrl: string;
  cardBrand: string;
  cardLastFour: string;
  /** An overdue invoice was paid again with the new card (a recovery). */
  overduePaid: boolean;
}

/**
 * The sandbox card page's Save: a test card number (Stripe's: 4242… saves, 4000 0000 0000 0002 is declined) becomes
 * order.card-updated; a past-due plan's open invoice is then paid with it through the sandbox's renewal, so the
 * same webhook path settles the dunning sequence and reinstates the visits.
 */
export class SaveSandboxCardCommand extends Command<SavedCard> {
  constructor(
    readonly sessionId: string,
    readonly orderIds: string[],
    readonly cardNumber: string,
    readonly by: CardActor,
  ) {
    super();
  }
}

@CommandHandler(SaveSandboxCardCommand)
export class SaveSandboxCardHandler implements ICommandHandler<SaveSandboxCardCommand> {
  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ sessionId, orderIds, cardNumber, by }: SaveSandboxCardCommand): Promise<SavedCard> {
    const session = await ownedCardSession(this.gateway, sessionId, orderIds);
    if (session.status !== 'open') throw new Problem(HttpStatus.CONFLICT, 'Card page closed', CARD_MESSAGES.notFound, undefined, 'CARD_PAGE_CLOSED');
    const card = sandboxCardOf(cardNumber);
    if (!card) throw Problem.validation({ cardNumber: CARD_MESSAGES.cardNumber });
    if (card.declined)
      throw new Problem(HttpStatus.PAYMENT_REQUIRED, 'Card declined', CARD_MESSAGES.declined, { cardNumber: CARD_MESSAGES.declined }, 'CARD_DECLINED');
    const stream = this.store.stream(ORDER_STREAM_DEFINITION);
    const pastDue = await withConcurrencyRetry(async () => {
      const order = await stream.aggregate(session.orderId);
      let events;
      try {
        events = decideOrder({ type: 'update-card', card: { provider: 'sandbox', cardBrand: card.brand, cardLastFour: card.lastFour } }, order.state);
      } catch (error) {
        throw asProblem(error);
      }
      // Used once: a second Save of the same page (a double click) records nothing more.
      if (!(await this.gateway.sandboxCards.complete(sessionId)))
        throw new Problem(HttpStatus.CONFLICT, 'Card page closed', CARD_MESSAGES.notFound, undefined, 'CARD_PAGE_CLOSED');
      await stream.append(session.orderId, order.expected, events, {
        subjectId: order.subjectId,
        metadata: { actor: by.actor, correlationId: session.orderId, ...(by.requestId ? { requestId: by.requestId } : {}) },
      });
      return order.state.pastDue !== null;
    });
    let overduePaid = false;
    if (pastDue) {
      const { outcome } = await this.commands.execute(new SimulateSandboxBillingCommand(session.orderId, 'renewal-paid'));
      overduePaid = outcome === 'recorded';
    }
    return { redirectUrl: session.returnPath, cardBrand: card.brand, cardLastFour: card.lastFour, overduePaid };
  }
}

/**
 * Back from Stripe's Billing Portal with a new card: the past-due plan's open invoice is paid again with it. Stripe
 * then sends invoice.paid, and the webhook settles the dunning sequence and reinstates the visits.
 */
export class RetryOverduePaymentCommand extends Command<{ status: string }> {
  constructor(readonly orderId: string) {
    super();
  }
}

@CommandHandler(RetryOverduePaymentCommand)
export class RetryOverduePaymentHandler implements ICommandHandler<RetryOverduePaymentCommand> {
  private readonly logger = new Logger('cards');

  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ orderId }: RetryOverduePaymentCommand): Promise<{ status: string }> {
    const row = await this.orders.byId(orderId);
    if (!row || row.removed_at) throw cardPageMissing();
    const { state } = await this.store.stream(ORDER_STREAM_DEFINITION).aggregate(orderId);
    if (!state.pastDue) throw new Problem(HttpStatus.CONFLICT, 'Nothing overdue', CARD_MESSAGES.notPastDue, undefined, 'NOT_PAST_DUE');
    if (state.provider === 'sandbox') {
      const { outcome } = await this.commands.execute(new SimulateSandboxBillingCommand(orderId, 'renewal-paid'));
      return { status: outcome === 'recorded' ? 'paid' : 'open' };
    }
    const invoiceId = state.pastDue.invoiceId;
    if (!invoiceId) throw new Problem(HttpStatus.CONFLICT, 'Nothing overdue', CARD_MESSAGES.notPastDue, undefined, 'NOT_PAST_DUE');
    // One attempt per invoice per minute: a double click or a reloaded page is the same attempt at Stripe.
    const key = `retry-${invoiceId}-${Math.floor(this.clock.now().getTime() / 60_000)}`;
    try {
      const paid = await this.gateway.payStripeInvoice(state.paymentMode, invoiceId, key);
      return { status: paid.status };
    } catch (error) {
      if (error instanceof InvoicePaymentDeclined)
        throw new Problem(HttpStatus.PAYMENT_REQUIRED, 'Card declined', CARD_MESSAGES.retryDeclined, undefined, 'CARD_DECLINED');
      this.logger.error({ orderId, invoiceId, err: error }, 'paying the overdue invoice failed');
      throw new Problem(HttpStatus.BAD_GATEWAY, 'Payment unavailable', CARD_MESSAGES.providerFailed, undefined, 'PROVIDER_FAILED');
    }
  }
}
