import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { localDateTime } from '../../../platform/time/local-time';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BOOKING_STREAM_DEFINITION, decideBooking, initialBookingState } from '../domain/booking';
import { asProblem, BookingActor } from './booking-actor';
import { CustomerOrders } from '../../orders';
import { lockSlot, orderFacts } from './booking-facts';

export interface ScheduleBookingInput {
  orderId: string | null;
  slotId: string | null;
  scooperAssignmentId: string | null;
  notes: string | null;
  /** Staff confirmed a first booking on a day that is not one of the customer's preferred days. */
  otherDay?: boolean;
}

/** Staff book a paid order into a slot. */
export class ScheduleBookingCommand extends Command<{ bookingId: string; message: string }> {
  constructor(
    readonly input: ScheduleBookingInput,
    readonly context: BookingActor,
  ) {
    super();
  }
}

/** The slot is locked, the rules decide, booking.scheduled is appended to a new stream. */
@CommandHandler(ScheduleBookingCommand)
export class ScheduleBookingHandler implements ICommandHandler<ScheduleBookingCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
  ) {}

  async execute({ input, context }: ScheduleBookingCommand): Promise<{ bookingId: string; message: string }> {
    if (!input.orderId || !input.slotId) {
      throw new Problem(400, 'Invalid request data', BOOKING_MESSAGES.selectBoth, { booking: BOOKING_MESSAGES.selectBoth }, 'VALIDATION_FAILED');
    }
    const bookingId = randomUUID();
    try {
      await this.db.transaction(async (client) => {
        const slot = await lockSlot(client, input.slotId, null);
        const order = await orderFacts(this.orders, client, input.orderId!);
        const nowLocal = localDateTime(this.config.business.timeZone, this.clock.now());
        const events = decideBooking(
          {
            type: 'schedule',
            bookingId,
            order,
            slot,
            scooperAssignmentId: input.scooperAssignmentId,
            notes: input.notes,
            nowLocal,
            otherDay: input.otherDay === true,
          },
          initialBookingState(),
        );
        await this.store.stream(BOOKING_STREAM_DEFINITION).append(bookingId, 'no-stream', events, {
          client,
          subjectId: order?.subjectId ?? null,
          metadata: { actor: context.actor, requestId: context.requestId, correlationId: input.orderId! },
        });
      });
    } catch (error) {
      throw asProblem(error);
    }
    return { bookingId, message: BOOKING_MESSAGES.created };
  }
}
