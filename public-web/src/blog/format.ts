const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "January 15, 2024" from 'YYYY-MM-DD' (or an ISO time), read as a calendar day so no time zone shifts it. Spelled out
 * by hand, as en-US spells it: a post's first paint formats its date, and the first Intl formatter a page makes loads
 * the browser's locale data, a long task on a phone.
 */
export function formatPostDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return null;
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The day an article counts as published: its published date, else the day it was created. */
export const postDay = (a: { publishedDate: string | null; createdAt: string }): string => a.publishedDate ?? a.createdAt.slice(0, 10);

export function objectPosition(position: string | null | undefined): string {
  return position === 'top' || position === 'bottom' ? `center ${position}` : 'center';
}

/** Host name for a source link's label; the URL itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
