import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { decideOrder, ORDER_STREAM_DEFINITION } from '../domain/order';
import { AdminOrderDetail } from '../queries/admin-order-row';
import { GetAdminOrderQuery } from '../queries/get-admin-order.query';
import { asProblem } from './order-problem';

export interface DeleteOrderInput {
  orderId: string;
  staffEmail: string;
  reason: string | null;
  requestId: string | null;
}

/** Staff delete (spec: Delete with confirmation): the order leaves lists and dashboards, its history stays. Answers the order as it was. */
export class DeleteOrderByStaffCommand extends Command<AdminOrderDetail> {
  constructor(readonly input: DeleteOrderInput) {
    super();
  }
}

/** Loads the order, refuses a missing or already removed one, appends order.deleted-by-staff. */
@CommandHandler(DeleteOrderByStaffCommand)
export class DeleteOrderByStaffHandler implements ICommandHandler<DeleteOrderByStaffCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ input: { orderId, staffEmail, reason, requestId } }: DeleteOrderByStaffCommand): Promise<AdminOrderDetail> {
    const order = await this.queries.execute(new GetAdminOrderQuery(orderId, true));
    const orders = this.store.stream(ORDER_STREAM_DEFINITION);
    try {
      await withConcurrencyRetry(async () => {
        const { state, expected } = await orders.aggregate(orderId);
        await orders.append(orderId, expected, decideOrder({ type: 'delete-by-staff', by: staffEmail, reason }, state), {
          metadata: { actor: `staff:${staffEmail}`, correlationId: orderId, ...(requestId ? { requestId } : {}) },
        });
      });
    } catch (error) {
      throw asProblem(error);
    }
    return order;
  }
}
