import { ERASED, narrow, Projection, RecordedEvent } from '../../../event-store';
import { Queryable } from '../../../platform/database/database';
import { BookingEvent } from '../domain/booking.events';

/** calendar_bookings, projected inline so the capacity check under the slot lock counts every committed booking. */
export const calendarBookingsProjection: Projection = {
  name: 'calendar_bookings',
  tables: ['calendar_bookings'],
  independent: true,
  handles: (type) => type.startsWith('booking.'),
  async apply(events: RecordedEvent[], client: Queryable) {
    for (const recorded of events) await applyOne(recorded, client);
  },
  async erase(subjectId, client) {
    // Exactly what a replay of the erased log produces (sealed fields open as [erased]).
    await client.query(
      `update calendar_bookings set
         booking_notes = case when booking_notes is null then null else $2 end,
         cancellation_reason = case when cancellation_reason is null then null else $2 end
       where subject_id = $1`,
      [subjectId, ERASED],
    );
  },
};

async function applyOne(recorded: RecordedEvent, client: Queryable): Promise<void> {
  const event = narrow<BookingEvent>(recorded);
  const at = recorded.metadata.occurredAt;
  const stream = recorded.streamId;
  const version = recorded.version;
  switch (event.type) {
    case 'booking.scheduled': {
      const d = event.data;
      await client.query(
        `insert into calendar_bookings (id, stream_id, customer_order_id, availability_slot_id, scooper_assignment_id, scooper_name,
           booking_status, booking_notes, scheduled_date, start_time, end_time, subject_id, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, 'confirmed', $7, $8, $9, $10, $13, $11, $12, $12)
         on conflict (id) do nothing`,
        [
          d.bookingId,
          stream,
          d.orderId,
          d.slotId,
          d.scooperAssignmentId,
          d.scooperName,
          d.notes,
          d.date,
          d.startTime,
          d.endTime,
          version,
          at,
          recorded.subjectId,
        ],
      );
      return;
    }
    case 'booking.rescheduled': {
      const d = event.data;
      await client.query(
        `update calendar_bookings set availability_slot_id = $2, scheduled_date = $3, start_time = $4, end_time = $5,
           scooper_assignment_id = $6, scooper_name = $7, reschedule_count = reschedule_count + 1, version = $8, updated_at = $9
         where stream_id = $1`,
        [stream, d.toSlotId, d.date, d.startTime, d.endTime, d.scooperAssignmentId, d.scooperName, version, at],
      );
      return;
    }
    case 'booking.cancelled':
      await client.query(
        `update calendar_bookings set booking_status = 'cancelled', cancellation_reason = $2, cancelled_at = $3, version = $4, updated_at = $3 where stream_id = $1`,
        [stream, event.data.reason, at, version],
      );
      return;
    case 'booking.completed':
      await client.query(`update calendar_bookings set booking_status = 'completed', completed_at = $2, version = $3, updated_at = $2 where stream_id = $1`, [
        stream,
        at,
        version,
      ]);
      return;
  }
}
