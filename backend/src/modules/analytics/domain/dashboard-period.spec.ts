import { dashboardPeriod, daysOf, periodDays } from './dashboard-period';
import { startOfLocalDate } from '../../../platform/time/local-time';

const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);

describe('dashboard periods in America/Los_Angeles (DESIGN §11)', () => {
  it('today is the LA calendar day, even when UTC has already moved on', () => {
    // 23:30 on Jan 15 in LA is 07:30 on Jan 16 in UTC.
    expect(dashboardPeriod('today', at('2026-01-16T07:30:00Z'), LA)).toMatchObject({
      label: 'Today',
      firstDay: '2026-01-15',
      lastDay: '2026-01-15',
      from: '2026-01-15T08:00:00.000Z',
      to: '2026-01-16T08:00:00.000Z',
    });
  });

  it('weeks start on Monday; this week runs to the end of today', () => {
    expect(periodDays('this_week', '2026-01-14')).toEqual({ firstDay: '2026-01-12', lastDay: '2026-01-14' });
    expect(periodDays('this_week', '2026-01-12')).toEqual({ firstDay: '2026-01-12', lastDay: '2026-01-12' });
    expect(periodDays('this_week', '2026-01-18')).toEqual({ firstDay: '2026-01-12', lastDay: '2026-01-18' });
  });

  it('last week and last 2 weeks are full Monday-to-Sunday weeks before this one, across a year end', () => {
    expect(periodDays('last_week', '2026-01-14')).toEqual({ firstDay: '2026-01-05', lastDay: '2026-01-11' });
    expect(periodDays('last_2_weeks', '2026-01-14')).toEqual({ firstDay: '2025-12-29', lastDay: '2026-01-11' });
  });

  it('this month starts on the 1st; last month is the whole previous month, leap years included', () => {
    expect(periodDays('this_month', '2026-01-15')).toEqual({ firstDay: '2026-01-01', lastDay: '2026-01-15' });
    expect(periodDays('last_month', '2026-01-15')).toEqual({ firstDay: '2025-12-01', lastDay: '2025-12-31' });
    expect(periodDays('last_month', '2028-03-31')).toEqual({ firstDay: '2028-02-01', lastDay: '2028-02-29' });
    expect(dashboardPeriod('last_month', at('2026-01-15T17:00:00Z'), LA)).toMatchObject({
      from: '2025-12-01T08:00:00.000Z',
      to: '2026-01-01T08:00:00.000Z',
    });
  });

  it('a week that contains the spring-forward Sunday starts at PST midnight and ends at PDT midnight', () => {
    // DST began on Sunday 2026-03-08 at 02:00 in LA.
    expect(dashboardPeriod('last_week', at('2026-03-10T12:00:00Z'), LA)).toMatchObject({
      firstDay: '2026-03-02',
      lastDay: '2026-03-08',
      from: '2026-03-02T08:00:00.000Z',
      to: '2026-03-09T07:00:00.000Z',
    });
    const today = dashboardPeriod('today', at('2026-03-08T20:00:00Z'), LA);
    expect(Date.parse(today.to) - Date.parse(today.from)).toBe(23 * 3_600_000);
  });

  it('the fall-back day lasts 25 hours and a month starting on it starts at PDT midnight', () => {
    // DST ended on Sunday 2026-11-01 at 02:00 in LA.
    const month = dashboardPeriod('this_month', at('2026-11-05T12:00:00Z'), LA);
    expect(month).toMatchObject({ firstDay: '2026-11-01', lastDay: '2026-11-05', from: '2026-11-01T07:00:00.000Z', to: '2026-11-06T08:00:00.000Z' });
    const today = dashboardPeriod('today', at('2026-11-01T20:00:00Z'), LA);
    expect(Date.parse(today.to) - Date.parse(today.from)).toBe(25 * 3_600_000);
  });

  it('finds local midnight in zones far from UTC too', () => {
    expect(startOfLocalDate('Pacific/Kiritimati', '2026-01-15').toISOString()).toBe('2026-01-14T10:00:00.000Z');
    expect(startOfLocalDate('Pacific/Pago_Pago', '2026-01-15').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(startOfLocalDate('UTC', '2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('lists every day of a period for the chart', () => {
    expect(daysOf({ firstDay: '2026-02-27', lastDay: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
