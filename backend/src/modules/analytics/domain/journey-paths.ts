import { JOURNEY_MAX_PATH_PAGES, JOURNEY_TOP_PATHS, PATH_SEPARATOR } from './analytics-limits';

export interface SessionPages {
  /** Page-view URLs in the order they were viewed. */
  pages: string[];
  startedAt: Date;
  endedAt: Date;
}

export interface CommonPath {
  path: string;
  sessions: number;
  /** Average session length (last event − first event), minutes to one decimal. */
  avgMinutes: number;
}

/** A visit's path: its page views joined with ' → ', a reload of the same page counted once, long visits cut with '…'. */
export function journeyPath(pages: string[]): string | null {
  const steps = pages.filter((page, i) => i === 0 || page !== pages[i - 1]);
  if (!steps.length) return null;
  const shown = steps.slice(0, JOURNEY_MAX_PATH_PAGES);
  return shown.join(PATH_SEPARATOR) + (steps.length > shown.length ? `${PATH_SEPARATOR}…` : '');
}

export const sessionMinutes = (s: Pick<SessionPages, 'startedAt' | 'endedAt'>) => (s.endedAt.getTime() - s.startedAt.getTime()) / 60_000;

export const roundMinutes = (minutes: number) => Math.round(minutes * 10) / 10;

/** The most common paths: by session count, then the longer average visit, then the path itself (stable answers). */
export function commonPaths(sessions: SessionPages[], limit: number = JOURNEY_TOP_PATHS): CommonPath[] {
  const byPath = new Map<string, { sessions: number; minutes: number }>();
  for (const session of sessions) {
    const path = journeyPath(session.pages);
    if (!path) continue;
    const entry = byPath.get(path) ?? { sessions: 0, minutes: 0 };
    entry.sessions += 1;
    entry.minutes += sessionMinutes(session);
    byPath.set(path, entry);
  }
  return [...byPath.entries()]
    .map(([path, e]) => ({ path, sessions: e.sessions, avgMinutes: roundMinutes(e.minutes / e.sessions) }))
    .sort((a, b) => b.sessions - a.sessions || b.avgMinutes - a.avgMinutes || a.path.localeCompare(b.path))
    .slice(0, limit);
}
