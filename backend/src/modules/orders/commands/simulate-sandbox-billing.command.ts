import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { PaymentGateway, sandboxId } from '../../payments';
import { ORDER_STREAM_DEFINITION } from '../domain/order';
import { BILLING_MESSAGES, ORDERS_ADMIN_MESSAGES } from '../orders.messages';
import { CustomerOrders } from '../queries/customer-orders.view';
import { SANDBOX_CHECKOUT_CARD, sandboxPaymentIntent } from './pay-sandbox-checkout.command';
import { RecordPaymentEventCommand, WebhookOutcome } from './record-payment-event.command';

export type SandboxBillingEvent = 'renewal-paid' | 'payment-failed' | 'subscription-deleted';
export const SANDBOX_BILLING_EVENTS: readonly SandboxBillingEvent[] = ['renewal-paid', 'payment-failed', 'subscription-deleted'];

/**
 * The sandbox's stand-in for what Stripe sends over a subscription's life (issue 17: tried offline): a renewal
 * paid, a renewal's card declined, or the subscription ended. Each is a Stripe-shaped event signed with the
 * sandbox secret and fed to the real webhook path, so the same decisions run. Sandbox orders only.
 */
export class SimulateSandboxBillingCommand extends Command<{ outcome: WebhookOutcome; eventType: string }> {
  constructor(
    readonly orderId: string,
    readonly event: SandboxBillingEvent,
  ) {
    super();
  }
}

@CommandHandler(SimulateSandboxBillingCommand)
export class SimulateSandboxBillingHandler implements ICommandHandler<SimulateSandboxBillingCommand> {
  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ orderId, event }: SimulateSandboxBillingCommand): Promise<{ outcome: WebhookOutcome; eventType: string }> {
    const order = await this.orders.byId(orderId);
    if (!order || order.removed_at) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', ORDERS_ADMIN_MESSAGES.notFound);
    if (order.payment_provider !== 'sandbox')
      throw new Problem(HttpStatus.CONFLICT, 'Not a sandbox order', BILLING_MESSAGES.sandboxOnly, undefined, 'NOT_SANDBOX');
    if (!order.is_subscription || order.payment_status !== 'completed' || !order.stripe_subscription_id) {
      throw new Problem(HttpStatus.CONFLICT, 'Not an active subscription', BILLING_MESSAGES.notActiveSubscription, undefined, 'NOT_SUBSCRIPTION');
    }
    const { state } = await this.store.stream(ORDER_STREAM_DEFINITION).aggregate(orderId);
    const now = this.clock.now();
    const created = Math.floor(now.getTime() / 1000);
    const months = Number(order.commitment_months) === 3 ? 3 : 1;
    // The plan's price now, plus what a change of plan prorated onto this invoice (issue 17); a larger credit carries no charge.
    const amount = Math.max(0, Number(order.final_price) * months + state.pendingProration);
    const subscription = order.stripe_subscription_id;
    const metadata = { order_id: orderId };
    // Paying settles the invoice that failed (a recovery); otherwise it is the next period's invoice.
    const invoiceId = event === 'renewal-paid' && state.pastDue?.invoiceId ? state.pastDue.invoiceId : sandboxId('in');
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + months);
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      currency: 'usd',
      customer: order.stripe_customer_id,
      lines: { data: [{ period: { start: created, end: Math.floor(end.getTime() / 1000) } }] },
      parent: { subscription_details: { subscription, metadata } },
    };
    const stripeEvent =
      event === 'renewal-paid'
        ? {
            type: 'invoice.paid',
            object: {
              ...invoice,
              amount_paid: amount,
              amount_due: amount,
              status: 'paid',
              // The card on file pays (the one the customer saved last, else the checkout's test card).
              payment_intent: sandboxPaymentIntent(
                order.card_last_four ? { brand: order.card_brand ?? 'card', lastFour: order.card_last_four } : SANDBOX_CHECKOUT_CARD,
              ),
            },
          }
        : event === 'payment-failed'
          ? {
              type: 'invoice.payment_failed',
              object: { ...invoice, amount_paid: 0, amount_due: amount, status: 'open', last_finalization_error: { message: 'Your card was declined.' } },
            }
          : { type: 'customer.subscription.deleted', object: { id: subscription, object: 'subscription', status: 'canceled', metadata } };
    const payload = JSON.stringify({
      id: sandboxId('evt'),
      object: 'event',
      type: stripeEvent.type,
      created,
      livemode: false,
      data: { object: stripeEvent.object },
    });
    const outcome = await this.commands.execute(new RecordPaymentEventCommand(Buffer.from(payload), this.gateway.signSandboxPayload(payload)));
    return { outcome, eventType: stripeEvent.type };
  }
}
