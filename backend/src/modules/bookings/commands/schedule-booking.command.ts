import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { decideBooking, initialBookingState } from '../domain/booking';
import { BOOKING_STREAM, bookingStreamId } from '../domain/booking.events';
import { localDateTime } from '../../../platform/time/local-time';
import { asProblem, BookingActor } from './booking-actor';
import { lockSlot, orderFacts } from './booking-facts';

export interface ScheduleBookingInput {
  orderId: string | null;
  slotId: string | null;
  scooperAssignmentId: string | null;
  notes: string | null;
}

/** Staff book a paid order into a slot: the slot is locked, the rules decide, booking.scheduled is appended. */
@Injectable()
export class ScheduleBooking {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(input: ScheduleBookingInput, context: BookingActor): Promise<{ bookingId: string; message: string }> {
    if (!input.orderId || !input.slotId) {
      throw new Problem(400, 'Invalid request data', BOOKING_MESSAGES.selectBoth, { booking: BOOKING_MESSAGES.selectBoth }, 'VALIDATION_FAILED');
    }
    const bookingId = randomUUID();
    try {
      await this.db.transaction(async (client) => {
        const slot = await lockSlot(client, input.slotId, null);
        const order = await orderFacts(client, input.orderId!);
        const nowLocal = localDateTime(this.config.business.timeZone, this.clock.now());
        const events = decideBooking({ type: 'schedule', bookingId, order, slot, scooperAssignmentId: input.scooperAssignmentId, notes: input.notes, nowLocal }, initialBookingState());
        await this.store.append(bookingStreamId(bookingId), BOOKING_STREAM, 'no-stream', events.map((e) => ({ type: e.type, data: { ...e.data } })), {
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
