export { BookingsModule } from './bookings.module';
export { BOOKING_EVENTS, BOOKING_STREAM, bookingStreamId } from './domain/booking.events';
export type { BookingEvent, BookingScheduled, BookingRescheduled, BookingCancelled, BookingCompleted, BookingStatus } from './domain/booking.events';
export { calendarBookingsProjection } from './projections/calendar-bookings.projection';
export { BookingViews, type BookingView } from './queries/booking-views';
