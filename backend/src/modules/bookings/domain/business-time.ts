/** The business's wall clock at `now` as 'YYYY-MM-DD HH:MM' (slots are local times; compared as text). */
export function localDateTime(timeZone: string, now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** 'YYYY-MM-DD' plus n calendar days (dates only, so no time zone is involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from a to b ('YYYY-MM-DD'); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  const toUtc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(b) - toUtc(a)) / 86_400_000);
}

/** A real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Monday to Sunday of the local week that holds `now` (spec 001 §9: the calendar opens on the current week). */
export function currentWeek(timeZone: string, now: Date): { dateFrom: string; dateTo: string } {
  const today = localDateTime(timeZone, now).slice(0, 10);
  const [y, m, d] = today.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const dateFrom = addDays(today, -((weekday + 6) % 7));
  return { dateFrom, dateTo: addDays(dateFrom, 6) };
}
