import { bookingConfirmation, BookingConfirmationInput, formatClockTime, formatLongDate } from './booking-confirmation';
import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';

const input: BookingConfirmationInput = {
  business: BUSINESS,
  customerName: 'Sam Park',
  date: '2026-03-03',
  startTime: '08:00',
  endTime: '12:00',
  scooperName: 'Alex',
  notes: 'Side gate code 1234',
};

describe('bookingConfirmation', () => {
  it('writes dates and times the way people read them', () => {
    expect(formatLongDate('2026-03-03')).toBe('Tuesday, March 3, 2026');
    expect(formatLongDate('2026-12-31')).toBe('Thursday, December 31, 2026');
    expect(formatClockTime('08:00')).toBe('8:00 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('17:45')).toBe('5:45 PM');
    expect(() => formatLongDate('2026-02-30')).toThrow();
    expect(() => formatClockTime('24:00')).toThrow();
  });

  it('gives the date, arrival window, scooper and notes in both parts', () => {
    const email = bookingConfirmation(input);
    expect(email.subject).toBe('Your visit is confirmed: Tuesday, March 3, 2026, 8:00 AM – 12:00 PM');
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Sam Park,');
      expect(part).toContain('Tuesday, March 3, 2026');
      expect(part).toContain('8:00 AM – 12:00 PM');
      expect(part).toContain('Alex');
      expect(part).toContain('Side gate code 1234');
      expect(part).toMatch(/text 30 minutes before we arrive/);
      expect(part).toMatch(/keep your dogs inside .* aggressive dogs are secured/);
    }
  });

  it('leaves out the scooper and notes rows when there are none', () => {
    const email = bookingConfirmation({ ...input, scooperName: null, notes: null });
    for (const part of [email.html, email.text]) {
      expect(part).not.toContain('Your scooper');
      expect(part).not.toContain('Notes');
    }
  });

  it('escapes hostile names and notes in the HTML only', () => {
    const email = bookingConfirmation({ ...input, customerName: HOSTILE_NAME, notes: '<img src=x onerror=alert(1)>' });
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain('<img src=x onerror=alert(1)>');
    expect(email.text).toContain(HOSTILE_NAME);
  });
});
