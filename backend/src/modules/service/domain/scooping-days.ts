import type { PlanFrequency, Weekday } from './visit-schedule';

export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A plan with no preferred day is scooped on Mondays (and Thursdays, twice weekly): the week's first working day. */
export const DEFAULT_SCOOPING_DAY: Weekday = 'monday';

/** Twice-weekly visits are at least this many days apart, counting across the weekend (Sunday to Monday is 1). */
export const TWICE_WEEKLY_MIN_GAP_DAYS = 2;

/** When no other preferred day is far enough from the first, the second visit is this many days after it. */
export const TWICE_WEEKLY_FALLBACK_GAP_DAYS = 3;

/** ISO weekday number: Monday 1 … Sunday 7. */
export function weekdayNumber(day: Weekday): number {
  return WEEKDAYS.indexOf(day) + 1;
}

function cyclicGap(a: Weekday, b: Weekday): number {
  const gap = Math.abs(weekdayNumber(a) - weekdayNumber(b));
  return Math.min(gap, 7 - gap);
}

/**
 * The weekdays a plan is scooped on, in the order of the customer's preference: none for bin-only, one for weekly and
 * monthly (the first preferred day), two for twice-weekly (the first day and the first later preferred day at least
 * two days away, counted cyclically, else the first day + 3).
 */
export function scoopingDays(frequency: PlanFrequency, preferredDays: readonly Weekday[]): Weekday[] {
  if (frequency === 'bin-only') return [];
  const [first = DEFAULT_SCOOPING_DAY, ...later] = preferredDays;
  if (frequency !== 'twice-weekly') return [first];
  const second =
    later.find((day) => cyclicGap(first, day) >= TWICE_WEEKLY_MIN_GAP_DAYS) ?? WEEKDAYS[(weekdayNumber(first) - 1 + TWICE_WEEKLY_FALLBACK_GAP_DAYS) % 7];
  return [first, second];
}
