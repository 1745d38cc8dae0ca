import { Problem } from '../../../platform/http/problem';
import { SLOT_GENERATION, SLOT_MESSAGES } from '../bookings.messages';
import { daysBetween, isCalendarDate } from '../../../platform/time/calendar-date';

export interface SlotGenerationRequest {
  startDate: string;
  endDate: string;
  startHour: number;
  endHour: number;
}

/** Spec 001 §7 generate_availability_slots' rules: real dates in order, at most 92 days, hours 0-23 with start before end. */
export function checkSlotGeneration(input: { startDate?: unknown; endDate?: unknown; startHour?: unknown; endHour?: unknown }): SlotGenerationRequest {
  const errors: Record<string, string> = {};
  const startHour = input.startHour ?? SLOT_GENERATION.defaultStartHour;
  const endHour = input.endHour ?? SLOT_GENERATION.defaultEndHour;
  if (!isCalendarDate(input.startDate)) errors.startDate = SLOT_MESSAGES.dateInvalid;
  if (!isCalendarDate(input.endDate)) errors.endDate = SLOT_MESSAGES.dateInvalid;
  const validHour = (h: unknown): h is number => Number.isInteger(h) && (h as number) >= SLOT_GENERATION.minHour && (h as number) <= SLOT_GENERATION.maxHour;
  if (!validHour(startHour)) errors.startHour = SLOT_MESSAGES.hourInvalid;
  if (!validHour(endHour)) errors.endHour = SLOT_MESSAGES.hourInvalid;
  if (!errors.startHour && !errors.endHour && (startHour as number) >= (endHour as number)) errors.endHour = SLOT_MESSAGES.hoursOrder;
  if (!errors.startDate && !errors.endDate) {
    const days = daysBetween(input.startDate as string, input.endDate as string);
    if (days < 0) errors.endDate = SLOT_MESSAGES.endBeforeStart;
    else if (days + 1 > SLOT_GENERATION.maxRangeDays) errors.endDate = SLOT_MESSAGES.rangeTooLong;
  }
  if (Object.keys(errors).length) throw Problem.validation(errors);
  return { startDate: input.startDate as string, endDate: input.endDate as string, startHour: startHour as number, endHour: endHour as number };
}

/** How many slots a generation asks for: one per day of the range and hour startHour ≤ h < endHour. */
export function slotsRequested(request: SlotGenerationRequest): number {
  return (daysBetween(request.startDate, request.endDate) + 1) * (request.endHour - request.startHour);
}

/** Spec 001 §9: confirmed bookings over total slots, as a percentage with two decimals. */
export function utilizationRate(booked: number, total: number): number {
  return total === 0 ? 0 : Math.round((booked / total) * 10_000) / 100;
}
