import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { CustomerOrders } from '../../orders';
import { CART_STREAM_DEFINITION, decideCart } from '../domain/cart';
import { cartFacts } from './cart-facts';

/** The end of the cart's local day: send the follow-up ('sent') unless a rule says not to (null); or say when it is due. */
export class SettleCartCommand extends Command<'sent' | Date | null> {
  constructor(readonly cartId: string) {
    super();
  }
}

@CommandHandler(SettleCartCommand)
export class SettleCartHandler implements ICommandHandler<SettleCartCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
  ) {}

  async execute({ cartId }: SettleCartCommand): Promise<'sent' | Date | null> {
    const carts = this.store.stream(CART_STREAM_DEFINITION);
    // Re-read on every attempt: a beacon may have sent it while this one waited.
    return withConcurrencyRetry(async () => {
      const cart = await carts.aggregate(cartId);
      if (cart.state.status !== 'tracking') return null;
      const now = this.clock.now();
      const dueAt = new Date(cart.state.followUpDueAt!);
      if (dueAt.getTime() > now.getTime()) return dueAt;
      const facts = cart.subjectId ? await cartFacts(this.orders, this.db.pool, cart.subjectId) : { purchased: false, alreadySent: false };
      const events = decideCart({ type: 'settle', now, ...facts }, cart.state);
      if (!events.length) return null;
      await carts.append(cartId, cart.expected, events, { subjectId: cart.subjectId, metadata: { actor: 'system:end-of-day', correlationId: cartId } });
      return 'sent';
    });
  }
}
