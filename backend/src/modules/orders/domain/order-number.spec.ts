import { formatOrderNumber, parseOrderNumber } from './order-number';

describe('order numbers', () => {
  it('formats the stored integer with the business prefix', () => {
    expect(formatOrderNumber(10427)).toBe('SCV-10427');
    expect(formatOrderNumber('10427')).toBe('SCV-10427');
    expect(formatOrderNumber(null)).toBeNull();
  });

  it('reads what staff type into a search box', () => {
    expect(parseOrderNumber('SCV-10427')).toBe(10427);
    expect(parseOrderNumber(' scv 10427 ')).toBe(10427);
    expect(parseOrderNumber('#10427')).toBe(10427);
    expect(parseOrderNumber('10427')).toBe(10427);
  });

  it('is not fooled by names, e-mails, uuids or huge numbers', () => {
    expect(parseOrderNumber('Jose')).toBeNull();
    expect(parseOrderNumber('a@b.com')).toBeNull();
    expect(parseOrderNumber('3f1c2a9e-0000-4000-8000-000000000000')).toBeNull();
    expect(parseOrderNumber('SCV-0')).toBeNull();
    expect(parseOrderNumber('9'.repeat(30))).toBeNull();
  });
});
