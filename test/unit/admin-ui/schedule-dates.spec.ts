import {
  addDays,
  formatClock,
  formatWeekRange,
  isCalendarDate,
  shiftWeek,
  weekDates,
  weekdayOf,
  weekStartOf,
} from '../../../admin-ui/src/schedule/schedule-dates';

describe('schedule board week maths (business week Monday to Sunday, on calendar dates)', () => {
  it.each([
    ['a Monday starts its own week', '2026-11-23', '2026-11-23'],
    ['a Wednesday belongs to the Monday before', '2026-11-25', '2026-11-23'],
    ['a Sunday is the last day of the week, not the first', '2026-11-29', '2026-11-23'],
    ['a week can start in the month before', '2026-12-02', '2026-11-30'],
    ['a week can span the new year', '2027-01-01', '2026-12-28'],
    ['the week of the March DST change has seven calendar days', '2026-03-08', '2026-03-02'],
  ])('%s: %s → %s', (_, date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
    expect(weekdayOf(monday)).toBe('monday');
  });

  it('lists the seven days Monday to Sunday, across the November DST change too', () => {
    expect(weekDates('2026-10-26')).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weekDates('2026-10-26').map(weekdayOf)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it('moves by whole weeks from any day of a week, landing on a Monday', () => {
    expect(shiftWeek('2026-11-25', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('adds days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each([
    ['2026-11-23', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['', false],
    [null, false],
    ['2026-11-23T00:00:00Z', false],
  ])('accepts only real YYYY-MM-DD dates from the URL: %p → %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('writes times and weeks as staff read them', () => {
    expect(formatClock('08:00:00')).toBe('8:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('19:00')).toBe('7:00 PM');
    expect(formatWeekRange('2026-11-23')).toBe('Nov 23 – Nov 29');
  });
});
