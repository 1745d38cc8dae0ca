import { CANCELLATION_NOTICE_DAYS, CHANGE_NOTICE_HOURS, isInQuietHours, QUIET_HOURS, SUSPENSION_AFTER_OVERDUE_DAYS, VISIT_HORIZON_WEEKS } from './plan-terms';

const LA = 'America/Los_Angeles';

describe('plan terms', () => {
  it('are the figures of the Terms (spec 000 §9) and DESIGN §13', () => {
    expect(CHANGE_NOTICE_HOURS).toBe(48);
    expect(CANCELLATION_NOTICE_DAYS).toBe(7);
    expect(SUSPENSION_AFTER_OVERDUE_DAYS).toBe(15);
    expect(VISIT_HORIZON_WEEKS).toBe(4);
    expect(QUIET_HOURS).toEqual({ start: '20:00', end: '07:00' });
  });
});

describe('quiet hours (20:00 to 07:00 business time)', () => {
  it.each([
    ['2026-01-15T03:59:00Z', '19:59 PST', false],
    ['2026-01-15T04:00:00Z', '20:00 PST', true],
    ['2026-01-15T08:00:00Z', 'midnight PST', true],
    ['2026-01-15T14:59:00Z', '06:59 PST', true],
    ['2026-01-15T15:00:00Z', '07:00 PST', false],
    ['2026-01-15T20:00:00Z', 'noon PST', false],
    ['2026-07-15T02:59:00Z', '19:59 PDT', false],
    ['2026-07-15T03:00:00Z', '20:00 PDT', true],
    ['2026-07-15T13:59:00Z', '06:59 PDT', true],
    ['2026-07-15T14:00:00Z', '07:00 PDT', false],
  ])('%s (%s) quiet: %s', (instant, _, quiet) => expect(isInQuietHours(new Date(instant), LA)).toBe(quiet));

  it('follow the wall clock across the clock changes', () => {
    // 2026-11-01: fall back at 02:00; 06:30 PST is 14:30Z, 07:00 PST is 15:00Z.
    expect(isInQuietHours(new Date('2026-11-01T14:30:00Z'), LA)).toBe(true);
    expect(isInQuietHours(new Date('2026-11-01T15:00:00Z'), LA)).toBe(false);
    // 2027-03-14: spring forward at 02:00; 06:59 PDT is 13:59Z, 07:00 PDT is 14:00Z.
    expect(isInQuietHours(new Date('2027-03-14T13:59:00Z'), LA)).toBe(true);
    expect(isInQuietHours(new Date('2027-03-14T14:00:00Z'), LA)).toBe(false);
  });

  it('use the zone they are given', () => {
    expect(isInQuietHours(new Date('2026-01-15T21:00:00Z'), 'UTC')).toBe(true);
    expect(isInQuietHours(new Date('2026-01-15T21:00:00Z'), LA)).toBe(false);
  });

  it('also work for hours that do not wrap midnight', () => {
    const lunch = { start: '12:00', end: '13:00' };
    expect(isInQuietHours(new Date('2026-01-15T20:00:00Z'), LA, lunch)).toBe(true);
    expect(isInQuietHours(new Date('2026-01-15T21:00:00Z'), LA, lunch)).toBe(false);
    expect(isInQuietHours(new Date('2026-01-15T19:59:00Z'), LA, lunch)).toBe(false);
  });
});
