import { BUSINESS_TIME_ZONE } from '../common/dates';

/** Slots are local dates and times of the business (America/Los_Angeles), whatever the browser's zone. */
export function businessToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday to Sunday of this week in business time (spec 001 §9: the default calendar range). */
export function currentBusinessWeek(now = new Date()): { start: string; end: string } {
  const today = businessToday(now);
  const [y, m, d] = today.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const start = addDays(today, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

const asUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** "Monday, January 19, 2026". */
export const formatDay = (date: string) => dayFormat.format(asUtc(date));
/** "Mon, Jan 19". */
export const formatShortDay = (date: string) => shortDayFormat.format(asUtc(date));

/** '14:00' → '2:00 PM'. */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const formatSlotTime = (slot: { start_time: string; end_time: string }) => `${formatTime(slot.start_time)} – ${formatTime(slot.end_time)}`;

/** The hour selectors' choices, 0-23 (spec 001 §9). */
export const HOURS = Array.from({ length: 24 }, (_, h) => h);
export const hourLabel = (h: number) => formatTime(`${h}:00`);

/** The business's wall clock now, 'YYYY-MM-DD HH:MM', to leave out slots that have started. */
export function businessNow(now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
