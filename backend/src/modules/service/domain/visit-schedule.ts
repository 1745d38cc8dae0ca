/**
 * PLACEHOLDER written by engineer "plans" against /work/briefs/contract-visit-schedule.md until engineer "rules"
 * lands the real file on wave2-rules; on merge, the rules branch's version replaces this one.
 */
import { addDays, isoWeekday } from '../../../platform/time/calendar-date';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type PlanFrequency = 'weekly' | 'twice-weekly' | 'monthly' | 'bin-only';
export type VisitKind = 'scoop' | 'bin-out' | 'bin-in';

export interface PlanForScheduling {
  frequency: PlanFrequency;
  preferredDays: Weekday[];
  trashDay: Weekday | null;
  bins: { takeOut: boolean; bringIn: boolean };
  binTakeOutTiming: 'morning' | 'evening-before';
  startDate: string;
}

export interface TrashDayShift {
  date: string;
  shiftedTo: string;
}

export interface PlannedVisit {
  key: string;
  kind: VisitKind;
  date: string;
  window: { start: string; end: string };
}

const DAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const dayNumber = (day: Weekday) => DAYS.indexOf(day) + 1;
const KIND_ORDER: Record<VisitKind, number> = { 'bin-out': 0, scoop: 1, 'bin-in': 2 };

function isoWeek(date: string): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function scoopDays(plan: PlanForScheduling): Weekday[] {
  const first = plan.preferredDays[0] ?? 'monday';
  if (plan.frequency !== 'twice-weekly') return [first];
  const distance = (a: Weekday, b: Weekday) => {
    const d = Math.abs(dayNumber(a) - dayNumber(b));
    return Math.min(d, 7 - d);
  };
  const second = plan.preferredDays.slice(1).find((day) => distance(first, day) >= 2) ?? DAYS[(dayNumber(first) - 1 + 3) % 7];
  return [first, second];
}

export function planVisits(plan: PlanForScheduling, from: string, to: string, shifts: readonly TrashDayShift[]): PlannedVisit[] {
  const out: PlannedVisit[] = [];
  const lower = from > plan.startDate ? from : plan.startDate;
  const inRange = (date: string) => date >= lower && date <= to;
  if (plan.frequency !== 'bin-only') {
    const days = scoopDays(plan);
    if (plan.frequency === 'monthly') {
      let anchor = plan.startDate;
      while (isoWeekday(anchor) !== dayNumber(days[0])) anchor = addDays(anchor, 1);
      for (let cycle = 0, date = anchor; date <= to; cycle += 1, date = addDays(anchor, cycle * 28)) {
        if (inRange(date)) out.push({ key: `scoop:cycle-${cycle}`, kind: 'scoop', date, window: { start: '08:00', end: '17:00' } });
      }
    } else {
      for (let date = lower; date <= to; date = addDays(date, 1)) {
        const index = days.findIndex((day) => dayNumber(day) === isoWeekday(date));
        if (index >= 0) out.push({ key: `scoop:${isoWeek(date)}:${index + 1}`, kind: 'scoop', date, window: { start: '08:00', end: '17:00' } });
      }
    }
  }
  if (plan.trashDay && (plan.bins.takeOut || plan.bins.bringIn)) {
    for (let date = addDays(lower, -7); date <= addDays(to, 7); date = addDays(date, 1)) {
      if (isoWeekday(date) !== dayNumber(plan.trashDay)) continue;
      const pickup = shifts.find((shift) => shift.date === date)?.shiftedTo ?? date;
      const week = isoWeek(date);
      if (plan.bins.takeOut) {
        const evening = plan.binTakeOutTiming === 'evening-before';
        const day = evening ? addDays(pickup, -1) : pickup;
        if (inRange(day)) out.push({ key: `bin-out:${week}`, kind: 'bin-out', date: day, window: evening ? { start: '18:00', end: '21:00' } : { start: '06:00', end: '08:00' } });
      }
      if (plan.bins.bringIn && inRange(pickup)) out.push({ key: `bin-in:${week}`, kind: 'bin-in', date: pickup, window: { start: '15:00', end: '19:00' } });
    }
  }
  return out.sort((a, b) => (a.date === b.date ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] : a.date < b.date ? -1 : 1));
}

function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

export function businessInstant(date: string, time: string, timeZone = 'America/Los_Angeles'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - zoneOffsetMs(timeZone, new Date(wall));
  guess = wall - zoneOffsetMs(timeZone, new Date(guess));
  return new Date(guess);
}
