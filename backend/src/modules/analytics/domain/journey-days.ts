import { JOURNEY_DAYS } from './analytics-limits';

/** The journeys' `days` query value: one of 1, 7, 30, 90, 365 written as plain digits; anything else is null. */
export function journeyDays(value: unknown): number | null {
  const days = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return (JOURNEY_DAYS as readonly number[]).includes(days) ? days : null;
}
