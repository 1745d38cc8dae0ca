import { addDays, daysBetween, isCalendarDate, isoWeekday } from '../../../platform/time/calendar-date';
import { isoWeekLabel } from './iso-week';
import { scoopingDays, weekdayNumber, WEEKDAYS } from './scooping-days';

export { businessInstant } from './business-instant';
export { DEFAULT_SCOOPING_DAY, scoopingDays } from './scooping-days';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type PlanFrequency = 'weekly' | 'twice-weekly' | 'monthly' | 'bin-only';
export type VisitKind = 'scoop' | 'bin-out' | 'bin-in';

export interface PlanForScheduling {
  frequency: PlanFrequency;
  /** Scooping days in the customer's order of preference (may be empty for bin-only; empty means Monday otherwise). */
  preferredDays: Weekday[];
  /** Required when bins.takeOut or bins.bringIn. */
  trashDay: Weekday | null;
  bins: { takeOut: boolean; bringIn: boolean };
  /** Bin Take Out on the trash-day morning (default) or the evening before. */
  binTakeOutTiming: 'morning' | 'evening-before';
  /** Business-local calendar date (YYYY-MM-DD) of the first day a visit may fall on. */
  startDate: string;
}

/** A staff-editable holiday rule: trash normally picked up on `date` is picked up on `shiftedTo` instead. */
export interface TrashDayShift {
  date: string;
  shiftedTo: string;
}

export interface PlannedVisit {
  /** Stable occurrence key, unique within the plan, kept when a holiday moves the date: `scoop:2026-W48:1`,
   *  `bin-out:2026-W48` (the ISO week of the usual trash day); monthly plans count 4-week cycles: `scoop:cycle-1`. */
  key: string;
  kind: VisitKind;
  /** Business-local date YYYY-MM-DD. */
  date: string;
  /** Business-local wall-clock window, 'HH:MM'. */
  window: { start: string; end: string };
}

/** The business-local windows of each kind of visit (DESIGN §13, issue 15). */
export const VISIT_WINDOWS = {
  scoop: { start: '08:00', end: '17:00' },
  binTakeOutMorning: { start: '06:00', end: '08:00' },
  binTakeOutEveningBefore: { start: '18:00', end: '21:00' },
  /** After the truck has been. */
  binBringIn: { start: '15:00', end: '19:00' },
} as const;

/** A monthly plan visits every 4 weeks. */
export const MONTHLY_CYCLE_DAYS = 28;

/** Visits of one date are listed in the order of a usual day: bins out, scoop, bins in. */
const KIND_ORDER: Record<VisitKind, number> = { 'bin-out': 0, scoop: 1, 'bin-in': 2 };
const FREQUENCIES: readonly PlanFrequency[] = ['weekly', 'twice-weekly', 'monthly', 'bin-only'];

/** One occurrence of a repeating rule: its usual date and the name that stays with it. */
interface Occurrence {
  date: string;
  name: string;
}

/** A repeating rule: its occurrences between two dates (inclusive), and the one on a date if there is one. */
interface Series {
  between(from: string, to: string): Occurrence[];
  at(date: string): Occurrence | undefined;
}

function firstOnOrAfter(date: string, day: Weekday): string {
  return addDays(date, (weekdayNumber(day) - isoWeekday(date) + 7) % 7);
}

/** Every `day` of every week, named by its ISO week plus `suffix`. */
function everyWeek(day: Weekday, suffix: string): Series {
  const occurrence = (date: string): Occurrence => ({ date, name: `${isoWeekLabel(date)}${suffix}` });
  return {
    between(from, to) {
      const found: Occurrence[] = [];
      for (let date = firstOnOrAfter(from, day); date <= to; date = addDays(date, 7)) found.push(occurrence(date));
      return found;
    },
    at: (date) => (isoWeekday(date) === weekdayNumber(day) ? occurrence(date) : undefined),
  };
}

/** `anchor` and every 4 weeks after it, named by the cycle's number (the anchor's is 1). */
function everyCycle(anchor: string): Series {
  const occurrence = (cycle: number): Occurrence => ({ date: addDays(anchor, cycle * MONTHLY_CYCLE_DAYS), name: `cycle-${cycle + 1}` });
  return {
    between(from, to) {
      const found: Occurrence[] = [];
      for (let cycle = Math.max(0, Math.ceil(daysBetween(anchor, from) / MONTHLY_CYCLE_DAYS)); occurrence(cycle).date <= to; cycle++) {
        found.push(occurrence(cycle));
      }
      return found;
    },
    at(date) {
      const days = daysBetween(anchor, date);
      return days >= 0 && days % MONTHLY_CYCLE_DAYS === 0 ? occurrence(days / MONTHLY_CYCLE_DAYS) : undefined;
    },
  };
}

function scoopVisits(plan: PlanForScheduling, from: string, to: string): PlannedVisit[] {
  const days = scoopingDays(plan.frequency, plan.preferredDays);
  const series =
    plan.frequency === 'monthly'
      ? days.map((day) => everyCycle(firstOnOrAfter(plan.startDate, day)))
      : // Twice weekly: the week's earlier day is visit 1, the later visit 2, whatever the order of preference.
        [...days].sort((a, b) => weekdayNumber(a) - weekdayNumber(b)).map((day, index) => everyWeek(day, `:${index + 1}`));
  return series.flatMap((s) =>
    s.between(from, to).map(({ date, name }): PlannedVisit => ({ key: `scoop:${name}`, kind: 'scoop', date, window: { ...VISIT_WINDOWS.scoop } })),
  );
}

/**
 * Bin Take Out and Bring In around each trash day: every week, or once a 4-week cycle for a monthly plan (one trip a
 * month is what the quote charges for monthly, pricing BIN_TRIPS). A shift moves the pickup, and the visits with it.
 */
function binVisits(plan: PlanForScheduling, trashDay: Weekday, from: string, to: string, shifts: readonly TrashDayShift[]): PlannedVisit[] {
  const eveningBefore = plan.bins.takeOut && plan.binTakeOutTiming === 'evening-before';
  // A monthly plan's first trip is the first whose every visit can fall on or after the start date.
  const series = plan.frequency === 'monthly' ? everyCycle(firstOnOrAfter(addDays(plan.startDate, eveningBefore ? 1 : 0), trashDay)) : everyWeek(trashDay, '');
  const shiftedTo = new Map<string, string>();
  for (const shift of shifts) if (!shiftedTo.has(shift.date)) shiftedTo.set(shift.date, shift.shiftedTo);

  // The usual trash days whose visits may fall in the range: those in it (and the day after, for an evening-before
  // Take Out on `to`), and those a shift may bring into it from anywhere.
  const occurrences = new Map<string, Occurrence>();
  for (const occurrence of series.between(from, addDays(to, 1))) occurrences.set(occurrence.date, occurrence);
  for (const date of shiftedTo.keys()) {
    const occurrence = series.at(date);
    if (occurrence) occurrences.set(date, occurrence);
  }

  const visits: PlannedVisit[] = [];
  for (const { date, name } of occurrences.values()) {
    const pickup = shiftedTo.get(date) ?? date;
    if (plan.bins.takeOut) {
      visits.push(
        eveningBefore
          ? { key: `bin-out:${name}`, kind: 'bin-out', date: addDays(pickup, -1), window: { ...VISIT_WINDOWS.binTakeOutEveningBefore } }
          : { key: `bin-out:${name}`, kind: 'bin-out', date: pickup, window: { ...VISIT_WINDOWS.binTakeOutMorning } },
      );
    }
    if (plan.bins.bringIn) visits.push({ key: `bin-in:${name}`, kind: 'bin-in', date: pickup, window: { ...VISIT_WINDOWS.binBringIn } });
  }
  return visits;
}

function checkInputs(plan: PlanForScheduling, from: string, to: string, shifts: readonly TrashDayShift[]): void {
  const fail = (what: string) => {
    throw new RangeError(`planVisits: ${what}`);
  };
  if (!FREQUENCIES.includes(plan.frequency)) fail('unknown frequency');
  if (!Array.isArray(plan.preferredDays) || !plan.preferredDays.every((day) => WEEKDAYS.includes(day))) fail('preferredDays must be weekdays');
  if (plan.trashDay !== null && !WEEKDAYS.includes(plan.trashDay)) fail('trashDay must be a weekday or null');
  if ((plan.bins.takeOut || plan.bins.bringIn) && plan.trashDay === null) fail('bin visits need a trash day');
  if (!isCalendarDate(plan.startDate)) fail('startDate must be a calendar date YYYY-MM-DD');
  if (!isCalendarDate(from) || !isCalendarDate(to)) fail('from and to must be calendar dates YYYY-MM-DD');
  if (!shifts.every((shift) => isCalendarDate(shift.date) && isCalendarDate(shift.shiftedTo))) fail('trash-day shifts must be calendar dates YYYY-MM-DD');
}

/**
 * Every visit of the plan with from <= date <= to (inclusive, business-local dates), sorted by date then kind (bins
 * out, scoop, bins in), then key. Nothing falls before startDate. Pure and deterministic: the same inputs give the
 * same visits, and a wider range gives a superset with identical keys.
 *
 * - weekly: one scoop a week on the first preferred day; twice-weekly: on the two days `scoopingDays` picks;
 *   monthly: every 4 weeks on the first preferred day from the first such day on/after startDate. No preferred day
 *   means Monday. Scoops are 08:00–17:00 and are not moved by trash-day shifts.
 * - bins: Take Out 06:00–08:00 on the trash day (or 18:00–21:00 the evening before), Bring In 15:00–19:00 on it.
 *   A shift for a usual trash day moves both to `shiftedTo` (the first shift listed for a date wins; shifts of other
 *   days are ignored). Bin-only plans get only bin visits.
 *
 * Throws a RangeError on input the caller should have refused (not a calendar date, a bin plan without a trash day).
 */
export function planVisits(plan: PlanForScheduling, from: string, to: string, shifts: readonly TrashDayShift[]): PlannedVisit[] {
  checkInputs(plan, from, to, shifts);
  if (from > to) return [];
  const visits = [
    ...scoopVisits(plan, plan.startDate > from ? plan.startDate : from, to),
    ...(plan.trashDay && (plan.bins.takeOut || plan.bins.bringIn) ? binVisits(plan, plan.trashDay, from, to, shifts) : []),
  ];
  return visits
    .filter((visit) => visit.date >= from && visit.date <= to && visit.date >= plan.startDate)
    .sort((a, b) => (a.date === b.date ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.date < b.date ? -1 : 1));
}
