import { endOfLocalDay, localDate } from '../../../platform/time/local-time';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `days` calendar days (negative goes back); pure date arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** The instant a local calendar day starts in the zone (its midnight), DST-safe: the end of the day before it. */
export function startOfLocalDate(timeZone: string, date: string): Date {
  const previous = addDays(date, -1);
  // Any instant inside the previous local day will do; start from its UTC noon and step until the zone agrees.
  let probe = Date.parse(`${previous}T12:00:00Z`);
  while (localDate(timeZone, new Date(probe)) > previous) probe -= DAY_MS / 4;
  while (localDate(timeZone, new Date(probe)) < previous) probe += DAY_MS / 4;
  return endOfLocalDay(timeZone, new Date(probe));
}
