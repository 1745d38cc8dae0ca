import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Problem } from '../../../platform/http/problem';
import { foldOrder } from '../domain/order';
import { DeletedByStaff, ORDER_STREAM, orderStreamId } from '../domain/order.events';
import { ORDERS_ADMIN_MESSAGES } from './orders-admin.messages';

export interface DeleteOrderInput {
  orderId: string;
  staffEmail: string;
  reason?: string;
  requestId?: string;
}

/** Staff delete: load the order, refuse a missing or already removed one, append order.deleted-by-staff. */
@Injectable()
export class DeleteOrderByStaff {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ orderId, staffEmail, reason, requestId }: DeleteOrderInput): Promise<void> {
    const streamId = orderStreamId(orderId);
    await withConcurrencyRetry(async () => {
      const history = await this.store.readStream(streamId);
      const state = foldOrder(history);
      if (!state.exists) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', ORDERS_ADMIN_MESSAGES.notFound);
      if (state.removed) throw new Problem(HttpStatus.CONFLICT, 'Already removed', ORDERS_ADMIN_MESSAGES.alreadyRemoved, undefined, 'ORDER_ALREADY_REMOVED');
      const data: DeletedByStaff = { by: staffEmail, ...(reason ? { reason } : {}) };
      await this.store.append(streamId, ORDER_STREAM, history[history.length - 1].version, [{ type: 'order.deleted-by-staff', data: { ...data } }], {
        metadata: { actor: `staff:${staffEmail}`, correlationId: orderId, ...(requestId ? { requestId } : {}) },
      });
    });
  }
}
