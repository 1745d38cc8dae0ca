export { BookingsModule } from './bookings.module';
export { BOOKING_EVENTS, BOOKING_STREAM, bookingStreamId } from './domain/booking.events';
export type { BookingScheduled, BookingRescheduled, BookingCancelled, BookingCompleted, BookingStatus } from './domain/booking.events';
export { calendarBookingsProjection } from './projections/calendar-bookings.projection';
