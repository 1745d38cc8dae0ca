const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

// A 'YYYY-MM-DD' business day is a calendar date, not an instant: read it at UTC noon so no browser zone shifts it.
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Mar 9, 2026" */
export const formatDay = (day: string) => dayFormat.format(atNoon(day));

/** "Mar 9", for chart ticks. */
export const formatShortDay = (day: string) => shortDayFormat.format(atNoon(day));
