import { defineStream } from '../../../event-store';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BOOKING_EVENTS, BOOKING_STREAM, BookingEvent, bookingStreamId, BookingStatus } from './booking.events';

/** What decisions about one booking need, and what auditors see at /api/admin/streams/booking-<id>/state. */
export interface BookingState {
  exists: boolean;
  bookingId: string | null;
  orderId: string | null;
  slotId: string | null;
  status: BookingStatus | null;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  scooperName: string | null;
  scooperAssignmentId: string | null;
  notes: string | null;
  cancellationReason: string | null;
  rescheduleCount: number;
}

export const initialBookingState = (): BookingState => ({
  exists: false,
  bookingId: null,
  orderId: null,
  slotId: null,
  status: null,
  date: null,
  startTime: null,
  endTime: null,
  scooperName: null,
  scooperAssignmentId: null,
  notes: null,
  cancellationReason: null,
  rescheduleCount: 0,
});

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'booking.scheduled': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        bookingId: d.bookingId,
        orderId: d.orderId,
        slotId: d.slotId,
        status: 'confirmed',
        date: d.date,
        startTime: d.startTime,
        endTime: d.endTime,
        scooperName: d.scooperName,
        scooperAssignmentId: d.scooperAssignmentId,
        notes: d.notes,
      };
    }
    case 'booking.rescheduled': {
      const d = event.data;
      return {
        ...state,
        slotId: d.toSlotId,
        date: d.date,
        startTime: d.startTime,
        endTime: d.endTime,
        scooperName: d.scooperName,
        scooperAssignmentId: d.scooperAssignmentId,
        rescheduleCount: state.rescheduleCount + 1,
      };
    }
    case 'booking.cancelled':
      return { ...state, status: 'cancelled', cancellationReason: event.data.reason };
    case 'booking.completed':
      return { ...state, status: 'completed' };
    default:
      return state;
  }
}

export const BOOKING_STREAM_DEFINITION = defineStream<BookingState, BookingEvent>({
  streamType: BOOKING_STREAM,
  streamId: bookingStreamId,
  events: BOOKING_EVENTS,
  initialState: initialBookingState,
  evolve: evolveBooking,
});

/** The order as a booking decision needs it (from customer_orders). */
export interface OrderFacts {
  id: string;
  paymentStatus: string;
  removed: boolean;
  /** The customer's preferred service days (lower-case weekday names); empty when they gave none. */
  preferredDays: readonly string[];
  /** Whether the order already has a booking (confirmed or completed): only its first booking must be on a preferred day. */
  booked: boolean;
}

/** The slot as a booking decision needs it, read under the slot's row lock. */
export interface SlotFacts {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isAvailable: boolean;
  maxCapacity: number;
  /** Confirmed bookings in the slot other than the one being decided. */
  confirmedBookings: number;
  /** Scoopers assigned to the slot. */
  scoopers: Array<{ id: string; name: string }>;
}

export type BookingCommand =
  | {
      type: 'schedule';
      bookingId: string;
      order: OrderFacts | null;
      slot: SlotFacts | null;
      scooperAssignmentId: string | null;
      notes: string | null;
      nowLocal: string;
      /** Staff confirmed booking a first visit on a day that is not one of the customer's preferred days. */
      otherDay?: boolean;
    }
  | { type: 'reschedule'; slot: SlotFacts | null; scooperAssignmentId: string | null; nowLocal: string }
  | { type: 'cancel'; reason: string | null }
  | { type: 'complete' };

/** A rule said no; the handler answers with this HTTP status and message. */
export class BookingRejected extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The slot's start as the business's local wall clock, 'YYYY-MM-DD HH:MM', comparable as text. */
const slotStart = (slot: SlotFacts) => `${slot.date} ${slot.startTime}`;

function checkSlot(slot: SlotFacts | null, nowLocal: string): SlotFacts {
  if (!slot) throw new BookingRejected(404, BOOKING_MESSAGES.slotNotFound);
  if (!slot.isAvailable) throw new BookingRejected(409, BOOKING_MESSAGES.slotBlocked);
  if (slotStart(slot) <= nowLocal) throw new BookingRejected(409, BOOKING_MESSAGES.slotPast);
  if (slot.confirmedBookings >= slot.maxCapacity) throw new BookingRejected(409, BOOKING_MESSAGES.slotFull);
  return slot;
}

function scooperIn(slot: SlotFacts, scooperAssignmentId: string | null): { id: string; name: string } | null {
  if (!scooperAssignmentId) return null;
  const scooper = slot.scoopers.find((s) => s.id === scooperAssignmentId);
  if (!scooper) throw new BookingRejected(400, BOOKING_MESSAGES.scooperNotInSlot);
  return scooper;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const titleCase = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** The weekday of a calendar date 'YYYY-MM-DD' (no time zone: the slot's date is already business-local). */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
}

/**
 * A first booking goes on one of the customer's preferred days (issue 15), unless they gave none or staff confirmed
 * another day (`otherDay`): the recurring plan is built on those days, so a first visit elsewhere is a deliberate choice.
 */
function checkPreferredDay(date: string, preferredDays: readonly string[]): void {
  const preferred = WEEKDAYS.filter((day) => preferredDays.some((p) => String(p).trim().toLowerCase() === day));
  if (!preferred.length) return;
  const day = weekdayOf(date);
  if (preferred.includes(day)) return;
  const mondayFirst = [...preferred.filter((d) => d !== 'sunday'), ...preferred.filter((d) => d === 'sunday')];
  throw new BookingRejected(422, BOOKING_MESSAGES.notPreferredDay(titleCase(day), mondayFirst.map(titleCase).join(', ')), 'NOT_PREFERRED_DAY');
}

/** The booking rules (spec 001 §4-§5 and issue 7): paid orders only, open future slots, never over capacity. */
export function decideBooking(command: BookingCommand, state: BookingState): BookingEvent[] {
  switch (command.type) {
    case 'schedule': {
      if (state.exists) throw new BookingRejected(409, BOOKING_MESSAGES.createFailed);
      const { order } = command;
      if (!order || order.removed) throw new BookingRejected(404, BOOKING_MESSAGES.orderNotFound);
      if (order.paymentStatus !== 'completed') throw new BookingRejected(409, BOOKING_MESSAGES.orderNotPaid);
      const slot = checkSlot(command.slot, command.nowLocal);
      const scooper = scooperIn(slot, command.scooperAssignmentId);
      if (!order.booked && !command.otherDay) checkPreferredDay(slot.date, order.preferredDays);
      return [
        {
          type: 'booking.scheduled',
          data: {
            bookingId: command.bookingId,
            orderId: order.id,
            slotId: slot.id,
            date: slot.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            scooperName: scooper?.name ?? null,
            scooperAssignmentId: scooper?.id ?? null,
            notes: command.notes,
          },
        },
      ];
    }
    case 'reschedule': {
      const current = confirmed(state);
      if (command.slot && command.slot.id === current.slotId) throw new BookingRejected(409, BOOKING_MESSAGES.sameSlot);
      const slot = checkSlot(command.slot, command.nowLocal);
      const scooper = scooperIn(slot, command.scooperAssignmentId);
      return [
        {
          type: 'booking.rescheduled',
          data: {
            bookingId: current.bookingId,
            fromSlotId: current.slotId,
            toSlotId: slot.id,
            date: slot.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            scooperName: scooper?.name ?? null,
            scooperAssignmentId: scooper?.id ?? null,
          },
        },
      ];
    }
    case 'cancel':
      return [{ type: 'booking.cancelled', data: { bookingId: confirmed(state).bookingId, reason: command.reason } }];
    case 'complete':
      return [{ type: 'booking.completed', data: { bookingId: confirmed(state).bookingId } }];
  }
}

function confirmed(state: BookingState): { bookingId: string; slotId: string } {
  if (!state.exists || !state.bookingId || !state.slotId) throw new BookingRejected(404, BOOKING_MESSAGES.bookingNotFound);
  if (state.status !== 'confirmed') throw new BookingRejected(409, BOOKING_MESSAGES.notConfirmed);
  return { bookingId: state.bookingId, slotId: state.slotId };
}
