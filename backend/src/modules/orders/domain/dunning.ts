/**
 * The dunning settings (issue 17, the Terms' suspension rule): reminders on these days of an overdue invoice,
 * only inside business hours (business time zone, Monday to Friday), and the plan's future visits suspended once
 * the invoice is this many days overdue. A reminder day that falls outside business hours goes out at the next
 * opening; a later day that is already due replaces an earlier one that was never sent (one message, not two).
 */
export interface DunningSettings {
  reminderDays: readonly number[];
  suspendAfterDays: number;
  /** Local hours [open, close): 8 → 08:00, 17 → until 16:59. */
  openHour: number;
  closeHour: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday) messages may go out on. */
  weekdays: readonly number[];
}

export const DUNNING_SETTINGS: DunningSettings = {
  reminderDays: [0, 3, 7],
  suspendAfterDays: 15,
  openHour: 8,
  closeHour: 17,
  weekdays: [1, 2, 3, 4, 5],
};

/** The business's wall clock at the moment of a dunning run. */
export interface LocalMoment {
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  hour: number;
}

export const inBusinessHours = (now: LocalMoment, settings: DunningSettings = DUNNING_SETTINGS) =>
  settings.weekdays.includes(now.weekday) && now.hour >= settings.openHour && now.hour < settings.closeHour;

/** Whole calendar days from one local date to another (YYYY-MM-DD), so DST never makes a day 23 or 25 hours. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The reminder day due now, given those sent: the latest sequence day reached that nothing on or after it covered yet. */
export function reminderDue(daysOverdue: number, sent: readonly number[], settings: DunningSettings = DUNNING_SETTINGS): number | null {
  const reached = settings.reminderDays.filter((day) => day <= daysOverdue);
  if (!reached.length) return null;
  const due = Math.max(...reached);
  return sent.some((day) => day >= due) ? null : due;
}
