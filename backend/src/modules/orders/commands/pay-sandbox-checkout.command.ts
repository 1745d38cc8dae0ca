import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { PaymentGateway, SandboxSession, sandboxId } from '../../payments';

/** The card the sandbox checkout pays with (its page shows 4242 4242 4242 4242). */
export const SANDBOX_CHECKOUT_CARD = { brand: 'visa', lastFour: '4242' };

/** A Stripe-shaped payment intent, its latest charge expanded with the card, as the sandbox's events carry it. */
export function sandboxPaymentIntent(card: { brand: string; lastFour: string }) {
  return {
    id: sandboxId('pi'),
    object: 'payment_intent',
    status: 'succeeded',
    latest_charge: { id: sandboxId('ch'), object: 'charge', payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.lastFour } } },
  };
}
import { SandboxSessionQuery } from '../queries/sandbox-checkout.query';
import { RecordPaymentEventCommand } from './record-payment-event.command';

/** The sandbox page's Pay: a Stripe-shaped checkout.session.completed, signed like Stripe's, through the real webhook path. */
export class PaySandboxCheckoutCommand extends Command<{ redirectUrl: string }> {
  constructor(readonly sessionId: string) {
    super();
  }
}

@CommandHandler(PaySandboxCheckoutCommand)
export class PaySandboxCheckoutHandler implements ICommandHandler<PaySandboxCheckoutCommand> {
  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ sessionId }: PaySandboxCheckoutCommand): Promise<{ redirectUrl: string }> {
    const session = await this.queries.execute(new SandboxSessionQuery(sessionId));
    const redirectUrl = session.successPath.replace('{CHECKOUT_SESSION_ID}', session.id);
    if (session.status === 'complete') return { redirectUrl };
    if (session.status === 'expired' || !(await this.gateway.sandbox.complete(sessionId))) {
      throw new Problem(
        HttpStatus.CONFLICT,
        'Checkout Expired',
        'This checkout has expired. Please start again from the quote form.',
        undefined,
        'CHECKOUT_EXPIRED',
      );
    }
    const payload = JSON.stringify(completedEvent(session, Math.floor(this.clock.now().getTime() / 1000)));
    await this.commands.execute(new RecordPaymentEventCommand(Buffer.from(payload), this.gateway.signSandboxPayload(payload)));
    return { redirectUrl };
  }
}

function completedEvent(session: SandboxSession, created: number) {
  const subscription = session.mode === 'subscription';
  return {
    id: sandboxId('evt'),
    object: 'event',
    type: 'checkout.session.completed',
    created,
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode,
        status: 'complete',
        payment_status: 'paid',
        amount_total: session.amountDueToday,
        currency: 'usd',
        customer: sandboxId('cus'),
        customer_email: session.customerEmail,
        client_reference_id: session.orderId,
        metadata: session.metadata,
        // Expanded, as the webhook expands Stripe's: the intent a refund goes against and the test card that paid.
        payment_intent: sandboxPaymentIntent(SANDBOX_CHECKOUT_CARD),
        subscription: subscription ? sandboxId('sub') : null,
      },
    },
  };
}
