import { Problem } from '../../../platform/http/problem';
import { SLOT_MESSAGES } from '../bookings.messages';
import { checkSlotGeneration, slotsRequested, utilizationRate } from './slot-generation';

const errorsOf = (input: Record<string, unknown>) => {
  try {
    checkSlotGeneration(input);
  } catch (error) {
    return (error as Problem).errors;
  }
  return undefined;
};

describe('slot generation rules', () => {
  it('defaults to 8 to 18', () =>
    expect(checkSlotGeneration({ startDate: '2026-01-19', endDate: '2026-01-25' })).toEqual({
      startDate: '2026-01-19',
      endDate: '2026-01-25',
      startHour: 8,
      endHour: 18,
    }));
  it('needs real dates in order, within 92 days', () => {
    expect(errorsOf({ startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual({ startDate: SLOT_MESSAGES.dateInvalid });
    expect(errorsOf({ startDate: '2026-01-19', endDate: '2026-01-18' })).toEqual({ endDate: SLOT_MESSAGES.endBeforeStart });
    expect(errorsOf({ startDate: '2026-01-01', endDate: '2026-04-03' })).toEqual({ endDate: SLOT_MESSAGES.rangeTooLong });
    expect(errorsOf({ startDate: '2026-01-01', endDate: '2026-04-02' })).toBeUndefined();
  });
  it('needs hours 0-23 with start before end', () => {
    expect(errorsOf({ startDate: '2026-01-19', endDate: '2026-01-19', startHour: -1, endHour: 24 })).toEqual({
      startHour: SLOT_MESSAGES.hourInvalid,
      endHour: SLOT_MESSAGES.hourInvalid,
    });
    expect(errorsOf({ startDate: '2026-01-19', endDate: '2026-01-19', startHour: 12, endHour: 12 })).toEqual({ endHour: SLOT_MESSAGES.hoursOrder });
    expect(errorsOf({ startDate: '2026-01-19', endDate: '2026-01-19', startHour: 0, endHour: 23 })).toBeUndefined();
  });
});

describe('utilization rate', () => {
  it('is confirmed bookings over total slots, two decimals', () => {
    expect(utilizationRate(1, 3)).toBe(33.33);
    expect(utilizationRate(2, 3)).toBe(66.67);
    expect(utilizationRate(0, 0)).toBe(0);
    expect(utilizationRate(5, 5)).toBe(100);
  });
});

describe('slots requested', () => {
  it('is one slot per day of the range and hour between the start and end hours', () => {
    expect(slotsRequested({ startDate: '2026-01-19', endDate: '2026-01-25', startHour: 8, endHour: 18 })).toBe(70);
    expect(slotsRequested({ startDate: '2026-01-19', endDate: '2026-01-19', startHour: 0, endHour: 23 })).toBe(23);
  });
});
