import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { PaymentGateway } from '../../payments';
import { CLEANUP_MESSAGES } from '../orders.messages';
import { CleanupCandidatesQuery } from '../queries/cleanup.query';
import { CleanupResult, removeOrders } from './remove-orders';

/** Orders sharing e-mail, frequency, dogs and yard: the most recent is kept, the others leave as order.removed-as-duplicate (spec 001 §5). */
export class RemoveDuplicateOrdersCommand extends Command<CleanupResult> {
  constructor(readonly actor: string) {
    super();
  }
}

@CommandHandler(RemoveDuplicateOrdersCommand)
export class RemoveDuplicateOrdersHandler implements ICommandHandler<RemoveDuplicateOrdersCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PaymentGateway) private readonly payments: PaymentGateway,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: RemoveDuplicateOrdersCommand): Promise<CleanupResult> {
    const candidates = await this.queries.execute(new CleanupCandidatesQuery('duplicates'));
    const removed = await removeOrders(this.store, this.payments, candidates, actor, (row) => ({ type: 'remove-duplicate', keptOrderId: row.kept_id ?? '' }));
    return removed
      ? { removed, title: CLEANUP_MESSAGES.duplicatesTitle, message: CLEANUP_MESSAGES.duplicates(removed) }
      : { removed, title: CLEANUP_MESSAGES.noDuplicates, message: CLEANUP_MESSAGES.noDuplicates };
  }
}
