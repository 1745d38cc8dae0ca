/** The role of a field worker: signs in like staff, but only the field app (/api/field) lets them through. */
export const SCOOPER_ROLE = 'scooper';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DAILY_CAPACITY_MIN = 1;
export const DAILY_CAPACITY_MAX = 60;
export const DEFAULT_DAILY_CAPACITY = 20;

/** A scooper as other modules (plans, routes, the field app) see them; the id is the user's id. */
export interface ScooperProfile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  homeBase: { address: string; zip: string; lat: number | null; lng: number | null };
  workingDays: Weekday[];
  dailyCapacity: number;
}

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

/** Monday-first, without repeats, whatever order staff ticked them in. */
export function orderedWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}
