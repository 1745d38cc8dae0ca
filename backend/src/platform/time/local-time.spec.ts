import { endOfLocalDay, localDate, localDateTime } from './local-time';

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

  it('keeps answering per zone after its formatters are cached, and an unknown zone fails every time', () => {
    const evening = new Date('2026-03-01T06:30:00Z');
    expect(localDate('America/Los_Angeles', evening)).toBe('2026-02-28');
    expect(localDate('Asia/Tokyo', evening)).toBe('2026-03-01');
    expect(localDate('America/Los_Angeles', evening)).toBe('2026-02-28');
    expect(localDateTime('Asia/Tokyo', evening)).toBe('2026-03-01 15:30');
    expect(() => localDate('Not/A_Zone', evening)).toThrow(RangeError);
    expect(() => localDate('Not/A_Zone', evening)).toThrow(RangeError);
  });

  it('stays right past the cache bound (more zones than it keeps)', () => {
    const now = new Date('2026-07-01T12:00:00Z');
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 100);
    const first = zones.map((zone) => localDate(zone, now));
    expect(zones.map((zone) => localDate(zone, now))).toEqual(first);
    expect(localDate('Pacific/Kiritimati', new Date('2026-07-01T11:00:00Z'))).toBe('2026-07-02');
  });
});
