import { endOfLocalDay, localDate } from './local-time';

const LA = 'America/Los_Angeles';

describe('local time in the business time zone', () => {
  it('gives the local date, which differs from the UTC date in the evening', () => {
    expect(localDate(LA, new Date('2026-01-16T05:30:00Z'))).toBe('2026-01-15');
    expect(localDate(LA, new Date('2026-01-16T08:30:00Z'))).toBe('2026-01-16');
  });

  it('ends the local day at midnight Pacific standard time (UTC-8)', () => {
    expect(endOfLocalDay(LA, new Date('2026-01-15T17:00:00Z')).toISOString()).toBe('2026-01-16T08:00:00.000Z');
    // 23:59 local is still the same day.
    expect(endOfLocalDay(LA, new Date('2026-01-16T07:59:00Z')).toISOString()).toBe('2026-01-16T08:00:00.000Z');
  });

  it('uses daylight time in summer (UTC-7)', () => {
    expect(endOfLocalDay(LA, new Date('2026-07-04T18:00:00Z')).toISOString()).toBe('2026-07-05T07:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 2026-03-08: clocks spring forward at 02:00; that midnight is the next day's, still PDT.
    expect(endOfLocalDay(LA, new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    // The evening before the change: midnight is still PST.
    expect(endOfLocalDay(LA, new Date('2026-03-07T20:00:00Z')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    // 2026-11-01: clocks fall back; the next midnight is PST.
    expect(endOfLocalDay(LA, new Date('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });
});
