import {
  formatAddress,
  formatDays,
  formatTrashDay,
  preferredWeekdays,
  slotChoices,
  slotFitsDays,
  weekdayOfDate,
} from '../../../admin-ui/src/calendar/slot-fit';

// Week of Monday 2026-11-23: Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28.
const slot = (id: string, date: string) => ({ id, date });
const WEEK = [
  slot('mon-9', '2026-11-23'),
  slot('tue-9', '2026-11-24'),
  slot('tue-10', '2026-11-24'),
  slot('wed-9', '2026-11-25'),
  slot('fri-9', '2026-11-27'),
  slot('sat-9', '2026-11-28'),
];

describe('the Schedule dialog offers slots that fit the customer plan (issue 15)', () => {
  describe('given a customer who prefers Tuesday and Friday', () => {
    const days = ['tuesday', 'friday'];

    it('when the dialog lists the open slots, then only Tuesday and Friday slots are offered and the rest are counted as hidden', () => {
      expect(slotChoices(WEEK, days, false)).toEqual({ offered: [WEEK[1], WEEK[2], WEEK[4]], narrowed: true, hidden: 3 });
    });

    it('when staff switch on "Show all slots", then every open slot is offered again, in the same order', () => {
      expect(slotChoices(WEEK, days, true)).toEqual({ offered: WEEK, narrowed: false, hidden: 0 });
    });

    it('when no open slot falls on those days, then nothing is offered but the list stays narrowed', () => {
      expect(slotChoices([WEEK[0], WEEK[3]], days, false)).toEqual({ offered: [], narrowed: true, hidden: 2 });
    });

    it('when a slot is picked, then one on a Saturday is outside the days and one on a Friday fits', () => {
      expect(slotFitsDays(slot('x', '2026-11-28'), days)).toBe(false);
      expect(slotFitsDays(slot('x', '2026-11-27'), days)).toBe(true);
    });
  });

  describe('given a customer who gave no preferred days', () => {
    it.each([[[]], [null], [undefined], [['someday', '']]])('when their days are %j, then every slot fits and nothing is hidden', (days) => {
      expect(slotChoices(WEEK, days, false)).toEqual({ offered: WEEK, narrowed: false, hidden: 0 });
      expect(slotFitsDays(slot('x', '2026-11-28'), days)).toBe(true);
      expect(formatDays(days)).toBeNull();
    });
  });

  describe('given days written loosely', () => {
    it('when they are mixed case, padded, repeated or unknown, then they are read as weekdays, Monday first, unknown ones dropped', () => {
      expect(preferredWeekdays([' Friday', 'TUESDAY', 'friday', 'constructor', '__proto__', 'sunday'])).toEqual(['tuesday', 'friday', 'sunday']);
      expect(slotChoices(WEEK, ['Friday '], false).offered).toEqual([WEEK[4]]);
    });
  });

  describe('given calendar dates', () => {
    it.each([
      ['2026-11-23', 'monday'],
      ['2026-11-29', 'sunday'],
      ['2026-03-08', 'sunday'], // the March DST change
      ['2026-11-01', 'sunday'], // the November DST change
      ['2028-02-29', 'tuesday'], // a leap day
    ])('when %s is read, then it is a %s whatever the browser time zone', (date, weekday) => {
      expect(weekdayOfDate(date)).toBe(weekday);
    });

    it.each(['2026-02-30', '2026-13-01', '26-11-23', '', '2026-11-23T10:00'])('when %j is read, then it is no weekday and fits no preferred day', (date) => {
      expect(weekdayOfDate(date)).toBeNull();
      expect(slotFitsDays({ date }, ['monday'])).toBe(false);
    });
  });

  describe("given the order's plan for the summary", () => {
    it('when shown, then days, trash day and address read as staff say them', () => {
      expect(formatDays(['friday', 'tuesday'])).toBe('Tuesday, Friday');
      expect(formatTrashDay('thursday')).toBe('Thursday');
      expect(formatAddress({ street_address: '25000 Main St', city: 'Valencia', zip_code: '91350' })).toBe('25000 Main St, Valencia 91350');
    });

    it('when parts are missing, then what is there is shown, and nothing at all reads as null', () => {
      expect(formatTrashDay(null)).toBeNull();
      expect(formatTrashDay('')).toBeNull();
      expect(formatTrashDay('garbage')).toBeNull();
      expect(formatAddress({ street_address: null, city: null, zip_code: '91350' })).toBe('91350');
      expect(formatAddress({ street_address: '  ', zip_code: '' })).toBeNull();
    });
  });
});
