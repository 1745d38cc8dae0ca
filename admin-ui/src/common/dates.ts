/** Staff read every time in the business time zone (DESIGN §11), wherever their browser is. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

export const BUSINESS_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const businessDateTime = new Intl.DateTimeFormat('en-US', BUSINESS_DATE_TIME);

/** "Nov 21, 2026, 5:21 AM PST"; an empty or unreadable value gives ''. */
export function formatBusinessTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : businessDateTime.format(date);
}
