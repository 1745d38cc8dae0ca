export interface TrashDayShiftRecord {
  id: string;
  /** 'YYYY-MM-DD': the usual pickup day. */
  date: string;
  /** 'YYYY-MM-DD': the day pickup moves to. */
  shiftedTo: string;
  note: string | null;
}

const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Thu, Nov 26, 2026' for a calendar date (no time zone); anything else as it came. */
export function formatShiftDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  const at = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? value : day.format(at);
}

/** What the API takes: the two dates and the note (empty → none). */
export function toShiftInput(record: Partial<TrashDayShiftRecord>): { date?: string; shiftedTo?: string; note?: string } {
  const note = typeof record.note === 'string' ? record.note.trim() : '';
  return { date: record.date, shiftedTo: record.shiftedTo, ...(note ? { note } : {}) };
}
