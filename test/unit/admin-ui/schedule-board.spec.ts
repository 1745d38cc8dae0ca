import { applyChange, buildBoard, compareRouteOrder, dayRoute, dropVerdict, stopsIndex, UNASSIGNED } from '../../../admin-ui/src/schedule/schedule-board';
import { weekDates } from '../../../admin-ui/src/schedule/schedule-dates';
import type { BoardScooper, BoardVisit } from '../../../admin-ui/src/schedule/schedule-types';

const WEEK = weekDates('2026-11-23');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';

function visit(id: string, overrides: Partial<BoardVisit> = {}): BoardVisit {
  return {
    id,
    planId: 'plan-1',
    orderId: 'order-1',
    kind: 'scoop',
    date: MONDAY,
    window: { start: '08:00', end: '17:00' },
    status: 'scheduled',
    scooperId: null,
    routePosition: null,
    customerName: `Customer ${id}`,
    address: `${id} Main St`,
    city: 'Santa Clarita',
    zip: '91354',
    gateNotes: '',
    dogNotes: '',
    notes: '',
    cancellationReason: '',
    onTheWayAt: null,
    startedAt: null,
    finishedAt: null,
    outcomeBy: null,
    skipReason: null,
    skipNote: '',
    photos: [],
    returnOf: null,
    returnVisitId: null,
    returnReason: '',
    ...overrides,
  };
}

function scooper(id: string, name: string, overrides: Partial<BoardScooper> = {}): BoardScooper {
  return { id, name, active: true, workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], dailyCapacity: 2, home: null, ...overrides };
}

const ANA = scooper('s-ana', 'Ana');
const BEN = scooper('s-ben', 'Ben');

describe('the schedule grid', () => {
  describe('given two active scoopers, one deactivated scooper still named by a visit, and unassigned visits', () => {
    const gone = scooper('s-gone', 'Gone Girl', { active: false });
    const visits = [
      visit('v1', { scooperId: 's-ben', status: 'assigned' }),
      visit('v2', { scooperId: 's-gone', status: 'assigned', date: TUESDAY }),
      visit('v3'),
      visit('v4', { scooperId: 's-stranger', status: 'assigned' }),
      visit('v-next-week', { date: '2026-11-30' }),
    ];
    const rows = buildBoard(visits, [BEN, gone, ANA], WEEK);

    it('then it has one row per active scooper by name, then the others the visits name, then Unassigned last', () => {
      expect(rows.map((row) => row.key)).toEqual(['s-ana', 's-ben', 's-gone', 's-stranger', UNASSIGNED]);
      expect(rows.map((row) => row.name)).toEqual(['Ana', 'Ben', 'Gone Girl', '', '']);
    });

    it('then each visit sits in its scooper’s row on its day, and visits of other weeks are left out', () => {
      const cell = (key: string, date: string) =>
        rows
          .find((row) => row.key === key)
          ?.days.get(date)
          ?.map((v) => v.id);
      expect(cell('s-ben', MONDAY)).toEqual(['v1']);
      expect(cell('s-gone', TUESDAY)).toEqual(['v2']);
      expect(cell(UNASSIGNED, MONDAY)).toEqual(['v3']);
      expect(cell('s-stranger', MONDAY)).toEqual(['v4']);
      expect(rows.flatMap((row) => [...row.days.values()].flat()).map((v) => v.id)).not.toContain('v-next-week');
    });

    it('then every row has all seven days, empty or not', () => {
      for (const row of rows) expect([...row.days.keys()]).toEqual(WEEK);
    });
  });

  it('given no scooper accounts at all (none created yet), then the board still has the Unassigned row', () => {
    expect(buildBoard([], [], WEEK).map((row) => row.key)).toEqual([UNASSIGNED]);
  });
});

describe('the day route order', () => {
  it('given the router placed some stops, then those come first in route order, the rest by window then address, cancelled ones last', () => {
    const visits = [
      visit('late', { window: { start: '15:00', end: '19:00' }, address: 'A St' }),
      visit('early-b', { window: { start: '06:00', end: '08:00' }, address: 'B St' }),
      visit('early-a', { window: { start: '06:00', end: '08:00' }, address: 'A St' }),
      visit('routed-2', { routePosition: 2 }),
      visit('routed-1', { routePosition: 1 }),
      visit('called-off', { status: 'cancelled', routePosition: 0 }),
    ];
    expect([...visits].sort(compareRouteOrder).map((v) => v.id)).toEqual(['routed-1', 'routed-2', 'early-a', 'early-b', 'late', 'called-off']);
  });

  it('given a scooper’s day, when the route is listed, then it has only that scooper’s stops on that day, without cancelled visits', () => {
    const visits = [
      visit('mine-2', { scooperId: 's-ana', window: { start: '15:00', end: '19:00' } }),
      visit('mine-1', { scooperId: 's-ana', window: { start: '06:00', end: '08:00' } }),
      visit('mine-cancelled', { scooperId: 's-ana', status: 'cancelled' }),
      visit('mine-other-day', { scooperId: 's-ana', date: TUESDAY }),
      visit('bens', { scooperId: 's-ben' }),
      visit('nobodys'),
    ];
    expect(dayRoute(visits, 's-ana', MONDAY).map((v) => v.id)).toEqual(['mine-1', 'mine-2']);
  });
});

describe('dropping a visit on the board', () => {
  const context = (visits: BoardVisit[], target: BoardScooper | null = ANA, today = MONDAY) => ({ today, scooper: target, visits });

  it('given a visit dropped where it already is, then nothing is sent', () => {
    const v = visit('v', { scooperId: 's-ana', status: 'assigned' });
    expect(dropVerdict(v, { scooperId: 's-ana', date: MONDAY }, context([v]))).toEqual({ action: 'none' });
  });

  it('given an unassigned visit dropped on a working scooper’s row the same day, then only the scooper is sent', () => {
    const v = visit('v');
    expect(dropVerdict(v, { scooperId: 's-ana', date: MONDAY }, context([v]))).toEqual({ action: 'send', change: { scooperId: 's-ana' }, warnings: [] });
  });

  it('given a visit dropped on another day of its own scooper’s row, then the date and the scooper are sent (a date alone would unassign it)', () => {
    const v = visit('v', { scooperId: 's-ana', status: 'assigned' });
    expect(dropVerdict(v, { scooperId: 's-ana', date: TUESDAY }, context([v]))).toEqual({
      action: 'send',
      change: { date: TUESDAY, scooperId: 's-ana' },
      warnings: [],
    });
  });

  it('given a visit dropped on another scooper and day, then both are sent', () => {
    const v = visit('v', { scooperId: 's-ben', status: 'assigned' });
    expect(dropVerdict(v, { scooperId: 's-ana', date: TUESDAY }, context([v]))).toEqual({
      action: 'send',
      change: { date: TUESDAY, scooperId: 's-ana' },
      warnings: [],
    });
  });

  it('given an assigned visit dropped on the Unassigned row the same day, then unassign is sent', () => {
    const v = visit('v', { scooperId: 's-ana', status: 'assigned' });
    expect(dropVerdict(v, { scooperId: null, date: MONDAY }, context([v], null))).toEqual({ action: 'send', change: { unassign: true }, warnings: [] });
  });

  it('given an assigned visit dropped on the Unassigned row another day, then only the date is sent (the server takes it off its scooper)', () => {
    const v = visit('v', { scooperId: 's-ana', status: 'assigned' });
    expect(dropVerdict(v, { scooperId: null, date: TUESDAY }, context([v], null))).toEqual({ action: 'send', change: { date: TUESDAY }, warnings: [] });
  });

  it.each(['completed', 'skipped', 'cancelled'] as const)('given a %s visit, then the board refuses the move itself and sends nothing', (status) => {
    const v = visit('v', { status, scooperId: 's-ben' });
    expect(dropVerdict(v, { scooperId: 's-ana', date: MONDAY }, context([v]))).toEqual({ action: 'refuse', problem: 'final' });
  });

  it('given a missed visit, then it may be moved (staff reschedule missed visits)', () => {
    const v = visit('v', { status: 'missed', date: '2026-11-20' });
    expect(dropVerdict(v, { scooperId: 's-ana', date: TUESDAY }, context([v]))).toMatchObject({ action: 'send', warnings: [] });
  });

  it('given the scooper’s day off, then it is sent with an off-day warning (the server has the last word)', () => {
    const v = visit('v');
    expect(dropVerdict(v, { scooperId: 's-ana', date: SATURDAY }, context([v]))).toEqual({
      action: 'send',
      change: { date: SATURDAY, scooperId: 's-ana' },
      warnings: ['off-day'],
    });
  });

  it('given the scooper already holds capacity-many visits that day (assigned, completed or skipped), then it warns that they are full', () => {
    const v = visit('v');
    const full = [visit('a', { scooperId: 's-ana', status: 'assigned' }), visit('b', { scooperId: 's-ana', status: 'completed' })];
    expect(dropVerdict(v, { scooperId: 's-ana', date: MONDAY }, context([v, ...full]))).toMatchObject({ warnings: ['full'] });
  });

  it.each(['cancelled', 'missed'] as const)('given one of the scooper’s visits that day is %s, then it does not count against their capacity', (status) => {
    const v = visit('v');
    const others = [visit('a', { scooperId: 's-ana', status: 'assigned' }), visit('b', { scooperId: 's-ana', status })];
    expect(dropVerdict(v, { scooperId: 's-ana', date: MONDAY }, context([v, ...others]))).toMatchObject({ warnings: [] });
  });

  it('given the visit moves within the scooper’s own week, then the visit itself is not counted against their capacity', () => {
    const v = visit('v', { scooperId: 's-ana', status: 'assigned', date: TUESDAY });
    const others = [visit('a', { scooperId: 's-ana', status: 'assigned' })];
    expect(dropVerdict(v, { scooperId: 's-ana', date: MONDAY }, context([v, ...others]))).toMatchObject({ warnings: [] });
  });

  it('given a new day before today, then it warns that the day is past', () => {
    const v = visit('v', { date: TUESDAY });
    expect(dropVerdict(v, { scooperId: null, date: MONDAY }, context([v], null, TUESDAY))).toMatchObject({ action: 'send', warnings: ['past'] });
  });

  it('given a missed visit on a past day given to a scooper that same day, then it does not warn of the past (the day is not changed)', () => {
    const v = visit('v', { status: 'missed' });
    expect(dropVerdict(v, { scooperId: 's-ana', date: MONDAY }, context([v], ANA, TUESDAY))).toMatchObject({ action: 'send', warnings: [] });
  });

  it('given a deactivated scooper on a day off, then both warnings are given', () => {
    const v = visit('v');
    const gone = scooper('s-gone', 'Gone', { active: false });
    expect(dropVerdict(v, { scooperId: 's-gone', date: SATURDAY }, context([v], gone))).toMatchObject({ warnings: ['inactive', 'off-day'] });
  });

  it('given a scooper the board knows nothing about (no account list), then it is sent without warnings', () => {
    const v = visit('v');
    expect(dropVerdict(v, { scooperId: 's-x', date: SATURDAY }, context([v], null))).toMatchObject({ action: 'send', warnings: [] });
  });
});

describe('the optimistic move', () => {
  it('given a scheduled visit assigned to a scooper, then it shows as assigned on the new day without its route position', () => {
    const visits = [visit('v', { routePosition: 3 }), visit('other')];
    const moved = applyChange(visits, 'v', { scooperId: 's-ana', date: TUESDAY });
    expect(moved[0]).toMatchObject({ scooperId: 's-ana', date: TUESDAY, status: 'assigned', routePosition: null });
    expect(moved[1]).toBe(visits[1]);
    expect(visits[0]).toMatchObject({ scooperId: null, date: MONDAY, status: 'scheduled' });
  });

  it('given an assigned visit sent only a new date, then it shows off its scooper and scheduled, as the server answers', () => {
    expect(applyChange([visit('v', { scooperId: 's-ana', status: 'assigned' })], 'v', { date: TUESDAY })[0]).toMatchObject({
      date: TUESDAY,
      scooperId: null,
      status: 'scheduled',
    });
  });

  it('given an assigned visit sent unassign, then it shows on the Unassigned row the same day, scheduled and unplaced', () => {
    expect(applyChange([visit('v', { scooperId: 's-ana', status: 'assigned', routePosition: 2 })], 'v', { unassign: true })[0]).toMatchObject({
      date: MONDAY,
      scooperId: null,
      status: 'scheduled',
      routePosition: null,
    });
  });

  it('given an assigned visit moved along its own row, then it stays assigned to its scooper', () => {
    const moved = applyChange([visit('v', { scooperId: 's-ana', status: 'assigned', routePosition: 1 })], 'v', { date: TUESDAY, scooperId: 's-ana' });
    expect(moved[0]).toMatchObject({ date: TUESDAY, scooperId: 's-ana', status: 'assigned', routePosition: null });
  });

  it('given a missed visit moved to another day, then it is open again: assigned with a scooper, else scheduled', () => {
    expect(applyChange([visit('v', { status: 'missed', scooperId: 's-ana' })], 'v', { date: TUESDAY, scooperId: 's-ana' })[0]).toMatchObject({
      status: 'assigned',
    });
    expect(applyChange([visit('v', { status: 'missed' })], 'v', { date: TUESDAY })[0]).toMatchObject({ status: 'scheduled', date: TUESDAY });
  });

  it('given a missed visit given to a scooper on its own (past) day, then it shows as assigned, as the visit stream’s assigned event makes it', () => {
    expect(applyChange([visit('v', { status: 'missed' })], 'v', { scooperId: 's-ana' })[0]).toMatchObject({ status: 'assigned', scooperId: 's-ana' });
  });

  it('given a completed visit (never sent by the board), then applying a change leaves its status alone', () => {
    expect(applyChange([visit('v', { status: 'completed' })], 'v', { scooperId: 's-ana' })[0]).toMatchObject({ status: 'completed' });
  });
});

describe('the stops figures per cell', () => {
  it('given the week figures, then each scooper’s (and the unassigned) stops are found by row and day', () => {
    const index = stopsIndex({
      stopsPerScooperPerDay: [
        { scooperId: 's-ana', date: MONDAY, stops: 4 },
        { scooperId: null, date: TUESDAY, stops: 2 },
      ],
    });
    expect(index.get(`s-ana|${MONDAY}`)).toBe(4);
    expect(index.get(`${UNASSIGNED}|${TUESDAY}`)).toBe(2);
    expect(stopsIndex(undefined).size).toBe(0);
  });
});
