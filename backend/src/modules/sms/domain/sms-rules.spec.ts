import { e164, inQuietHours, keywordOf, mayTextNow, quietHoursEnd } from './sms-rules';

describe('texting rules', () => {
  it.each([
    ['(661) 555-0123', '+16615550123'],
    ['1-661-555-0123', '+16615550123'],
    ['+1 661 555 0123', '+16615550123'],
    ['555-0123', null],
    ['', null],
    [null, null],
    ['9'.repeat(100), null],
  ])('reads %j as %j', (phone, expected) => expect(e164(phone)).toBe(expected));

  it.each([
    ['STOP', 'stop'],
    ['  stop please', 'stop'],
    ['Unsubscribe', 'stop'],
    ['START', 'start'],
    ['yes', 'start'],
    ['HELP', 'help'],
    ['Thanks for the great job!', null],
    ['', null],
  ])('reads the keyword of %j as %j', (body, keyword) => expect(keywordOf(body)).toBe(keyword));

  it.each([
    ['21:30', true],
    ['20:00', true],
    ['06:59', true],
    ['07:00', false],
    ['12:00', false],
    ['19:59', false],
  ])('knows %s is quiet (%s) in 20:00-07:00', (time, quiet) => expect(inQuietHours(time, '20:00-07:00')).toBe(quiet));
  it('reads a same-day range too, and an empty one as never quiet', () => {
    expect(inQuietHours('13:00', '12:00-14:00')).toBe(true);
    expect(inQuietHours('15:00', '12:00-14:00')).toBe(false);
    expect(inQuietHours('15:00', '08:00-08:00')).toBe(false);
  });
  it('lets the on-the-way text through quiet hours, and holds the reports', () => {
    expect(mayTextNow('on-the-way', '21:00', '20:00-07:00')).toBe(true);
    expect(mayTextNow('visit-completed', '21:00', '20:00-07:00')).toBe(false);
    expect(mayTextNow('visit-skipped', '10:00', '20:00-07:00')).toBe(true);
  });

  describe('a text held by quiet hours goes when they end', () => {
    it.each([
      ['2026-03-03 21:30', '20:00-07:00', { date: '2026-03-04', time: '07:00' }],
      ['2026-03-03 20:00', '20:00-07:00', { date: '2026-03-04', time: '07:00' }],
      ['2026-12-31 23:59', '20:00-07:00', { date: '2027-01-01', time: '07:00' }],
      ['2026-03-04 00:10', '20:00-07:00', { date: '2026-03-04', time: '07:00' }],
      ['2026-03-04 06:59', '20:00-07:00', { date: '2026-03-04', time: '07:00' }],
      ['2026-03-04 13:15', '12:00-14:00', { date: '2026-03-04', time: '14:00' }],
    ])('given %s and quiet hours %s, it is held until %j', (now, quiet, expected) => expect(quietHoursEnd(now, quiet)).toEqual(expected));

    it.each([
      ['2026-03-04 07:00', '20:00-07:00'],
      ['2026-03-04 19:59', '20:00-07:00'],
      ['2026-03-04 10:00', '00:00-00:00'],
    ])('given %s, outside quiet hours %s, nothing is held', (now, quiet) => expect(quietHoursEnd(now, quiet)).toBeNull());
  });
});
