import { RecordedEvent } from '../../../event-store';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingCommand, BookingRejected, decideBooking, foldBooking, OrderFacts, SlotFacts } from './booking';
import { BookingEvent } from './booking.events';
import { localDateTime } from '../../../platform/time/local-time';
import { currentWeek } from './business-time';

const ORDER: OrderFacts = { id: 'order-1', paymentStatus: 'completed', removed: false };
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

const recorded = (events: BookingEvent[]): RecordedEvent[] =>
  events.map((e, i) => ({
    eventId: `e${i}`,
    streamId: 'booking-b1',
    streamType: 'booking',
    version: i + 1,
    globalPosition: i + 1,
    transactionId: '1',
    type: e.type,
    storedType: `${e.type}.v1`,
    data: { ...e.data },
    metadata: { correlationId: 'c', causationId: null, actor: 'staff:test', occurredAt: '2026-01-15T17:00:00.000Z', requestId: null },
    recordedAt: new Date(),
  }));

/** given(events) / when(command) / then(events or the refusal). */
function given(...history: BookingEvent[]) {
  const state = foldBooking(recorded(history));
  return {
    when: (command: BookingCommand) => ({
      then: (expected: BookingEvent[]) => expect(decideBooking(command, state)).toEqual(expected),
      thenRejected: (status: number, message: string) => {
        try {
          decideBooking(command, state);
        } catch (error) {
          expect(error).toBeInstanceOf(BookingRejected);
          expect((error as BookingRejected).status).toBe(status);
          expect((error as BookingRejected).message).toBe(message);
          return;
        }
        throw new Error('expected the command to be rejected');
      },
    }),
  };
}

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
  data: { bookingId: 'b1', orderId: 'order-1', slotId: 'slot-1', date: '2026-01-20', startTime: '09:00', endTime: '10:00', scooperName: 'Alex', scooperAssignmentId: 'assign-1', notes: 'Gate code 12' },
};

describe('booking decisions', () => {
  describe('schedule', () => {
    it('books a paid order into an open future slot, confirmed, with the slot copied in', () => given().when(schedule()).then([SCHEDULED]));
    it('books without a scooper', () =>
      given()
        .when(schedule({ scooperAssignmentId: null, notes: null }))
        .then([{ type: 'booking.scheduled', data: { ...SCHEDULED.data, scooperName: null, scooperAssignmentId: null, notes: null } } as BookingEvent]));
    it('refuses an unpaid order', () => given().when(schedule({ order: { ...ORDER, paymentStatus: 'pending' } })).thenRejected(409, BOOKING_MESSAGES.orderNotPaid));
    it('refuses a missing or removed order', () => {
      given().when(schedule({ order: null })).thenRejected(404, BOOKING_MESSAGES.orderNotFound);
      given().when(schedule({ order: { ...ORDER, removed: true } })).thenRejected(404, BOOKING_MESSAGES.orderNotFound);
    });
    it('refuses a missing slot', () => given().when(schedule({ slot: null })).thenRejected(404, BOOKING_MESSAGES.slotNotFound));
    it('refuses a blocked slot', () => given().when(schedule({ slot: slot({ isAvailable: false }) })).thenRejected(409, BOOKING_MESSAGES.slotBlocked));
    it('refuses a slot that has started', () => given().when(schedule({ nowLocal: '2026-01-20 09:00' })).thenRejected(409, BOOKING_MESSAGES.slotPast));
    it('refuses a full slot and accepts while a place is left', () => {
      given().when(schedule({ slot: slot({ confirmedBookings: 1 }) })).thenRejected(409, BOOKING_MESSAGES.slotFull);
      given().when(schedule({ slot: slot({ maxCapacity: 2, confirmedBookings: 1 }) })).then([SCHEDULED]);
    });
    it('refuses a scooper who is not assigned to the slot', () => given().when(schedule({ scooperAssignmentId: 'other' })).thenRejected(400, BOOKING_MESSAGES.scooperNotInSlot));
    it('never schedules the same booking twice', () => given(SCHEDULED).when(schedule()).thenRejected(409, BOOKING_MESSAGES.createFailed));
  });

  describe('reschedule', () => {
    const target = slot({ id: 'slot-2', date: '2026-01-21', startTime: '14:00', endTime: '15:00', scoopers: [] });
    it('moves a confirmed booking to another open slot', () =>
      given(SCHEDULED)
        .when({ type: 'reschedule', slot: target, scooperAssignmentId: null, nowLocal: NOW })
        .then([{ type: 'booking.rescheduled', data: { bookingId: 'b1', fromSlotId: 'slot-1', toSlotId: 'slot-2', date: '2026-01-21', startTime: '14:00', endTime: '15:00', scooperName: null, scooperAssignmentId: null } }]));
    it('checks the new slot like a new booking', () => {
      given(SCHEDULED).when({ type: 'reschedule', slot: { ...target, confirmedBookings: 1 }, scooperAssignmentId: null, nowLocal: NOW }).thenRejected(409, BOOKING_MESSAGES.slotFull);
      given(SCHEDULED).when({ type: 'reschedule', slot: { ...target, isAvailable: false }, scooperAssignmentId: null, nowLocal: NOW }).thenRejected(409, BOOKING_MESSAGES.slotBlocked);
    });
    it('refuses the slot it is already in', () => given(SCHEDULED).when({ type: 'reschedule', slot: slot(), scooperAssignmentId: null, nowLocal: NOW }).thenRejected(409, BOOKING_MESSAGES.sameSlot));
    it('refuses an unknown booking', () => given().when({ type: 'reschedule', slot: target, scooperAssignmentId: null, nowLocal: NOW }).thenRejected(404, BOOKING_MESSAGES.bookingNotFound));
  });

  describe('cancel and complete', () => {
    const CANCELLED: BookingEvent = { type: 'booking.cancelled', data: { bookingId: 'b1', reason: 'Customer away' } };
    it('cancels a confirmed booking', () => given(SCHEDULED).when({ type: 'cancel', reason: 'Customer away' }).then([CANCELLED]));
    it('completes a confirmed booking', () => given(SCHEDULED).when({ type: 'complete' }).then([{ type: 'booking.completed', data: { bookingId: 'b1' } }]));
    it('changes nothing once a booking is cancelled or completed', () => {
      given(SCHEDULED, CANCELLED).when({ type: 'complete' }).thenRejected(409, BOOKING_MESSAGES.notConfirmed);
      given(SCHEDULED, { type: 'booking.completed', data: { bookingId: 'b1' } }).when({ type: 'cancel', reason: null }).thenRejected(409, BOOKING_MESSAGES.notConfirmed);
    });
  });

  describe('evolve', () => {
    it('folds the history into the booking as it stands', () => {
      const state = foldBooking(
        recorded([
          SCHEDULED,
          { type: 'booking.rescheduled', data: { bookingId: 'b1', fromSlotId: 'slot-1', toSlotId: 'slot-2', date: '2026-01-21', startTime: '14:00', endTime: '15:00', scooperName: null, scooperAssignmentId: null } },
          { type: 'booking.cancelled', data: { bookingId: 'b1', reason: 'Rain' } },
        ]),
      );
      expect(state).toMatchObject({ status: 'cancelled', slotId: 'slot-2', date: '2026-01-21', startTime: '14:00', scooperName: null, notes: 'Gate code 12', cancellationReason: 'Rain', rescheduleCount: 1 });
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
