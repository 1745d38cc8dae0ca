import { Inject, Injectable } from '@nestjs/common';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingActor } from './booking-actor';
import { changeBooking } from './change-booking';

/** Cancels a confirmed booking; its place in the slot is free again at once (the projection commits with it). */
@Injectable()
export class CancelBooking {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute(bookingId: string, reason: string | null, context: BookingActor): Promise<{ message: string }> {
    await changeBooking(this.db, this.store, bookingId, async () => ({ type: 'cancel', reason }), context);
    return { message: BOOKING_MESSAGES.cancelled };
  }
}
