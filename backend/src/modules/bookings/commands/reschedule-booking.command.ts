import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { localDateTime } from '../../../platform/time/local-time';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingActor } from './booking-actor';
import { lockSlot } from './booking-facts';
import { changeBooking } from './change-booking';

export class RescheduleBookingCommand extends Command<{ message: string }> {
  constructor(
    readonly bookingId: string,
    readonly input: { slotId: string; scooperAssignmentId: string | null },
    readonly context: BookingActor,
  ) {
    super();
  }
}

/** Moves a confirmed booking to another slot, with the same checks (and lock) as scheduling. */
@CommandHandler(RescheduleBookingCommand)
export class RescheduleBookingHandler implements ICommandHandler<RescheduleBookingCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ bookingId, input, context }: RescheduleBookingCommand): Promise<{ message: string }> {
    await changeBooking(
      this.db,
      this.store,
      bookingId,
      async (client) => ({
        type: 'reschedule',
        slot: await lockSlot(client, input.slotId, bookingId),
        scooperAssignmentId: input.scooperAssignmentId,
        nowLocal: localDateTime(this.config.business.timeZone, this.clock.now()),
      }),
      context,
    );
    return { message: BOOKING_MESSAGES.rescheduled };
  }
}
