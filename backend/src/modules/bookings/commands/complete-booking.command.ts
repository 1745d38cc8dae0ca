import { Inject, Injectable } from '@nestjs/common';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingActor } from './booking-actor';
import { changeBooking } from './change-booking';

/** Marks a confirmed booking's visit as done. */
@Injectable()
export class CompleteBooking {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute(bookingId: string, context: BookingActor): Promise<{ message: string }> {
    await changeBooking(this.db, this.store, bookingId, async () => ({ type: 'complete' }), context);
    return { message: BOOKING_MESSAGES.completed };
  }
}
