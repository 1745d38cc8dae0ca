import { e164, inQuietHours, keywordOf, mayTextNow } from './sms-rules';

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
});
