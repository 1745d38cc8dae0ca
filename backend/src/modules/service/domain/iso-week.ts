import { addDays, daysBetween, isoWeekday } from '../../../platform/time/calendar-date';

/** The ISO 8601 week of a calendar date as 'YYYY-Www': the week belongs to the year of its Thursday (2027-01-01 is 2026-W53). */
export function isoWeekLabel(date: string): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
