import { dateFormat, zonedDateFormat } from '../../../public-web/src/ui/dates';

describe('kept date formatters (public-web)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('formats as toLocaleDateString and toLocaleTimeString do, with one formatter made on the first call and none before', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const clock = dateFormat({ hour: 'numeric', minute: '2-digit' });
    const day = dateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(made).not.toHaveBeenCalled();
    const instants = ['2026-01-20T08:05:00Z', '2026-07-04T23:59:00Z', '2026-11-26T15:30:00Z'].map((iso) => new Date(iso));
    for (const at of instants) {
      expect(clock(at)).toBe(at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }));
      expect(day(at)).toBe(at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }));
    }
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('keeps one formatter per time zone, each reading the instant in its own zone', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const paidOn = zonedDateFormat({ month: 'long', day: 'numeric', year: 'numeric' });
    const lateEvening = new Date('2026-11-26T06:30:00Z');
    expect(paidOn(lateEvening, 'America/Los_Angeles')).toBe('November 25, 2026');
    expect(paidOn(lateEvening, 'UTC')).toBe('November 26, 2026');
    expect(paidOn(new Date('2026-12-01T20:00:00Z'), 'America/Los_Angeles')).toBe('December 1, 2026');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
