/** The board's calendar maths on business-local dates ('YYYY-MM-DD'); no clock, no browser zone. */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const asUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && DATE.test(value) && asUtc(value).toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const moved = asUtc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(asUtc(date).getUTCDay() + 6) % 7];
}

/** The Monday of the business week (Monday to Sunday) that holds `date`. */
export function weekStartOf(date: string): string {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

/** Monday to Sunday of the week starting `start`. */
export function weekDates(start: string): string[] {
  return WEEKDAYS.map((_, i) => addDays(start, i));
}

export const shiftWeek = (start: string, weeks: number) => addDays(weekStartOf(start), 7 * weeks);

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Monday, Nov 23". */
export const formatLongDay = (date: string) => longDay.format(asUtc(date));
/** "Mon, Nov 23". */
export const formatShortDay = (date: string) => shortDay.format(asUtc(date));
/** "Mon". */
export const formatWeekdayShort = (date: string) => weekdayShort.format(asUtc(date));
/** "Nov 23 – Nov 29". */
export const formatWeekRange = (start: string) => `${monthDay.format(asUtc(start))} – ${monthDay.format(asUtc(addDays(start, 6)))}`;

/** '08:00' or '08:00:00' → '8:00 AM'; anything else is shown as it came. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const h = Number(match[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${match[2]} ${h < 12 ? 'AM' : 'PM'}`;
}
