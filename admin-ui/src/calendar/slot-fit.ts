/**
 * Which open slots fit a customer's plan (issue 15): the Schedule dialog offers only slots on the customer's preferred
 * weekdays, unless they gave none or staff switch to all slots. The server stays the authority; this only narrows the list.
 */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const isWeekday = (value: string): value is Weekday => (WEEKDAYS as readonly string[]).includes(value);

/** 'YYYY-MM-DD' (a calendar date, no time zone) → its weekday; null for anything that is not a real date. */
export function weekdayOfDate(date: string): Weekday | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return WEEKDAYS[at.getUTCDay()];
}

/** The preferred days as known weekdays, trimmed, lower-cased, without repeats, Monday first; unknown names dropped. */
export function preferredWeekdays(days: readonly string[] | null | undefined): Weekday[] {
  const known = new Set((days ?? []).map((day) => String(day).trim().toLowerCase()).filter(isWeekday));
  const mondayFirst = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
  return mondayFirst.filter((day) => known.has(day));
}

/** Whether a slot's date falls on one of the preferred days; with no preferred days every slot fits. */
export function slotFitsDays(slot: { date: string }, days: readonly string[] | null | undefined): boolean {
  const preferred = preferredWeekdays(days);
  if (!preferred.length) return true;
  const weekday = weekdayOfDate(slot.date);
  return weekday !== null && preferred.includes(weekday);
}

export interface SlotChoices<S> {
  /** The slots to offer, in the order given. */
  offered: S[];
  /** Whether the list is narrowed to the preferred days (false: the customer gave none, or staff chose all slots). */
  narrowed: boolean;
  /** Open slots left out because they are on other days. */
  hidden: number;
}

/** The slots the dialog offers: only those on the preferred days, unless there are none or `showAll` is on. */
export function slotChoices<S extends { date: string }>(slots: readonly S[], days: readonly string[] | null | undefined, showAll: boolean): SlotChoices<S> {
  if (showAll || !preferredWeekdays(days).length) return { offered: [...slots], narrowed: false, hidden: 0 };
  const offered = slots.filter((slot) => slotFitsDays(slot, days));
  return { offered, narrowed: true, hidden: slots.length - offered.length };
}

const titleCase = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** 'Tuesday, Friday' for the dialog's summary, or null when the customer gave no (known) days. */
export function formatDays(days: readonly string[] | null | undefined): string | null {
  const preferred = preferredWeekdays(days);
  return preferred.length ? preferred.map(titleCase).join(', ') : null;
}

/** 'Thursday', or null without a (known) trash day. */
export function formatTrashDay(day: string | null | undefined): string | null {
  const normal = String(day ?? '')
    .trim()
    .toLowerCase();
  return isWeekday(normal) ? titleCase(normal) : null;
}

/** '25000 Main St, Valencia 91350' from whatever parts the order has; null when it has none. */
export function formatAddress(order: { street_address?: string | null; city?: string | null; zip_code?: string | null }): string | null {
  const street = order.street_address?.trim();
  const place = [order.city?.trim(), order.zip_code?.trim()].filter(Boolean).join(' ');
  const text = [street, place].filter(Boolean).join(', ');
  return text || null;
}
