import { nextChargeDate } from './next-charge';

describe('the next charge date of a monthly subscription', () => {
  it.each([
    ['2026-01-15', '2026-01-15', '2026-02-15'],
    ['2026-01-15', '2026-02-14', '2026-02-15'],
    ['2026-01-15', '2026-02-15', '2026-03-15'],
    ['2026-01-31', '2026-02-01', '2026-02-28'],
    ['2026-01-31', '2026-03-01', '2026-03-31'],
    ['2025-12-10', '2026-01-05', '2026-01-10'],
  ])('paid on %s, today %s: %s', (paidOn, today, next) => expect(nextChargeDate(paidOn, today)).toBe(next));

  it('is null when the plan ends first (a cancellation takes effect before it)', () => {
    expect(nextChargeDate('2026-01-15', '2026-02-01', '2026-02-10')).toBeNull();
    expect(nextChargeDate('2026-01-15', '2026-02-01', '2026-02-20')).toBe('2026-02-15');
  });
});
