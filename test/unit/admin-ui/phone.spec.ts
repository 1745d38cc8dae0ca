import { formatPhone } from '../../../admin-ui/src/common/phone';

describe('formatPhone: one way to show phone numbers in the back office', () => {
  it.each([
    ['6615550123', '(661) 555-0123'],
    ['661-555-0123', '(661) 555-0123'],
    ['(661) 555-0123', '(661) 555-0123'],
    ['+1 661.555.0123', '(661) 555-0123'],
    ['1 (661) 555 0123', '(661) 555-0123'],
  ])('shows %s as %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));

  it('leaves a number it cannot read as typed, and nothing as empty', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0123')).toBe('555-0123');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
