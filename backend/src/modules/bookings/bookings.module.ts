import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { EventRegistry, ProjectionRegistry } from '../../event-store';
import { Runtime } from '../../platform/runtime';
import { CancelBooking } from './commands/cancel-booking.command';
import { CompleteBooking } from './commands/complete-booking.command';
import { RescheduleBooking } from './commands/reschedule-booking.command';
import { ScheduleBooking } from './commands/schedule-booking.command';
import { BOOKING_STREAM_DEFINITION } from './domain/booking';
import { BOOKING_EVENTS } from './domain/booking.events';
import { BookableOrdersAdminController } from './http/bookable-orders.admin.controller';
import { BookingsAdminController } from './http/bookings.admin.controller';
import { ScoopersAdminController } from './http/scoopers.admin.controller';
import { SlotsAdminController } from './http/slots.admin.controller';
import { calendarBookingsProjection } from './projections/calendar-bookings.projection';
import { AvailabilitySlotsSeed } from './seed/availability-slots.seed';
import { Slots } from './slots/slots.repository';

/** Calendar slots and scooper assignments (plain tables) and event-sourced bookings (DESIGN §3, §5). */
@Module({})
export class BookingsModule implements OnModuleInit {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: BookingsModule,
      controllers: runtime.config.runsApi ? [SlotsAdminController, BookingsAdminController, BookableOrdersAdminController, ScoopersAdminController] : [],
      providers: [Slots, AvailabilitySlotsSeed, ScheduleBooking, RescheduleBooking, CancelBooking, CompleteBooking],
      exports: [Slots, ScheduleBooking],
    };
  }

  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.events.register(...BOOKING_EVENTS).registerStream(BOOKING_STREAM_DEFINITION);
    this.projections.register(calendarBookingsProjection);
  }
}
