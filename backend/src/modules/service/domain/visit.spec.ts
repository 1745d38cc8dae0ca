import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { VISIT_MESSAGES } from '../service.messages';
import { ScooperFacts } from './scooper-directory';
import { CUSTOMER_SKIP_REASON, customerMaySkip, decideVisit, PLANNER, uuidV5, VISIT_STREAM_DEFINITION, visitIdFor, VisitRejected } from './visit';
import { VisitEvent } from './visit.events';

const given = givenWhenThen(VISIT_STREAM_DEFINITION, decideVisit);
const refused = (status: number, message: string) => [{ status, message }, VisitRejected] as const;

const PLAN_ID = '0f0e4c1a-9d3b-5c6e-8f7a-1b2c3d4e5f60';
const KEY = 'scoop:2026-W07:1';
const VISIT_ID = visitIdFor(PLAN_ID, KEY);
const PLANNED = { key: KEY, kind: 'scoop' as const, date: '2026-02-10', window: { start: '08:00', end: '17:00' } };
const SCHEDULED: VisitEvent = {
  type: 'visit.scheduled',
  data: { visitId: VISIT_ID, planId: PLAN_ID, orderId: 'order-1', key: KEY, kind: 'scoop', date: '2026-02-10', window: { start: '08:00', end: '17:00' } },
};
const ALEX: ScooperFacts = { id: 'scooper-alex', name: 'Alex', workingDays: ['monday', 'tuesday', 'wednesday'], dailyCapacity: 2 };
const STAFF = 'staff:ops@scvscoopers.example';
const ASSIGNED: VisitEvent = { type: 'visit.assigned', data: { scooperId: ALEX.id, by: STAFF } };
const TODAY = '2026-02-09';
const change = (
  over: Partial<{ date: string | null; scooperId: string | null; scooper: ScooperFacts | null; stops: number; today: string; unassign: boolean }> = {},
) => ({
  type: 'change' as const,
  date: over.date ?? null,
  scooperId: over.scooperId ?? null,
  unassign: over.unassign ?? false,
  assignment: over.scooperId ? { scooper: over.scooper === undefined ? ALEX : over.scooper, stopsThatDay: over.stops ?? 0 } : null,
  today: over.today ?? TODAY,
  by: STAFF,
});

describe('visit ids', () => {
  it('are uuid v5, the same for the same plan and occurrence, different otherwise', () => {
    expect(VISIT_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(visitIdFor(PLAN_ID, KEY)).toBe(VISIT_ID);
    expect(visitIdFor(PLAN_ID, 'scoop:2026-W08:1')).not.toBe(VISIT_ID);
  });
  it("match RFC 4122's published v5 example (DNS namespace, python.org)", () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });
});

describe('visit decisions', () => {
  describe('schedule', () => {
    it('schedules a planned occurrence under its derived id', () =>
      given().when({ type: 'schedule', planId: PLAN_ID, orderId: 'order-1', planned: PLANNED }).then([SCHEDULED]));
    it('adds nothing when the occurrence already has a visit (re-running a horizon)', () =>
      given(SCHEDULED).when({ type: 'schedule', planId: PLAN_ID, orderId: 'order-1', planned: PLANNED }).then([]));
    it('brings back a visit the planner cancelled (a resumed plan)', () =>
      given(SCHEDULED, { type: 'visit.cancelled', data: { reason: 'paused', by: PLANNER } })
        .when({ type: 'schedule', planId: PLAN_ID, orderId: 'order-1', planned: PLANNED })
        .then([SCHEDULED]));
    it('never brings back a visit staff cancelled', () =>
      given(SCHEDULED, { type: 'visit.cancelled', data: { reason: 'Customer away', by: STAFF } })
        .when({ type: 'schedule', planId: PLAN_ID, orderId: 'order-1', planned: PLANNED })
        .then([]));
  });

  describe('replan (the planner moves it)', () => {
    const moved = { type: 'replan' as const, date: '2026-02-11', window: { start: '08:00', end: '17:00' } };
    it('moves a scheduled visit to its new planned date', () =>
      given(SCHEDULED)
        .when(moved)
        .then([{ type: 'visit.rescheduled', data: { date: '2026-02-11', window: moved.window, by: PLANNER } }]));
    it('leaves an assigned visit alone', () => given(SCHEDULED, ASSIGNED).when(moved).then([]));
    it('leaves a visit staff moved by hand alone', () =>
      given(SCHEDULED, { type: 'visit.rescheduled', data: { date: '2026-02-12', window: moved.window, by: STAFF } })
        .when(moved)
        .then([]));
    it('adds nothing when the date is unchanged', () =>
      given(SCHEDULED)
        .when({ ...moved, date: '2026-02-10' })
        .then([]));
  });

  describe('staff change (reschedule and/or assign)', () => {
    it('moves the visit to a later day', () =>
      given(SCHEDULED)
        .when(change({ date: '2026-02-11' }))
        .then([{ type: 'visit.rescheduled', data: { date: '2026-02-11', window: PLANNED.window, by: STAFF } }]));
    it('assigns a scooper who works that day and has room', () =>
      given(SCHEDULED)
        .when(change({ scooperId: ALEX.id, stops: 1 }))
        .then([ASSIGNED]));
    it('moves and assigns at once', () =>
      given(SCHEDULED)
        .when(change({ date: '2026-02-11', scooperId: ALEX.id }))
        .then([{ type: 'visit.rescheduled', data: { date: '2026-02-11', window: PLANNED.window, by: STAFF } }, ASSIGNED]));
    it('unassigns a moved visit when no scooper is named for the new day', () =>
      given(SCHEDULED, ASSIGNED)
        .when(change({ date: '2026-02-11' }))
        .then([
          { type: 'visit.rescheduled', data: { date: '2026-02-11', window: PLANNED.window, by: STAFF } },
          { type: 'visit.unassigned', data: { by: STAFF } },
        ]));
    it('un-assigns an assigned visit when staff ask (it leaves the route, same day)', () =>
      given(SCHEDULED, ASSIGNED)
        .when(change({ unassign: true }))
        .then([{ type: 'visit.unassigned', data: { by: STAFF } }]));
    it('un-assigns and moves at once', () =>
      given(SCHEDULED, ASSIGNED)
        .when(change({ unassign: true, date: '2026-02-11' }))
        .then([
          { type: 'visit.rescheduled', data: { date: '2026-02-11', window: PLANNED.window, by: STAFF } },
          { type: 'visit.unassigned', data: { by: STAFF } },
        ]));
    it('adds nothing when un-assigning a visit nobody has', () =>
      given(SCHEDULED)
        .when(change({ unassign: true }))
        .then([]));
    it('refuses un-assign together with a scooper', () =>
      given(SCHEDULED, ASSIGNED)
        .when(change({ unassign: true, scooperId: ALEX.id }))
        .thenRejected(...refused(400, VISIT_MESSAGES.unassignWithScooper)));
    it('refuses un-assigning a cancelled visit', () =>
      given(SCHEDULED, ASSIGNED, { type: 'visit.cancelled', data: { reason: 'x', by: STAFF } })
        .when(change({ unassign: true }))
        .thenRejected(...refused(409, 'This visit is already cancelled and cannot be changed')));
    it('reschedules a missed visit (staff chose reschedule)', () =>
      given(SCHEDULED, { type: 'visit.missed', data: { detectedAt: '2026-02-11T08:00:00.000Z' } })
        .when(change({ date: '2026-02-12', today: '2026-02-11' }))
        .then([{ type: 'visit.rescheduled', data: { date: '2026-02-12', window: PLANNED.window, by: STAFF } }]));
    it('refuses a date in the past', () =>
      given(SCHEDULED)
        .when(change({ date: '2026-02-08' }))
        .thenRejected(...refused(422, VISIT_MESSAGES.datePast)));
    it('refuses an unknown scooper', () =>
      given(SCHEDULED)
        .when(change({ scooperId: 'nobody', scooper: null }))
        .thenRejected(...refused(422, VISIT_MESSAGES.scooperNotFound)));
    it('refuses a scooper who does not work that day', () =>
      given(SCHEDULED)
        .when(change({ date: '2026-02-12', scooperId: ALEX.id }))
        .thenRejected(...refused(409, 'That scooper does not work on Thursdays')));
    it('refuses a scooper at capacity', () =>
      given(SCHEDULED)
        .when(change({ scooperId: ALEX.id, stops: 2 }))
        .thenRejected(...refused(409, 'That scooper already has 2 stops on 2026-02-10, their daily capacity')));
    it('refuses a change with nothing in it', () =>
      given(SCHEDULED)
        .when(change())
        .thenRejected(...refused(400, VISIT_MESSAGES.nothingToChange)));
    it('refuses changing a cancelled visit', () =>
      given(SCHEDULED, { type: 'visit.cancelled', data: { reason: 'x', by: STAFF } })
        .when(change({ date: '2026-02-11' }))
        .thenRejected(...refused(409, 'This visit is already cancelled and cannot be changed')));
    it('refuses an unknown visit', () =>
      given()
        .when(change({ date: '2026-02-11' }))
        .thenRejected(...refused(404, VISIT_MESSAGES.visitNotFound)));
  });

  describe('cancel', () => {
    it('cancels with a reason and who did it', () =>
      given(SCHEDULED, ASSIGNED)
        .when({ type: 'cancel', reason: 'Customer away', by: STAFF })
        .then([{ type: 'visit.cancelled', data: { reason: 'Customer away', by: STAFF } }]));
    it('needs a reason', () =>
      given(SCHEDULED)
        .when({ type: 'cancel', reason: null, by: STAFF })
        .thenRejected(...refused(400, VISIT_MESSAGES.reasonRequired)));
    it('refuses cancelling twice', () =>
      given(SCHEDULED, { type: 'visit.cancelled', data: { reason: 'x', by: STAFF } })
        .when({ type: 'cancel', reason: 'y', by: STAFF })
        .thenRejected(...refused(409, 'This visit is already cancelled and cannot be changed')));
  });

  describe('missed', () => {
    const detectedAt = '2026-02-11T08:00:00.000Z';
    it('marks a scheduled visit missed once its day is over', () =>
      given(SCHEDULED)
        .when({ type: 'mark-missed', today: '2026-02-11', detectedAt })
        .then([{ type: 'visit.missed', data: { detectedAt } }]));
    it('marks an assigned visit missed too', () =>
      given(SCHEDULED, ASSIGNED)
        .when({ type: 'mark-missed', today: '2026-02-11', detectedAt })
        .then([{ type: 'visit.missed', data: { detectedAt } }]));
    it('not on its own day', () => given(SCHEDULED).when({ type: 'mark-missed', today: '2026-02-10', detectedAt }).then([]));
    it('not twice, and not when cancelled', () => {
      given(SCHEDULED, { type: 'visit.missed', data: { detectedAt } }).when({ type: 'mark-missed', today: '2026-02-12', detectedAt }).then([]);
      given(SCHEDULED, { type: 'visit.cancelled', data: { reason: 'x', by: STAFF } })
        .when({ type: 'mark-missed', today: '2026-02-12', detectedAt })
        .then([]);
    });
  });

  describe('sequence (its place in the route)', () => {
    const at = (position: number | null): VisitEvent => ({ type: 'visit.sequenced', data: { position, by: STAFF } });
    it('records the position of an assigned visit', () =>
      given(SCHEDULED, ASSIGNED)
        .when({ type: 'sequence', position: 3, by: STAFF })
        .then([at(3)]));
    it('records nothing for the same position', () => given(SCHEDULED, ASSIGNED, at(3)).when({ type: 'sequence', position: 3, by: STAFF }).then([]));
    it('takes a visit off its place (a locked route it joined)', () =>
      given(SCHEDULED, ASSIGNED, at(3))
        .when({ type: 'sequence', position: null, by: STAFF })
        .then([at(null)]));
    it('refuses a visit no scooper has, and a cancelled one', () => {
      given(SCHEDULED)
        .when({ type: 'sequence', position: 1, by: STAFF })
        .thenRejected(...refused(409, VISIT_MESSAGES.notOnRoute));
      given(SCHEDULED, ASSIGNED, { type: 'visit.cancelled', data: { reason: 'Away', by: STAFF } })
        .when({ type: 'sequence', position: 1, by: STAFF })
        .thenRejected(...refused(409, VISIT_MESSAGES.notOnRoute));
    });
    it('refuses a position that is not a whole number from 1', () => {
      for (const position of [0, -1, 1.5, Number.NaN])
        given(SCHEDULED, ASSIGNED)
          .when({ type: 'sequence', position, by: STAFF })
          .thenRejected(...refused(400, VISIT_MESSAGES.positionInvalid));
    });
    it('loses its place when it leaves the scooper', () => {
      const { state } = given(SCHEDULED, ASSIGNED, at(2), { type: 'visit.unassigned', data: { by: STAFF } });
      expect(state.routePosition).toBeNull();
    });
    it('refuses an unknown visit', () =>
      given()
        .when({ type: 'sequence', position: 1, by: STAFF })
        .thenRejected(...refused(404, VISIT_MESSAGES.visitNotFound)));
  });
});

describe('the customer skips a visit from their account (48 h notice for changes)', () => {
  const CUSTOMER = 'customer:c0ffee00-0000-4000-8000-000000000001';
  const skip = (hoursAhead: number) => ({ type: 'customer-skip' as const, hoursAhead, by: CUSTOMER });

  it('skips a scheduled visit 48 hours or more ahead', () =>
    given(SCHEDULED)
      .when(skip(48))
      .then([{ type: 'visit.cancelled', data: { reason: CUSTOMER_SKIP_REASON, by: CUSTOMER } }]));
  it('skips an assigned visit too', () =>
    given(SCHEDULED, ASSIGNED)
      .when(skip(100))
      .then([{ type: 'visit.cancelled', data: { reason: CUSTOMER_SKIP_REASON, by: CUSTOMER } }]));
  it('refuses a visit less than 48 hours ahead', () =>
    given(SCHEDULED)
      .when(skip(47.9))
      .thenRejected(...refused(422, VISIT_MESSAGES.skipTooLate)));
  it('refuses a visit already skipped or cancelled', () =>
    given(SCHEDULED, { type: 'visit.cancelled', data: { reason: CUSTOMER_SKIP_REASON, by: CUSTOMER } })
      .when(skip(72))
      .thenRejected(...refused(409, 'This visit is already cancelled and cannot be changed')));
  it('refuses a missed visit', () =>
    given(SCHEDULED, { type: 'visit.missed', data: { detectedAt: '2026-02-11T08:00:00.000Z' } })
      .when(skip(72))
      .thenRejected(...refused(409, 'This visit is already missed and cannot be changed')));
  it('refuses an unknown visit', () =>
    given()
      .when(skip(72))
      .thenRejected(...refused(404, VISIT_MESSAGES.visitNotFound)));
  it('answers the rule for the account page', () => {
    expect(customerMaySkip(48)).toBe(true);
    expect(customerMaySkip(47.99)).toBe(false);
  });
});
