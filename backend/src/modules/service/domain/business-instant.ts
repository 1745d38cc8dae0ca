import { DEFAULT_BUSINESS } from '../../../config/business';
import { isCalendarDate } from '../../../platform/time/calendar-date';
import { localDateTime } from '../../../platform/time/local-time';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A wall-clock time written 'HH:MM', 00:00 to 23:59. */
export function isWallClockTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms, to the minute (every zone in use today is). */
function offsetAt(timeZone: string, at: number): number {
  const wall = Date.parse(`${localDateTime(timeZone, new Date(at)).replace(' ', 'T')}:00Z`);
  return wall - Math.floor(at / MINUTE_MS) * MINUTE_MS;
}

/**
 * The UTC instant of a business-local date and wall-clock time, DST-correct.
 * A wall time that happens twice (fall back, 01:30 on 2026-11-01 in Los Angeles) is the first of the two, still
 * daylight time; a wall time that never happens (spring forward, 02:30 on 2027-03-14) is moved forward by the gap,
 * to 03:30 daylight time. That is Temporal's 'compatible' choice, the one calendars make.
 */
export function businessInstant(date: string, time: string, timeZone: string = DEFAULT_BUSINESS.timeZone): Date {
  if (!isCalendarDate(date)) throw new RangeError(`businessInstant: not a calendar date YYYY-MM-DD: ${String(date).slice(0, 40)}`);
  if (!isWallClockTime(time)) throw new RangeError(`businessInstant: not a wall-clock time HH:MM: ${String(time).slice(0, 40)}`);
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offsets half a day either side: a transition between them makes a gap or an overlap at `wall`.
  const before = offsetAt(timeZone, wall - 12 * HOUR_MS);
  const after = offsetAt(timeZone, wall + 12 * HOUR_MS);
  const matches = [wall - before, wall - after].filter((instant) => offsetAt(timeZone, instant) === wall - instant);
  if (matches.length) return new Date(Math.min(...matches));
  return new Date(wall - before);
}
