import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { EventRegistry, ProjectionRegistry } from '../../event-store';
import { Runtime } from '../../platform/runtime';
import { OrdersModule } from '../orders';
import { AssignScooperHandler } from './commands/assign-scooper.command';
import { CancelBookingHandler } from './commands/cancel-booking.command';
import { CompleteBookingHandler } from './commands/complete-booking.command';
import { GenerateSlotsHandler } from './commands/generate-slots.command';
import { RescheduleBookingHandler } from './commands/reschedule-booking.command';
import { ScheduleBookingHandler } from './commands/schedule-booking.command';
import { BlockSlotHandler, UnblockSlotHandler } from './commands/set-slot-availability.command';
import { Slots } from './commands/slots.repository';
import { BOOKING_STREAM_DEFINITION } from './domain/booking';
import { BookableOrdersAdminController } from './http/bookable-orders.admin.controller';
import { BookingsAdminController } from './http/bookings.admin.controller';
import { ScoopersAdminController } from './http/scoopers.admin.controller';
import { SlotsAdminController } from './http/slots.admin.controller';
import { calendarBookingsProjection } from './projections/calendar-bookings.projection';
import { AvailabilitySlotsSeed } from './seed/availability-slots.seed';
import { GetBookingHandler } from './queries/get-booking.query';
import { GetSlotHandler } from './queries/get-slot.query';
import { ListBookableOrdersHandler } from './queries/list-bookable-orders.query';
import { SlotStatsHandler } from './queries/slot-stats.query';
import { BookingViews } from './queries/booking-views';

/** Calendar slots and scooper assignments (plain tables) and event-sourced bookings (DESIGN §3, §5). */
@Module({})
export class BookingsModule implements OnModuleInit {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: BookingsModule,
      controllers: runtime.config.runsApi ? [SlotsAdminController, BookingsAdminController, BookableOrdersAdminController, ScoopersAdminController] : [],
      imports: [OrdersModule],
      providers: [
        Slots,
        AvailabilitySlotsSeed,
        ScheduleBookingHandler,
        RescheduleBookingHandler,
        CancelBookingHandler,
        CompleteBookingHandler,
        GetBookingHandler,
        GenerateSlotsHandler,
        BlockSlotHandler,
        UnblockSlotHandler,
        AssignScooperHandler,
        GetSlotHandler,
        SlotStatsHandler,
        ListBookableOrdersHandler,
        BookingViews,
      ],
    };
  }

  constructor(
    @Inject(EventRegistry) private readonly events: EventRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.events.defineStream(BOOKING_STREAM_DEFINITION);
    this.projections.register(calendarBookingsProjection);
  }
}
