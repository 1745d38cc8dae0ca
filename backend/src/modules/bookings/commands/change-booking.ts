import { Queryable } from '../../../platform/database/database';
import { Database } from '../../../platform/database/database';
import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { isUuid } from '../../../platform/http/request';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingCommand, BookingRejected, BookingState, decideBooking, foldBooking } from '../domain/booking';
import { BOOKING_STREAM, bookingStreamId } from '../domain/booking.events';
import { asProblem, BookingActor } from './booking-actor';

/**
 * Load, decide, append with the expected version, for a booking that exists; a concurrent change reloads
 * and decides again. `command` may read more under the same transaction (the new slot's lock).
 */
export async function changeBooking(
  db: Database,
  store: EventStore,
  bookingId: string,
  command: (client: Queryable, state: BookingState) => Promise<BookingCommand>,
  context: BookingActor,
): Promise<void> {
  if (!isUuid(bookingId)) throw asProblem(new BookingRejected(404, BOOKING_MESSAGES.bookingNotFound));
  const streamId = bookingStreamId(bookingId);
  try {
    await withConcurrencyRetry(() =>
      db.transaction(async (client) => {
        const history = await store.readStream(streamId, { client });
        if (!history.length) throw new BookingRejected(404, BOOKING_MESSAGES.bookingNotFound);
        const state = foldBooking(history);
        const events = decideBooking(await command(client, state), state);
        const subjectId = (await client.query<{ subject_id: string | null }>('select subject_id from es_streams where stream_id = $1', [streamId])).rows[0]?.subject_id ?? null;
        await store.append(streamId, BOOKING_STREAM, history[history.length - 1].version, events.map((e) => ({ type: e.type, data: { ...e.data } })), {
          client,
          subjectId,
          metadata: { actor: context.actor, requestId: context.requestId, correlationId: state.orderId ?? bookingId },
        });
      }),
    );
  } catch (error) {
    throw asProblem(error);
  }
}
