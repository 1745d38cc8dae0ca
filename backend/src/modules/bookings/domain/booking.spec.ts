import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { fold } from '../../../event-store';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BOOKING_STREAM_DEFINITION, BookingCommand, BookingRejected, decideBooking, OrderFacts, SlotFacts } from './booking';
import { BookingEvent } from './booking.events';
import { localDateTime } from '../../../platform/time/local-time';
import { currentWeek } from './business-time';

const ORDER: OrderFacts = { id: 'order-1', paymentStatus: 'completed', removed: false, preferredDays: [], booked: false };
const slot = (overrides: Partial<SlotFacts> = {}): SlotFacts => ({
  id: 'slot-1',
  date: '2026-01-20',
  startTime: '09:00',
  endTime: '10:00',
  isAvailable: true,
  maxCapacity: 1,
  confirmedBookings: 0,
  scoopers: [{ id: 'assign-1', name: 'Alex' }],
  ...overrides,
});
const NOW = '2026-01-15 09:00';

const given = givenWhenThen(BOOKING_STREAM_DEFINITION, decideBooking);

const schedule = (overrides: Partial<Extract<BookingCommand, { type: 'schedule' }>> = {}): BookingCommand => ({
  type: 'schedule',
  bookingId: 'b1',
  order: ORDER,
  slot: slot(),
  scooperAssignmentId: 'assign-1',
  notes: 'Gate code 12',
  nowLocal: NOW,
  ...overrides,
});

const SCHEDULED: BookingEvent = {
  type: 'booking.scheduled',
  data: {
    bookingId: 'b1',
    orderId: 'order-1',
    slotId: 'slot-1',
    date: '2026-01-20',
    startTime: '09:00',
    endTime: '10:00',
    scooperName: 'Alex',
    scooperAssignmentId: 'assign-1',
    notes: 'Gate code 12',
  },
};

/** Moved to slot-2 (Jan 21, 14:00–15:00) without a scooper. */
const RESCHEDULED: BookingEvent = {
  type: 'booking.rescheduled',
  data: {
    bookingId: 'b1',
    fromSlotId: 'slot-1',
    toSlotId: 'slot-2',
    date: '2026-01-21',
    startTime: '14:00',
    endTime: '15:00',
    scooperName: null,
    scooperAssignmentId: null,
  },
};

describe('booking decisions', () => {
  describe('schedule', () => {
    it('books a paid order into an open future slot, confirmed, with the slot copied in', () => given().when(schedule()).then([SCHEDULED]));
    it('books without a scooper', () =>
      given()
        .when(schedule({ scooperAssignmentId: null, notes: null }))
        .then([{ type: 'booking.scheduled', data: { ...SCHEDULED.data, scooperName: null, scooperAssignmentId: null, notes: null } } as BookingEvent]));
    it('refuses an unpaid order', () =>
      given()
        .when(schedule({ order: { ...ORDER, paymentStatus: 'pending' } }))
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.orderNotPaid }, BookingRejected));
    it('refuses a missing or removed order', () => {
      given()
        .when(schedule({ order: null }))
        .thenRejected({ status: 404, message: BOOKING_MESSAGES.orderNotFound }, BookingRejected);
      given()
        .when(schedule({ order: { ...ORDER, removed: true } }))
        .thenRejected({ status: 404, message: BOOKING_MESSAGES.orderNotFound }, BookingRejected);
    });
    it('refuses a missing slot', () =>
      given()
        .when(schedule({ slot: null }))
        .thenRejected({ status: 404, message: BOOKING_MESSAGES.slotNotFound }, BookingRejected));
    it('refuses a blocked slot', () =>
      given()
        .when(schedule({ slot: slot({ isAvailable: false }) }))
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.slotBlocked }, BookingRejected));
    it('refuses a slot that has started', () =>
      given()
        .when(schedule({ nowLocal: '2026-01-20 09:00' }))
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.slotPast }, BookingRejected));
    it('refuses a full slot and accepts while a place is left', () => {
      given()
        .when(schedule({ slot: slot({ confirmedBookings: 1 }) }))
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.slotFull }, BookingRejected);
      given()
        .when(schedule({ slot: slot({ maxCapacity: 2, confirmedBookings: 1 }) }))
        .then([SCHEDULED]);
    });
    it('refuses a scooper who is not assigned to the slot', () =>
      given()
        .when(schedule({ scooperAssignmentId: 'other' }))
        .thenRejected({ status: 400, message: BOOKING_MESSAGES.scooperNotInSlot }, BookingRejected));
    describe("the customer's preferred days (slot-1 is Tuesday 20 January)", () => {
      const preferring = (preferredDays: string[], booked = false): OrderFacts => ({ ...ORDER, preferredDays, booked });
      it('books a first visit on a preferred day', () =>
        given()
          .when(schedule({ order: preferring(['tuesday', 'friday']) }))
          .then([SCHEDULED]));
      it('refuses a first visit on another day with 422, naming the day and the preferred days (Monday first)', () =>
        given()
          .when(schedule({ order: preferring(['sunday', 'friday', 'wednesday']) }))
          .thenRejected({ status: 422, message: BOOKING_MESSAGES.notPreferredDay('Tuesday', 'Wednesday, Friday, Sunday') }, BookingRejected));
      it('books another day when staff confirmed it', () =>
        given()
          .when(schedule({ order: preferring(['friday']), otherDay: true }))
          .then([SCHEDULED]));
      it('asks nothing when the customer gave no (known) days, or for a later booking of the same order', () => {
        given()
          .when(schedule({ order: preferring([]) }))
          .then([SCHEDULED]);
        given()
          .when(schedule({ order: preferring(['someday']) }))
          .then([SCHEDULED]);
        given()
          .when(schedule({ order: preferring(['friday'], true) }))
          .then([SCHEDULED]);
      });
      it('reads preferred days in any case and spacing', () =>
        given()
          .when(schedule({ order: preferring([' Tuesday ']) }))
          .then([SCHEDULED]));
    });
    it('never schedules the same booking twice', () =>
      given(SCHEDULED).when(schedule()).thenRejected({ status: 409, message: BOOKING_MESSAGES.createFailed }, BookingRejected));
  });

  describe('reschedule', () => {
    const target = slot({ id: 'slot-2', date: '2026-01-21', startTime: '14:00', endTime: '15:00', scoopers: [] });
    it('moves a confirmed booking to another open slot', () =>
      given(SCHEDULED).when({ type: 'reschedule', slot: target, scooperAssignmentId: null, nowLocal: NOW }).then([RESCHEDULED]));
    it('checks the new slot like a new booking', () => {
      given(SCHEDULED)
        .when({ type: 'reschedule', slot: { ...target, confirmedBookings: 1 }, scooperAssignmentId: null, nowLocal: NOW })
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.slotFull }, BookingRejected);
      given(SCHEDULED)
        .when({ type: 'reschedule', slot: { ...target, isAvailable: false }, scooperAssignmentId: null, nowLocal: NOW })
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.slotBlocked }, BookingRejected);
    });
    it('refuses the slot it is already in', () =>
      given(SCHEDULED)
        .when({ type: 'reschedule', slot: slot(), scooperAssignmentId: null, nowLocal: NOW })
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.sameSlot }, BookingRejected));
    it('refuses an unknown booking', () =>
      given()
        .when({ type: 'reschedule', slot: target, scooperAssignmentId: null, nowLocal: NOW })
        .thenRejected({ status: 404, message: BOOKING_MESSAGES.bookingNotFound }, BookingRejected));
  });

  describe('cancel and complete', () => {
    const CANCELLED: BookingEvent = { type: 'booking.cancelled', data: { bookingId: 'b1', reason: 'Customer away' } };
    it('cancels a confirmed booking', () => given(SCHEDULED).when({ type: 'cancel', reason: 'Customer away' }).then([CANCELLED]));
    it('completes a confirmed booking', () =>
      given(SCHEDULED)
        .when({ type: 'complete' })
        .then([{ type: 'booking.completed', data: { bookingId: 'b1' } }]));
    it('changes nothing once a booking is cancelled or completed', () => {
      given(SCHEDULED, CANCELLED).when({ type: 'complete' }).thenRejected({ status: 409, message: BOOKING_MESSAGES.notConfirmed }, BookingRejected);
      given(SCHEDULED, { type: 'booking.completed', data: { bookingId: 'b1' } })
        .when({ type: 'cancel', reason: null })
        .thenRejected({ status: 409, message: BOOKING_MESSAGES.notConfirmed }, BookingRejected);
    });
  });

  describe('evolve', () => {
    it('folds the history into the booking as it stands', () => {
      const state = fold(BOOKING_STREAM_DEFINITION, [SCHEDULED, RESCHEDULED, { type: 'booking.cancelled', data: { bookingId: 'b1', reason: 'Rain' } }]);
      expect(state).toMatchObject({
        status: 'cancelled',
        slotId: 'slot-2',
        date: '2026-01-21',
        startTime: '14:00',
        scooperName: null,
        notes: 'Gate code 12',
        cancellationReason: 'Rain',
        rescheduleCount: 1,
      });
    });
  });
});

describe('business time', () => {
  it('reads the wall clock in Los Angeles, across DST', () => {
    expect(localDateTime('America/Los_Angeles', new Date('2026-01-15T17:00:00Z'))).toBe('2026-01-15 09:00');
    expect(localDateTime('America/Los_Angeles', new Date('2026-07-15T17:00:00Z'))).toBe('2026-07-15 10:00');
    expect(localDateTime('America/Los_Angeles', new Date('2026-01-16T07:30:00Z'))).toBe('2026-01-15 23:30');
  });
  it('gives the local week Monday to Sunday', () => {
    // Thursday 15 January 2026.
    expect(currentWeek('America/Los_Angeles', new Date('2026-01-15T17:00:00Z'))).toEqual({ dateFrom: '2026-01-12', dateTo: '2026-01-18' });
    // Sunday evening in LA is already Monday in UTC.
    expect(currentWeek('America/Los_Angeles', new Date('2026-01-19T05:00:00Z'))).toEqual({ dateFrom: '2026-01-12', dateTo: '2026-01-18' });
  });
});
