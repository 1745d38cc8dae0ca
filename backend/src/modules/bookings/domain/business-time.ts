import { addDays, isoWeekday } from '../../../platform/time/calendar-date';
import { localDate } from '../../../platform/time/local-time';

/** Monday to Sunday of the local week that holds `now` (spec 001 §9: the calendar opens on the current week). */
export function currentWeek(timeZone: string, now: Date): { dateFrom: string; dateTo: string } {
  const today = localDate(timeZone, now);
  const dateFrom = addDays(today, 1 - isoWeekday(today));
  return { dateFrom, dateTo: addDays(dateFrom, 6) };
}
