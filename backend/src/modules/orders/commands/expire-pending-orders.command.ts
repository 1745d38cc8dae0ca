import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { PaymentGateway } from '../../payments';
import { EXPIRED_PENDING_HOURS } from '../domain/order';
import { CLEANUP_MESSAGES } from '../orders.messages';
import { CleanupCandidatesQuery } from '../queries/cleanup.query';
import { CleanupResult, removeOrders } from './remove-orders';

/** Pending orders unpaid for 48 hours leave as order.expired-by-cleanup (never deletes); by staff or the hourly job. */
export class ExpirePendingOrdersCommand extends Command<CleanupResult> {
  constructor(readonly actor: string) {
    super();
  }
}

@CommandHandler(ExpirePendingOrdersCommand)
export class ExpirePendingOrdersHandler implements ICommandHandler<ExpirePendingOrdersCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PaymentGateway) private readonly payments: PaymentGateway,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: ExpirePendingOrdersCommand): Promise<CleanupResult> {
    const candidates = await this.queries.execute(new CleanupCandidatesQuery('expired'));
    const removed = await removeOrders(this.store, this.payments, candidates, actor, () => ({ type: 'expire', olderThanHours: EXPIRED_PENDING_HOURS }));
    return { removed, title: CLEANUP_MESSAGES.expiredTitle, message: CLEANUP_MESSAGES.expired };
  }
}
