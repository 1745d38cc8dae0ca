/** YYYY-MM-DD of `now` in the given time zone. */
export function localDate(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (negative west of Greenwich). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
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
