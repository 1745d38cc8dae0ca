import { businessInstant, PlanForScheduling, PlannedVisit, planVisits, scoopingDays, TrashDayShift, VisitKind, Weekday } from './visit-schedule';
import { isoWeekLabel } from './iso-week';

/** Staff's holiday rules: Thanksgiving (Thu), Christmas (Fri) and New Year's Day (Fri) move pickup a day later. */
const HOLIDAYS: TrashDayShift[] = [
  { date: '2026-11-26', shiftedTo: '2026-11-27' },
  { date: '2026-12-25', shiftedTo: '2026-12-26' },
  { date: '2027-01-01', shiftedTo: '2027-01-02' },
];

const plan = (overrides: Partial<PlanForScheduling> = {}): PlanForScheduling => ({
  frequency: 'weekly',
  preferredDays: ['monday'],
  trashDay: null,
  bins: { takeOut: false, bringIn: false },
  binTakeOutTiming: 'morning',
  startDate: '2026-01-01',
  ...overrides,
});

const WINDOWS: Record<VisitKind, PlannedVisit['window']> = {
  scoop: { start: '08:00', end: '17:00' },
  'bin-out': { start: '06:00', end: '08:00' },
  'bin-in': { start: '15:00', end: '19:00' },
};
const EVENING_BEFORE = { start: '18:00', end: '21:00' };
const visit = (date: string, kind: VisitKind, key: string, window = WINDOWS[kind]): PlannedVisit => ({ key, kind, date, window });
const eveningOut = (date: string, key: string) => visit(date, 'bin-out', key, EVENING_BEFORE);

/** given(plan).when(from, to, shifts).then(visits): planVisits' rules read as cases. */
const given = (p: PlanForScheduling) => ({
  when: (from: string, to: string, shifts: readonly TrashDayShift[] = HOLIDAYS) => ({
    then: (expected: PlannedVisit[]) => expect(planVisits(p, from, to, shifts)).toEqual(expected),
  }),
});

/** Sunday scoops (the fall-back Sunday among them), Thursday trash with Thanksgiving moved to Friday. */
const WEEKLY = plan({
  frequency: 'weekly',
  preferredDays: ['sunday', 'wednesday'],
  trashDay: 'thursday',
  bins: { takeOut: true, bringIn: true },
  startDate: '2026-10-28',
});
/** Tuesday and Friday scoops (Wednesday is too close to Tuesday), Friday trash with Christmas moved, from a Wednesday. */
const TWICE_WEEKLY = plan({
  frequency: 'twice-weekly',
  preferredDays: ['tuesday', 'wednesday', 'friday'],
  trashDay: 'friday',
  bins: { takeOut: false, bringIn: true },
  startDate: '2026-11-04',
});
/** No preferred day (so Monday), Sunday trash with bins out the evening before; the spring-forward Sunday is a trash day. */
const MONTHLY = plan({
  frequency: 'monthly',
  preferredDays: [],
  trashDay: 'sunday',
  bins: { takeOut: true, bringIn: true },
  binTakeOutTiming: 'evening-before',
  startDate: '2027-02-10',
});
/** Friday trash over Christmas and New Year's Day; the preferred day is ignored. */
const BIN_ONLY = plan({
  frequency: 'bin-only',
  preferredDays: ['monday'],
  trashDay: 'friday',
  bins: { takeOut: true, bringIn: true },
  startDate: '2026-12-01',
});

const EIGHT_WEEKS: [string, PlanForScheduling, string, string][] = [
  ['weekly', WEEKLY, '2026-11-01', '2026-12-26'],
  ['twice-weekly', TWICE_WEEKLY, '2026-11-02', '2026-12-27'],
  ['monthly', MONTHLY, '2027-02-08', '2027-04-04'],
  ['bin-only', BIN_ONLY, '2026-11-30', '2027-01-24'],
];

describe('planVisits over eight weeks', () => {
  it('weekly: one Sunday scoop a week, from the day the clocks fall back, and Thursday bins with Thanksgiving on Friday', () =>
    given(WEEKLY)
      .when('2026-11-01', '2026-12-26')
      .then([
        visit('2026-11-01', 'scoop', 'scoop:2026-W44:1'),
        visit('2026-11-05', 'bin-out', 'bin-out:2026-W45'),
        visit('2026-11-05', 'bin-in', 'bin-in:2026-W45'),
        visit('2026-11-08', 'scoop', 'scoop:2026-W45:1'),
        visit('2026-11-12', 'bin-out', 'bin-out:2026-W46'),
        visit('2026-11-12', 'bin-in', 'bin-in:2026-W46'),
        visit('2026-11-15', 'scoop', 'scoop:2026-W46:1'),
        visit('2026-11-19', 'bin-out', 'bin-out:2026-W47'),
        visit('2026-11-19', 'bin-in', 'bin-in:2026-W47'),
        visit('2026-11-22', 'scoop', 'scoop:2026-W47:1'),
        visit('2026-11-27', 'bin-out', 'bin-out:2026-W48'),
        visit('2026-11-27', 'bin-in', 'bin-in:2026-W48'),
        visit('2026-11-29', 'scoop', 'scoop:2026-W48:1'),
        visit('2026-12-03', 'bin-out', 'bin-out:2026-W49'),
        visit('2026-12-03', 'bin-in', 'bin-in:2026-W49'),
        visit('2026-12-06', 'scoop', 'scoop:2026-W49:1'),
        visit('2026-12-10', 'bin-out', 'bin-out:2026-W50'),
        visit('2026-12-10', 'bin-in', 'bin-in:2026-W50'),
        visit('2026-12-13', 'scoop', 'scoop:2026-W50:1'),
        visit('2026-12-17', 'bin-out', 'bin-out:2026-W51'),
        visit('2026-12-17', 'bin-in', 'bin-in:2026-W51'),
        visit('2026-12-20', 'scoop', 'scoop:2026-W51:1'),
        visit('2026-12-24', 'bin-out', 'bin-out:2026-W52'),
        visit('2026-12-24', 'bin-in', 'bin-in:2026-W52'),
      ]));

  it('twice-weekly: Tuesday and Friday from a Wednesday start, Bring In on Friday with Christmas on Saturday (the scoop stays)', () =>
    given(TWICE_WEEKLY)
      .when('2026-11-02', '2026-12-27')
      .then([
        visit('2026-11-06', 'scoop', 'scoop:2026-W45:2'),
        visit('2026-11-06', 'bin-in', 'bin-in:2026-W45'),
        visit('2026-11-10', 'scoop', 'scoop:2026-W46:1'),
        visit('2026-11-13', 'scoop', 'scoop:2026-W46:2'),
        visit('2026-11-13', 'bin-in', 'bin-in:2026-W46'),
        visit('2026-11-17', 'scoop', 'scoop:2026-W47:1'),
        visit('2026-11-20', 'scoop', 'scoop:2026-W47:2'),
        visit('2026-11-20', 'bin-in', 'bin-in:2026-W47'),
        visit('2026-11-24', 'scoop', 'scoop:2026-W48:1'),
        visit('2026-11-27', 'scoop', 'scoop:2026-W48:2'),
        visit('2026-11-27', 'bin-in', 'bin-in:2026-W48'),
        visit('2026-12-01', 'scoop', 'scoop:2026-W49:1'),
        visit('2026-12-04', 'scoop', 'scoop:2026-W49:2'),
        visit('2026-12-04', 'bin-in', 'bin-in:2026-W49'),
        visit('2026-12-08', 'scoop', 'scoop:2026-W50:1'),
        visit('2026-12-11', 'scoop', 'scoop:2026-W50:2'),
        visit('2026-12-11', 'bin-in', 'bin-in:2026-W50'),
        visit('2026-12-15', 'scoop', 'scoop:2026-W51:1'),
        visit('2026-12-18', 'scoop', 'scoop:2026-W51:2'),
        visit('2026-12-18', 'bin-in', 'bin-in:2026-W51'),
        visit('2026-12-22', 'scoop', 'scoop:2026-W52:1'),
        visit('2026-12-25', 'scoop', 'scoop:2026-W52:2'),
        visit('2026-12-26', 'bin-in', 'bin-in:2026-W52'),
      ]));

  it('monthly: a Monday scoop and one bin trip every 4 weeks, the trip over the spring-forward Sunday', () =>
    given(MONTHLY)
      .when('2027-02-08', '2027-04-04')
      .then([
        eveningOut('2027-02-13', 'bin-out:cycle-1'),
        visit('2027-02-14', 'bin-in', 'bin-in:cycle-1'),
        visit('2027-02-15', 'scoop', 'scoop:cycle-1'),
        eveningOut('2027-03-13', 'bin-out:cycle-2'),
        visit('2027-03-14', 'bin-in', 'bin-in:cycle-2'),
        visit('2027-03-15', 'scoop', 'scoop:cycle-2'),
      ]));

  it('bin-only: Friday bins only, Christmas and New Year moved to Saturday; New Year keeps the ISO week 2026-W53', () =>
    given(BIN_ONLY)
      .when('2026-11-30', '2027-01-24')
      .then([
        visit('2026-12-04', 'bin-out', 'bin-out:2026-W49'),
        visit('2026-12-04', 'bin-in', 'bin-in:2026-W49'),
        visit('2026-12-11', 'bin-out', 'bin-out:2026-W50'),
        visit('2026-12-11', 'bin-in', 'bin-in:2026-W50'),
        visit('2026-12-18', 'bin-out', 'bin-out:2026-W51'),
        visit('2026-12-18', 'bin-in', 'bin-in:2026-W51'),
        visit('2026-12-26', 'bin-out', 'bin-out:2026-W52'),
        visit('2026-12-26', 'bin-in', 'bin-in:2026-W52'),
        visit('2027-01-02', 'bin-out', 'bin-out:2026-W53'),
        visit('2027-01-02', 'bin-in', 'bin-in:2026-W53'),
        visit('2027-01-08', 'bin-out', 'bin-out:2027-W01'),
        visit('2027-01-08', 'bin-in', 'bin-in:2027-W01'),
        visit('2027-01-15', 'bin-out', 'bin-out:2027-W02'),
        visit('2027-01-15', 'bin-in', 'bin-in:2027-W02'),
        visit('2027-01-22', 'bin-out', 'bin-out:2027-W03'),
        visit('2027-01-22', 'bin-in', 'bin-in:2027-W03'),
      ]));

  it('puts the windows on the right instants on the days the clocks change', () => {
    const [fallBackScoop] = planVisits(WEEKLY, '2026-11-01', '2026-11-01', HOLIDAYS);
    expect(businessInstant(fallBackScoop.date, fallBackScoop.window.start).toISOString()).toBe('2026-11-01T16:00:00.000Z');
    const [takeOut, bringIn] = planVisits(MONTHLY, '2027-03-13', '2027-03-14', HOLIDAYS);
    // The evening before is still standard time; the Bring In that afternoon is daylight time.
    expect(businessInstant(takeOut.date, takeOut.window.start).toISOString()).toBe('2027-03-14T02:00:00.000Z');
    expect(businessInstant(bringIn.date, bringIn.window.start).toISOString()).toBe('2027-03-14T22:00:00.000Z');
  });
});

describe('planVisits is deterministic and range-independent', () => {
  it.each(EIGHT_WEEKS)('%s: the same inputs give the same visits, whatever the order of the shifts', (_, p, from, to) => {
    const first = planVisits(p, from, to, HOLIDAYS);
    expect(planVisits(p, from, to, HOLIDAYS)).toEqual(first);
    expect(planVisits(p, from, to, [...HOLIDAYS].reverse())).toEqual(first);
  });

  it.each(EIGHT_WEEKS)('%s: day-by-day ranges add up to the whole range, with the same keys, each key once', (_, p, from, to) => {
    const whole = planVisits(p, from, to, HOLIDAYS);
    const dayByDay: PlannedVisit[] = [];
    for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
      dayByDay.push(...planVisits(p, day.toISOString().slice(0, 10), day.toISOString().slice(0, 10), HOLIDAYS));
    }
    expect(dayByDay).toEqual(whole);
    expect(new Set(whole.map((v) => v.key)).size).toBe(whole.length);
  });

  it.each(EIGHT_WEEKS)('%s: a wider range is a superset with identical keys', (_, p, from, to) => {
    const narrow = planVisits(p, from, to, HOLIDAYS);
    const wide = planVisits(p, '2026-01-01', '2027-12-31', HOLIDAYS);
    expect(wide.filter((v) => v.date >= from && v.date <= to)).toEqual(narrow);
    expect(wide.length).toBeGreaterThan(narrow.length);
  });

  it('names a monthly cycle far ahead the same way from any range', () => {
    const december = planVisits(MONTHLY, '2027-12-01', '2027-12-31', []);
    expect(december.filter((v) => v.kind === 'scoop')).toEqual([visit('2027-12-20', 'scoop', 'scoop:cycle-12')]);
    expect(planVisits(MONTHLY, '2027-02-10', '2027-12-31', []).slice(-december.length)).toEqual(december);
  });
});

describe('trash-day shifts', () => {
  const thursdayBins = plan({ trashDay: 'thursday', bins: { takeOut: true, bringIn: true }, preferredDays: ['monday'], startDate: '2026-11-01' });

  it('a shift keeps the key and changes the date of both bin visits, and leaves the scoop alone', () => {
    expect(planVisits(thursdayBins, '2026-11-23', '2026-11-29', [])).toEqual([
      visit('2026-11-23', 'scoop', 'scoop:2026-W48:1'),
      visit('2026-11-26', 'bin-out', 'bin-out:2026-W48'),
      visit('2026-11-26', 'bin-in', 'bin-in:2026-W48'),
    ]);
    expect(planVisits(thursdayBins, '2026-11-23', '2026-11-29', HOLIDAYS)).toEqual([
      visit('2026-11-23', 'scoop', 'scoop:2026-W48:1'),
      visit('2026-11-27', 'bin-out', 'bin-out:2026-W48'),
      visit('2026-11-27', 'bin-in', 'bin-in:2026-W48'),
    ]);
  });

  it('moves an evening-before Take Out to the evening before the new pickup day (Thanksgiving evening)', () =>
    given({ ...thursdayBins, binTakeOutTiming: 'evening-before' })
      .when('2026-11-23', '2026-11-29')
      .then([
        visit('2026-11-23', 'scoop', 'scoop:2026-W48:1'),
        eveningOut('2026-11-26', 'bin-out:2026-W48'),
        visit('2026-11-27', 'bin-in', 'bin-in:2026-W48'),
      ]));

  it('can move pickup earlier, and the evening before with it', () =>
    given({ ...thursdayBins, preferredDays: ['saturday'], binTakeOutTiming: 'evening-before' })
      .when('2026-11-23', '2026-11-29', [{ date: '2026-11-26', shiftedTo: '2026-11-25' }])
      .then([
        eveningOut('2026-11-24', 'bin-out:2026-W48'),
        visit('2026-11-25', 'bin-in', 'bin-in:2026-W48'),
        visit('2026-11-28', 'scoop', 'scoop:2026-W48:1'),
      ]));

  it('brings a visit into the range from a usual day outside it, and takes one out', () => {
    expect(planVisits(BIN_ONLY, '2026-12-26', '2026-12-31', HOLIDAYS)).toEqual([
      visit('2026-12-26', 'bin-out', 'bin-out:2026-W52'),
      visit('2026-12-26', 'bin-in', 'bin-in:2026-W52'),
    ]);
    expect(planVisits(BIN_ONLY, '2026-12-19', '2026-12-25', HOLIDAYS)).toEqual([]);
  });

  it('brings in a pickup moved from weeks away, keyed by its usual week', () =>
    given(BIN_ONLY)
      .when('2027-01-05', '2027-01-07', [{ date: '2026-12-18', shiftedTo: '2027-01-06' }])
      .then([visit('2027-01-06', 'bin-out', 'bin-out:2026-W51'), visit('2027-01-06', 'bin-in', 'bin-in:2026-W51')]));

  it('ignores a shift of a day that is not the plan’s trash day, and uses the first shift listed for a day', () => {
    expect(planVisits(thursdayBins, '2026-12-21', '2026-12-27', HOLIDAYS)).toEqual(planVisits(thursdayBins, '2026-12-21', '2026-12-27', []));
    expect(
      planVisits(thursdayBins, '2026-11-26', '2026-11-28', [
        { date: '2026-11-26', shiftedTo: '2026-11-28' },
        { date: '2026-11-26', shiftedTo: '2026-11-27' },
      ]),
    ).toEqual([visit('2026-11-28', 'bin-out', 'bin-out:2026-W48'), visit('2026-11-28', 'bin-in', 'bin-in:2026-W48')]);
  });

  it('moves a monthly plan’s trip when its trash day is shifted, and ignores shifts of the weeks between trips', () =>
    given(MONTHLY)
      .when('2027-03-01', '2027-03-31', [
        { date: '2027-03-07', shiftedTo: '2027-03-08' },
        { date: '2027-03-14', shiftedTo: '2027-03-16' },
      ])
      .then([eveningOut('2027-03-15', 'bin-out:cycle-2'), visit('2027-03-15', 'scoop', 'scoop:cycle-2'), visit('2027-03-16', 'bin-in', 'bin-in:cycle-2')]));
});

describe('the start date', () => {
  it('nothing falls before it: a Monday plan starting on a Wednesday is first scooped the Monday after', () =>
    given(plan({ preferredDays: ['monday'], startDate: '2026-11-04' }))
      .when('2026-11-01', '2026-11-16')
      .then([visit('2026-11-09', 'scoop', 'scoop:2026-W46:1'), visit('2026-11-16', 'scoop', 'scoop:2026-W47:1')]));

  it('a visit on the start date itself counts', () =>
    given(plan({ preferredDays: ['wednesday'], startDate: '2026-11-04' }))
      .when('2026-11-01', '2026-11-07')
      .then([visit('2026-11-04', 'scoop', 'scoop:2026-W45:1')]));

  it('a trash day on the start date gets its Bring In but not an evening-before Take Out the day before it', () =>
    given(
      plan({
        preferredDays: ['monday'],
        trashDay: 'thursday',
        bins: { takeOut: true, bringIn: true },
        binTakeOutTiming: 'evening-before',
        startDate: '2026-11-05',
      }),
    )
      .when('2026-11-01', '2026-11-14')
      .then([
        visit('2026-11-05', 'bin-in', 'bin-in:2026-W45'),
        visit('2026-11-09', 'scoop', 'scoop:2026-W46:1'),
        eveningOut('2026-11-11', 'bin-out:2026-W46'),
        visit('2026-11-12', 'bin-in', 'bin-in:2026-W46'),
      ]));

  it('a monthly plan’s first bin trip is the first whose evening-before Take Out is on or after the start date', () =>
    given({ ...MONTHLY, startDate: '2027-02-14' })
      .when('2027-02-01', '2027-03-31', [])
      .then([
        visit('2027-02-15', 'scoop', 'scoop:cycle-1'),
        eveningOut('2027-02-20', 'bin-out:cycle-1'),
        visit('2027-02-21', 'bin-in', 'bin-in:cycle-1'),
        visit('2027-03-15', 'scoop', 'scoop:cycle-2'),
        eveningOut('2027-03-20', 'bin-out:cycle-2'),
        visit('2027-03-21', 'bin-in', 'bin-in:cycle-2'),
      ]));

  it('a monthly plan counts its cycles from the first preferred day on or after the start date', () =>
    given(plan({ frequency: 'monthly', preferredDays: ['thursday', 'monday'], startDate: '2026-11-05' }))
      .when('2026-11-01', '2027-01-31')
      .then([
        visit('2026-11-05', 'scoop', 'scoop:cycle-1'),
        visit('2026-12-03', 'scoop', 'scoop:cycle-2'),
        visit('2026-12-31', 'scoop', 'scoop:cycle-3'),
        visit('2027-01-28', 'scoop', 'scoop:cycle-4'),
      ]));

  it('a range wholly before the start date, or ending before it begins, has no visits', () => {
    expect(planVisits(WEEKLY, '2026-10-01', '2026-10-27', HOLIDAYS)).toEqual([]);
    expect(planVisits(WEEKLY, '2026-12-26', '2026-11-01', HOLIDAYS)).toEqual([]);
  });
});

describe('scooping days', () => {
  it.each<[Weekday[], Weekday[]]>([
    [
      ['monday', 'wednesday'],
      ['monday', 'wednesday'],
    ],
    [
      ['monday', 'tuesday', 'thursday'],
      ['monday', 'thursday'],
    ],
    [
      ['monday', 'tuesday'],
      ['monday', 'thursday'],
    ],
    [
      ['sunday', 'monday'],
      ['sunday', 'wednesday'],
    ],
    [
      ['saturday', 'sunday', 'monday'],
      ['saturday', 'monday'],
    ],
    [
      ['saturday', 'sunday', 'friday'],
      ['saturday', 'tuesday'],
    ],
    [
      ['friday', 'monday'],
      ['friday', 'monday'],
    ],
    [
      ['monday', 'sunday', 'tuesday', 'friday'],
      ['monday', 'friday'],
    ],
    [
      ['wednesday', 'wednesday', 'saturday'],
      ['wednesday', 'saturday'],
    ],
    [['friday'], ['friday', 'monday']],
    [[], ['monday', 'thursday']],
  ])('twice weekly on %j is scooped on %j', (preferred, expected) => expect(scoopingDays('twice-weekly', preferred)).toEqual(expected));

  it('weekly and monthly take the first preferred day, Monday when there is none; bin-only has none', () => {
    expect(scoopingDays('weekly', ['friday', 'monday'])).toEqual(['friday']);
    expect(scoopingDays('monthly', ['saturday'])).toEqual(['saturday']);
    expect(scoopingDays('weekly', [])).toEqual(['monday']);
    expect(scoopingDays('monthly', [])).toEqual(['monday']);
    expect(scoopingDays('bin-only', ['friday'])).toEqual([]);
  });

  it('numbers twice-weekly visits by their order in the week, not the order of preference', () =>
    given(plan({ frequency: 'twice-weekly', preferredDays: ['friday', 'monday'], startDate: '2026-11-02' }))
      .when('2026-11-02', '2026-11-08')
      .then([visit('2026-11-02', 'scoop', 'scoop:2026-W45:1'), visit('2026-11-06', 'scoop', 'scoop:2026-W45:2')]));

  it('a plan with no preferred day is scooped on Mondays', () =>
    given(plan({ preferredDays: [], startDate: '2026-11-02' }))
      .when('2026-11-02', '2026-11-15')
      .then([visit('2026-11-02', 'scoop', 'scoop:2026-W45:1'), visit('2026-11-09', 'scoop', 'scoop:2026-W46:1')]));
});

describe('bins', () => {
  it('Take Out alone, or Bring In alone, gives only that visit', () => {
    const bins = plan({ frequency: 'bin-only', preferredDays: [], trashDay: 'tuesday', startDate: '2026-11-02' });
    expect(planVisits({ ...bins, bins: { takeOut: true, bringIn: false } }, '2026-11-02', '2026-11-08', [])).toEqual([
      visit('2026-11-03', 'bin-out', 'bin-out:2026-W45'),
    ]);
    expect(planVisits({ ...bins, bins: { takeOut: false, bringIn: true } }, '2026-11-02', '2026-11-08', [])).toEqual([
      visit('2026-11-03', 'bin-in', 'bin-in:2026-W45'),
    ]);
    expect(planVisits({ ...bins, bins: { takeOut: false, bringIn: false } }, '2026-11-02', '2026-11-08', [])).toEqual([]);
  });

  it('an evening-before Take Out on the range’s last day comes from the trash day after it', () =>
    given(
      plan({
        frequency: 'bin-only',
        preferredDays: [],
        trashDay: 'monday',
        bins: { takeOut: true, bringIn: true },
        binTakeOutTiming: 'evening-before',
        startDate: '2026-11-01',
      }),
    )
      .when('2026-11-03', '2026-11-08', [])
      .then([eveningOut('2026-11-08', 'bin-out:2026-W46')]));

  it('a trash day without a bin add-on gives no bin visits', () =>
    given(plan({ trashDay: 'friday', preferredDays: ['monday'], startDate: '2026-11-02' }))
      .when('2026-11-02', '2026-11-08')
      .then([visit('2026-11-02', 'scoop', 'scoop:2026-W45:1')]));

  it('each visit gets its own window object', () => {
    const [first, second] = planVisits(WEEKLY, '2026-11-01', '2026-11-08', []).filter((v) => v.kind === 'scoop');
    first.window.start = '00:00';
    expect(second.window).toEqual(WINDOWS.scoop);
    expect(planVisits(WEEKLY, '2026-11-01', '2026-11-01', [])[0].window).toEqual(WINDOWS.scoop);
  });
});

describe('input the caller should have refused', () => {
  it.each<[string, () => unknown]>([
    ['a bin plan without a trash day', () => planVisits(plan({ bins: { takeOut: true, bringIn: false } }), '2026-11-01', '2026-11-30', [])],
    ['a trash day that is not a weekday', () => planVisits(plan({ trashDay: 'constructor' as Weekday }), '2026-11-01', '2026-11-30', [])],
    ['a preferred day that is not a weekday', () => planVisits(plan({ preferredDays: ['__proto__' as Weekday] }), '2026-11-01', '2026-11-30', [])],
    ['an unknown frequency', () => planVisits(plan({ frequency: 'one-time-cleanup' as 'weekly' }), '2026-11-01', '2026-11-30', [])],
    ['an impossible start date', () => planVisits(plan({ startDate: '2026-02-30' }), '2026-11-01', '2026-11-30', [])],
    ['a range bound that is not a date', () => planVisits(plan(), '2026-11-01', 'soon', [])],
    ['a shift to no date', () => planVisits(plan(), '2026-11-01', '2026-11-30', [{ date: '2026-11-26', shiftedTo: '' }])],
  ])('throws a RangeError for %s', (_, call) => expect(call).toThrow(RangeError));
});

describe('businessInstant', () => {
  it.each([
    ['2026-11-01', '06:00', '2026-11-01T14:00:00.000Z', 'the fall-back Sunday, after the change: PST, UTC-8'],
    ['2026-10-31', '06:00', '2026-10-31T13:00:00.000Z', 'the Saturday before: PDT, UTC-7'],
    ['2027-03-14', '06:00', '2027-03-14T13:00:00.000Z', 'the spring-forward Sunday, after the change: PDT, UTC-7'],
    ['2027-03-13', '06:00', '2027-03-13T14:00:00.000Z', 'the Saturday before: PST, UTC-8'],
    ['2026-11-01', '00:00', '2026-11-01T07:00:00.000Z', 'midnight before the fall back is still PDT'],
    ['2027-03-14', '01:59', '2027-03-14T09:59:00.000Z', 'a minute before the spring forward is PST'],
    ['2027-03-14', '03:00', '2027-03-14T10:00:00.000Z', 'the first wall time after the spring forward is PDT'],
    ['2026-07-04', '23:59', '2026-07-05T06:59:00.000Z', 'a summer night crosses into the next UTC day'],
  ])('%s %s is %s (%s)', (date, time, instant) => expect(businessInstant(date, time).toISOString()).toBe(instant));

  it('a wall time that happens twice (01:30 on the fall-back Sunday) is the first, still daylight time', () =>
    expect(businessInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T08:30:00.000Z'));

  it('a wall time that never happens (02:30 on the spring-forward Sunday) is moved forward by the hour skipped', () =>
    expect(businessInstant('2027-03-14', '02:30').toISOString()).toBe('2027-03-14T10:30:00.000Z'));

  it('takes another time zone', () => {
    expect(businessInstant('2026-11-01', '06:00', 'UTC').toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(businessInstant('2026-07-01', '06:00', 'Europe/London').toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(businessInstant('2026-07-01', '06:00', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T00:30:00.000Z');
  });

  it.each([
    ['an impossible date', '2026-02-30', '06:00'],
    ['hour 24', '2026-11-01', '24:00'],
    ['a one-digit hour', '2026-11-01', '6:00'],
    ['a huge time', '2026-11-01', `06:00${'0'.repeat(100_000)}`],
  ])('refuses %s with a RangeError', (_, date, time) => expect(() => businessInstant(date, time)).toThrow(RangeError));
});

describe('ISO week labels', () => {
  it.each([
    ['2026-01-01', '2026-W01'],
    ['2025-12-29', '2026-W01'],
    ['2026-11-26', '2026-W48'],
    ['2027-01-01', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
  ])('%s is in %s', (date, label) => expect(isoWeekLabel(date)).toBe(label));
});
