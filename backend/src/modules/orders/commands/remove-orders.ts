import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { PaymentGateway } from '../../payments';
import { decideOrder, ORDER_STREAM_DEFINITION, OrderCommand } from '../domain/order';
import { CleanupCandidate } from '../queries/cleanup.query';

export interface CleanupResult {
  removed: number;
  title: string;
  message: string;
}

/**
 * Each candidate's stream decides again (a payment that landed since the query wins); the count is of the orders
 * that did leave. Their sandbox sessions close so they can't be paid afterwards.
 */
export async function removeOrders(
  store: EventStore,
  payments: PaymentGateway,
  candidates: CleanupCandidate[],
  actor: string,
  command: (candidate: CleanupCandidate) => Extract<OrderCommand, { type: 'expire' | 'remove-duplicate' }>,
): Promise<number> {
  const orders = store.stream(ORDER_STREAM_DEFINITION);
  let removed = 0;
  for (const candidate of candidates) {
    const done = await withConcurrencyRetry(async () => {
      const { state, expected } = await orders.aggregate(candidate.id);
      const events = decideOrder(command(candidate), state);
      if (!events.length) return false;
      await orders.append(candidate.id, expected, events, { metadata: { actor, correlationId: candidate.id } });
      return true;
    });
    if (done) removed++;
  }
  await payments.sandbox.expire(candidates.map((c) => c.id));
  return removed;
}
