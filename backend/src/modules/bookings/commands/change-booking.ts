import { EventStore, withConcurrencyRetry } from '../../../event-store';
import { Database, Queryable } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BOOKING_STREAM_DEFINITION, BookingCommand, BookingRejected, BookingState, decideBooking } from '../domain/booking';
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
  const bookings = store.stream(BOOKING_STREAM_DEFINITION);
  try {
    await withConcurrencyRetry(() =>
      db.transaction(async (client) => {
        const booking = await bookings.aggregate(bookingId, { client });
        if (!booking.exists) throw new BookingRejected(404, BOOKING_MESSAGES.bookingNotFound);
        const events = decideBooking(await command(client, booking.state), booking.state);
        await bookings.append(bookingId, booking.expected, events, {
          client,
          subjectId: booking.subjectId,
          metadata: { actor: context.actor, requestId: context.requestId, correlationId: booking.state.orderId ?? bookingId },
        });
      }),
    );
  } catch (error) {
    throw asProblem(error);
  }
}
