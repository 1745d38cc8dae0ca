/** Days and names for the e2e specs of the recurring service (schedule, service plans, field app). */
import { DEFAULT_BUSINESS } from '../../backend/src/config/business';
import { addDays, isoWeekday } from '../../backend/src/platform/time/calendar-date';
import { localDate } from '../../backend/src/platform/time/local-time';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Letters only: names are checked like a person's name. */
export const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Today in the business time zone, as YYYY-MM-DD. */
export function businessToday(): string {
  return localDate(DEFAULT_BUSINESS.timeZone, new Date());
}

export { addDays };

/** The date itself, or the Monday after when it is a Sunday: customers choose service days from Monday to Saturday. */
export function serviceDateFrom(date: string): string {
  return isoWeekday(date) === 7 ? addDays(date, 1) : date;
}

/** The weekday of a YYYY-MM-DD date, as the API names it. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[isoWeekday(date) - 1];
}

/** A customer's preferred service day `days` from today in the business time zone (a Sunday moves to Monday). */
export function serviceDayIn(days: number): (typeof WEEKDAYS)[number] {
  return weekdayOf(serviceDateFrom(addDays(businessToday(), days)));
}
