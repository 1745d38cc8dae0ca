import { journeyDays } from './journey-days';

describe('journey days', () => {
  it('takes the offered day counts, written as digits', () => {
    expect(['1', '7', '30', '90', '365'].map(journeyDays)).toEqual([1, 7, 30, 90, 365]);
    expect(journeyDays('007')).toBe(7);
  });

  it('refuses any other count, signs, decimals and non-strings', () => {
    expect(['0', '2', '14', '366', '-7', '+7', '7.0', ' 7', '', 'week'].map(journeyDays)).toEqual(Array(10).fill(null));
    expect(journeyDays(7)).toBeNull();
    expect(journeyDays(['7'])).toBeNull();
    expect(journeyDays(undefined)).toBeNull();
  });
});
