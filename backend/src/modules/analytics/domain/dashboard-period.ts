import { addDays, isoWeekday } from '../../../platform/time/calendar-date';
import { localDate, startOfLocalDate } from '../../../platform/time/local-time';

/** The Analytics period selector (spec 001 §2), in the order staff see it. */
export const DASHBOARD_PERIODS = ['today', 'this_week', 'last_week', 'last_2_weeks', 'this_month', 'last_month'] as const;
export type DashboardPeriodName = (typeof DASHBOARD_PERIODS)[number];

export const PERIOD_LABELS: Record<DashboardPeriodName, string> = {
  today: 'Today',
  this_week: 'This Week',
  last_week: 'Last Week',
  last_2_weeks: 'Last 2 Weeks',
  this_month: 'This Month',
  last_month: 'Last Month',
};

export interface DashboardPeriod {
  name: DashboardPeriodName;
  label: string;
  /** First instant in the period (local midnight of firstDay). */
  from: string;
  /** First instant after the period (local midnight after lastDay); exclusive. */
  to: string;
  /** Local calendar days covered, inclusive, 'YYYY-MM-DD'. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
}

export const isDashboardPeriod = (value: unknown): value is DashboardPeriodName => DASHBOARD_PERIODS.includes(value as DashboardPeriodName);

/**
 * Local calendar days of a period, in the business time zone. Weeks start on Monday. Current periods (today,
 * this week, this month) end with today, never in the future. "Last 2 Weeks" is the two full weeks before this one.
 */
export function periodDays(name: DashboardPeriodName, today: string): { firstDay: string; lastDay: string } {
  const monday = addDays(today, 1 - isoWeekday(today));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (name) {
    case 'today':
      return { firstDay: today, lastDay: today };
    case 'this_week':
      return { firstDay: monday, lastDay: today };
    case 'last_week':
      return { firstDay: addDays(monday, -7), lastDay: addDays(monday, -1) };
    case 'last_2_weeks':
      return { firstDay: addDays(monday, -14), lastDay: addDays(monday, -1) };
    case 'this_month':
      return { firstDay: firstOfMonth, lastDay: today };
    case 'last_month': {
      const lastDay = addDays(firstOfMonth, -1);
      return { firstDay: `${lastDay.slice(0, 8)}01`, lastDay };
    }
  }
}

/** The period as instants: from the first day's local midnight up to (not including) the midnight after the last day. */
export function dashboardPeriod(name: DashboardPeriodName, now: Date, timeZone: string): DashboardPeriod {
  const { firstDay, lastDay } = periodDays(name, localDate(timeZone, now));
  return {
    name,
    label: PERIOD_LABELS[name],
    from: startOfLocalDate(timeZone, firstDay).toISOString(),
    to: startOfLocalDate(timeZone, addDays(lastDay, 1)).toISOString(),
    firstDay,
    lastDay,
    timeZone,
  };
}

/** Every local day of a period, oldest first, for the revenue chart's x-axis. */
export function daysOf(period: Pick<DashboardPeriod, 'firstDay' | 'lastDay'>): string[] {
  const days: string[] = [];
  for (let day = period.firstDay; day <= period.lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}
