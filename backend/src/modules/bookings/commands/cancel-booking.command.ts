import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingActor } from './booking-actor';
import { changeBooking } from './change-booking';

export class CancelBookingCommand extends Command<{ message: string }> {
  constructor(
    readonly bookingId: string,
    readonly reason: string | null,
    readonly context: BookingActor,
  ) {
    super();
  }
}

/** Cancels a confirmed booking; its place in the slot is free again at once (the projection commits with it). */
@CommandHandler(CancelBookingCommand)
export class CancelBookingHandler implements ICommandHandler<CancelBookingCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute({ bookingId, reason, context }: CancelBookingCommand): Promise<{ message: string }> {
    await changeBooking(this.db, this.store, bookingId, async () => ({ type: 'cancel', reason }), context);
    return { message: BOOKING_MESSAGES.cancelled };
  }
}
