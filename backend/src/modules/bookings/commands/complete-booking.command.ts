import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingActor } from './booking-actor';
import { changeBooking } from './change-booking';

export class CompleteBookingCommand extends Command<{ message: string }> {
  constructor(
    readonly bookingId: string,
    readonly context: BookingActor,
  ) {
    super();
  }
}

/** Marks a confirmed booking's visit as done. */
@CommandHandler(CompleteBookingCommand)
export class CompleteBookingHandler implements ICommandHandler<CompleteBookingCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute({ bookingId, context }: CompleteBookingCommand): Promise<{ message: string }> {
    await changeBooking(this.db, this.store, bookingId, async () => ({ type: 'complete' }), context);
    return { message: BOOKING_MESSAGES.completed };
  }
}
