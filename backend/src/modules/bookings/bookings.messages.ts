/** The calendar's texts: the spec's (001 §5, §8) verbatim, and ours for the rules the spec leaves unsaid. */
export const BOOKING_MESSAGES = {
  selectBoth: 'Please select both a customer order and time slot',
  created: 'Booking created successfully',
  createFailed: 'Failed to create booking',
  fetchBookingsFailed: 'Failed to fetch bookings',
  fetchOrdersFailed: 'Failed to fetch customer orders',
  orderNotFound: 'Customer order not found',
  orderNotPaid: 'Only paid orders can be booked',
  slotNotFound: 'Time slot not found',
  slotBlocked: 'This time slot is blocked',
  slotPast: 'This time slot has already started',
  slotFull: 'This time slot is fully booked',
  scooperNotInSlot: 'That scooper is not assigned to the chosen time slot',
  bookingNotFound: 'Booking not found',
  notConfirmed: 'Only a confirmed booking can be changed',
  sameSlot: 'The booking is already in this time slot',
  rescheduled: 'Booking rescheduled',
  cancelled: 'Booking cancelled',
  completed: 'Booking marked as completed',
  notPreferredDay: (day: string, days: string) =>
    `${day} is not one of the customer's preferred days (${days}). Choose a slot on a preferred day, or confirm booking another day.`,
} as const;

export const SLOT_MESSAGES = {
  fetchFailed: 'Failed to fetch availability slots',
  generated: 'Availability slots generated successfully',
  generateFailed: 'Failed to generate availability slots',
  updateFailed: 'Failed to update slot availability',
  enabled: 'Slot enabled',
  blocked: 'Slot blocked',
  assignFailed: 'Failed to assign scooper',
  fetchScoopersFailed: 'Failed to fetch scooper assignments',
  assigned: (scooper: string) => `${scooper} assigned to slot`,
  alreadyAssigned: (scooper: string) => `${scooper} is already assigned to this slot`,
  notFound: 'Time slot not found',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date must be on or after the start date',
  rangeTooLong: 'Choose a date range of at most 92 days',
  hourInvalid: 'Choose an hour from 0 to 23',
  hoursOrder: 'The start hour must be before the end hour',
  scooperNameRequired: 'Enter the scooper’s name',
} as const;

/** Spec 001 §7, §9: generate_availability_slots defaults and the hour selectors' range. */
export const SLOT_GENERATION = { defaultStartHour: 8, defaultEndHour: 18, minHour: 0, maxHour: 23, maxRangeDays: 92 } as const;
/** Spec 001 §9: the booking view loads 30 days ahead. */
export const BOOKING_VIEW_DAYS_AHEAD = 30;
