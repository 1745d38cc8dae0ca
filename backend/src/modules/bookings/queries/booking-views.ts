import { Inject, Injectable } from '@nestjs/common';
import { Database, Queryable } from '../../../platform/database/database';
import { BookingStatus } from '../domain/booking.events';

/** A booking as calendar_bookings has it now, in the words other modules use. */
export interface BookingView {
  bookingId: string;
  orderId: string;
  date: string;
  /** HH:MM */
  startTime: string;
  endTime: string;
  scooperName: string | null;
  notes: string | null;
  status: BookingStatus;
}

/** The bookings read table as other modules read it (follow-up's booking cards), so they never query calendar_bookings. */
@Injectable()
export class BookingViews {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** The booking a booking stream projects to. */
  async byStreamId(streamId: string, client: Queryable = this.db.pool): Promise<BookingView | null> {
    const { rows } = await client.query<BookingView>(
      `select id as "bookingId", customer_order_id as "orderId", scheduled_date as date, to_char(start_time, 'HH24:MI') as "startTime",
         to_char(end_time, 'HH24:MI') as "endTime", scooper_name as "scooperName", booking_notes as notes, booking_status as status
       from calendar_bookings where stream_id = $1`,
      [streamId],
    );
    return rows[0] ?? null;
  }
}
