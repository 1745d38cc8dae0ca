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

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** Free text written by the server (task-card lines) carries ISO timestamps; staff read them in business time. */
export function localizeTimestamps(text: string): string {
  return text.replace(ISO_TIMESTAMP, (iso) => formatBusinessTime(iso) || iso);
}
