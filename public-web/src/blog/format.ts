/** "January 15, 2024" from 'YYYY-MM-DD' (or an ISO time), read as a calendar day so no time zone shifts it. */
export function formatPostDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return null;
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
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
