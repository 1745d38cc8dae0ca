import { EventDefinition } from '../../../event-store';

export const BOOKING_STREAM = 'booking';
export const bookingStreamId = (bookingId: string) => `booking-${bookingId}`;

export type BookingStatus = 'confirmed' | 'cancelled' | 'completed';

/** The follow-up relay reads this shape (follow-up/cards.ts BookingFacts) for the card and the confirmation e-mail. */
export interface BookingScheduled {
  bookingId: string;
  orderId: string;
  slotId: string;
  date: string;
  startTime: string;
  endTime: string;
  scooperName: string | null;
  scooperAssignmentId: string | null;
  notes: string | null;
}

export interface BookingRescheduled {
  bookingId: string;
  fromSlotId: string;
  toSlotId: string;
  date: string;
  startTime: string;
  endTime: string;
  scooperName: string | null;
  scooperAssignmentId: string | null;
}

export interface BookingCancelled {
  bookingId: string;
  reason: string | null;
}

export interface BookingCompleted {
  bookingId: string;
}

export type BookingEvent =
  | { type: 'booking.scheduled'; data: BookingScheduled }
  | { type: 'booking.rescheduled'; data: BookingRescheduled }
  | { type: 'booking.cancelled'; data: BookingCancelled }
  | { type: 'booking.completed'; data: BookingCompleted };

/** Staff free text is personal (it may name the customer or their gate code): sealed with the customer's key. */
export const BOOKING_EVENTS: EventDefinition[] = [
  { type: 'booking.scheduled', version: 1, personalFields: ['notes'] },
  { type: 'booking.rescheduled', version: 1 },
  { type: 'booking.cancelled', version: 1, personalFields: ['reason'] },
  { type: 'booking.completed', version: 1 },
];
