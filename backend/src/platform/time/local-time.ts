import { addDays } from './calendar-date';

const DAY_MS = 86_400_000;

const DATE_TIME: Intl.DateTimeFormatOptions = { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
/** The three ways this file reads a zone's clock. */
const FORMATS = {
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  dateTime: ['en-CA', DATE_TIME],
  offset: ['en-US', { ...DATE_TIME, second: '2-digit' }],
} satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

/** Formatters are costly to build (about as much as a hundred uses), so each is made once per time zone. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
/** A bound on the cache: a business runs in one zone, and tests use a few. */
const MAX_FORMATTERS = 64;

function formatter(format: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${format}|${timeZone}`;
  let made = FORMATTERS.get(key);
  if (!made) {
    // An unknown zone throws here, as before, and caches nothing.
    const [locale, options] = FORMATS[format];
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.clear();
    FORMATTERS.set(key, made);
  }
  return made;
}

/** YYYY-MM-DD of `now` in the given time zone. */
export function localDate(timeZone: string, now: Date): string {
  return formatter('date', timeZone).format(now);
}

/** The zone's wall clock at `now` as 'YYYY-MM-DD HH:MM' (local slot times compare as text). */
export function localDateTime(timeZone: string, now: Date): string {
  const parts = Object.fromEntries(
    formatter('dateTime', timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (negative west of Greenwich). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    formatter('offset', timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of the next local midnight after `now` in the zone: the end of the local day. DST-safe. */
export function endOfLocalDay(timeZone: string, now: Date): Date {
  const [y, m, d] = localDate(timeZone, now).split('-').map(Number);
  const wallMidnight = Date.UTC(y, m - 1, d + 1, 0, 0, 0);
  // The offset at midnight may differ from now's (DST); one correction pass settles it.
  let guess = wallMidnight - zoneOffsetMs(timeZone, new Date(wallMidnight));
  guess = wallMidnight - zoneOffsetMs(timeZone, new Date(guess));
  return new Date(guess);
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
