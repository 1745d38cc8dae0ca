import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { PLAN_MESSAGES } from '../service.messages';
import { CANCELLATION_REASONS, decideServicePlan, PlanRejected, SERVICE_PLAN_STREAM_DEFINITION, servesOn } from './service-plan';
import { PlanStarted, ServicePlanEvent } from './service-plan.events';

const PLAN: PlanStarted = {
  planId: 'plan-1',
  orderId: 'order-1',
  frequency: 'weekly',
  preferredDays: ['tuesday', 'friday'],
  trashDay: 'thursday',
  bins: { takeOut: true, bringIn: false },
  binTakeOutTiming: 'morning',
  addOns: ['binTakeOut'],
  numberOfDogs: '2',
  dogNames: ['Rex'],
  customerName: 'Jamie Rivera',
  address: { streetAddress: '1 Main St', city: 'Valencia', state: 'CA', zipCode: '91354' },
  notes: 'Side gate',
  startDate: '2026-02-02',
};
const TODAY = '2026-02-10';
const STARTED: ServicePlanEvent = { type: 'service-plan.started', data: PLAN };
const PAUSED: ServicePlanEvent = { type: 'service-plan.paused', data: { from: '2026-02-16' } };
const RESUMED: ServicePlanEvent = { type: 'service-plan.resumed', data: { from: '2026-03-02' } };
const CANCELLED: ServicePlanEvent = { type: 'service-plan.cancelled', data: { reason: 'Moving away', effectiveDate: TODAY } };

const given = givenWhenThen(SERVICE_PLAN_STREAM_DEFINITION, decideServicePlan);
const refused = (status: number, message: string) => [{ status, message }, PlanRejected] as const;

describe('service plan decisions', () => {
  describe('start', () => {
    it('starts a plan with everything the order said', () => given().when({ type: 'start', plan: PLAN }).then([STARTED]));
    it('refuses a second start of the same plan', () =>
      given(STARTED)
        .when({ type: 'start', plan: PLAN })
        .thenRejected(...refused(409, PLAN_MESSAGES.alreadyStarted)));
  });

  describe('change days', () => {
    it('records new preferred days, keeping the trash day and timing', () =>
      given(STARTED)
        .when({ type: 'change-days', preferredDays: ['wednesday'] })
        .then([{ type: 'service-plan.days-changed', data: { preferredDays: ['wednesday'], trashDay: 'thursday', binTakeOutTiming: 'morning' } }]));
    it('records a new trash day and the evening-before timing', () =>
      given(STARTED)
        .when({ type: 'change-days', trashDay: 'monday', binTakeOutTiming: 'evening-before' })
        .then([{ type: 'service-plan.days-changed', data: { preferredDays: ['tuesday', 'friday'], trashDay: 'monday', binTakeOutTiming: 'evening-before' } }]));
    it('records nothing when nothing changes', () =>
      given(STARTED)
        .when({ type: 'change-days', preferredDays: ['tuesday', 'friday'] })
        .then([]));
    it('refuses an empty change', () =>
      given(STARTED)
        .when({ type: 'change-days' })
        .thenRejected(...refused(400, PLAN_MESSAGES.nothingToChange)));
    it('refuses days that are not weekdays, repeated days, or prototype keys', () => {
      for (const preferredDays of [['funday'], ['monday', 'monday'], ['__proto__'], ['constructor'], 'monday', [1]]) {
        given(STARTED)
          .when({ type: 'change-days', preferredDays })
          .thenRejected(...refused(400, PLAN_MESSAGES.daysInvalid));
      }
    });
    it('refuses a trash day that is not a weekday', () =>
      given(STARTED)
        .when({ type: 'change-days', trashDay: 'toString' })
        .thenRejected(...refused(400, PLAN_MESSAGES.trashDayInvalid)));
    it('refuses clearing the trash day of a plan with bin visits', () =>
      given(STARTED)
        .when({ type: 'change-days', trashDay: null })
        .thenRejected(...refused(422, PLAN_MESSAGES.trashDayRequired)));
    it('refuses an unknown take-out timing', () =>
      given(STARTED)
        .when({ type: 'change-days', binTakeOutTiming: 'noon' })
        .thenRejected(...refused(400, PLAN_MESSAGES.timingInvalid)));
    it('refuses a change to a cancelled plan', () =>
      given(STARTED, CANCELLED)
        .when({ type: 'change-days', preferredDays: ['monday'] })
        .thenRejected(...refused(409, PLAN_MESSAGES.cancelled)));
    it('refuses an unknown plan', () =>
      given()
        .when({ type: 'change-days', preferredDays: ['monday'] })
        .thenRejected(...refused(404, PLAN_MESSAGES.planNotFound)));
  });

  describe('change address', () => {
    const address = { streetAddress: '2 Oak Ave', city: 'Saugus', state: 'CA', zipCode: '91350' };
    it('records a new address', () =>
      given(STARTED)
        .when({ type: 'change-address', address })
        .then([{ type: 'service-plan.address-changed', data: { address } }]));
    it('records nothing for the same address', () => given(STARTED).when({ type: 'change-address', address: PLAN.address }).then([]));
    it('refuses on a cancelled plan', () =>
      given(STARTED, CANCELLED)
        .when({ type: 'change-address', address })
        .thenRejected(...refused(409, PLAN_MESSAGES.cancelled)));
  });

  describe('locate (geocoded, or a staff pin)', () => {
    const centroid = { lat: 34.459, lng: -118.554, source: 'zip-centroid', precision: 'zip' };
    const pin = { lat: 34.4612, lng: -118.5501, source: 'pin', precision: 'exact' };
    const LOCATED: ServicePlanEvent = { type: 'service-plan.located', data: centroid };
    it('records where the home is', () => given(STARTED).when({ type: 'locate', location: centroid }).then([LOCATED]));
    it('moves the point to a staff pin', () =>
      given(STARTED, LOCATED)
        .when({ type: 'locate', location: pin })
        .then([{ type: 'service-plan.located', data: pin }]));
    it('records nothing for the same point from the same source', () => given(STARTED, LOCATED).when({ type: 'locate', location: centroid }).then([]));
    it('places a moved plan again, even at the same point as before the move', () =>
      given(STARTED, LOCATED, { type: 'service-plan.address-changed', data: { address: { ...PLAN.address, streetAddress: '3 Elm St' } } })
        .when({ type: 'locate', location: centroid })
        .then([LOCATED]));
    it('keeps only the fields of a location (nothing else rides along)', () =>
      given(STARTED)
        .when({ type: 'locate', location: { ...centroid, extra: 'x' } as typeof centroid })
        .then([LOCATED]));
    it('refuses on a cancelled plan', () =>
      given(STARTED, CANCELLED)
        .when({ type: 'locate', location: pin })
        .thenRejected(...refused(409, PLAN_MESSAGES.cancelled)));
    it('refuses an unknown plan', () =>
      given()
        .when({ type: 'locate', location: pin })
        .thenRejected(...refused(404, PLAN_MESSAGES.planNotFound)));
  });

  describe('pause and resume', () => {
    it('pauses from a date today or later', () => given(STARTED).when({ type: 'pause', from: '2026-02-16', today: TODAY }).then([PAUSED]));
    it('pauses from today', () =>
      given(STARTED)
        .when({ type: 'pause', from: TODAY, today: TODAY })
        .then([{ type: 'service-plan.paused', data: { from: TODAY } }]));
    it('refuses a pause from a past date', () =>
      given(STARTED)
        .when({ type: 'pause', from: '2026-02-09', today: TODAY })
        .thenRejected(...refused(422, PLAN_MESSAGES.datePast)));
    it('refuses a date that is not YYYY-MM-DD', () => {
      for (const from of ['2026-02-30', 'tomorrow', undefined, 20260216, '2026-2-16']) {
        given(STARTED)
          .when({ type: 'pause', from, today: TODAY })
          .thenRejected(...refused(400, PLAN_MESSAGES.dateInvalid));
      }
    });
    it('refuses pausing twice', () =>
      given(STARTED, PAUSED)
        .when({ type: 'pause', from: '2026-02-20', today: TODAY })
        .thenRejected(...refused(409, PLAN_MESSAGES.alreadyPaused)));
    it('refuses pausing a cancelled plan', () =>
      given(STARTED, CANCELLED)
        .when({ type: 'pause', from: '2026-02-16', today: TODAY })
        .thenRejected(...refused(409, PLAN_MESSAGES.cancelled)));
    it('resumes a paused plan', () => given(STARTED, PAUSED).when({ type: 'resume', from: '2026-03-02', today: TODAY }).then([RESUMED]));
    it('resumes only when paused', () =>
      given(STARTED)
        .when({ type: 'resume', from: '2026-03-02', today: TODAY })
        .thenRejected(...refused(409, PLAN_MESSAGES.notPaused)));
    it('refuses resuming before the pause began', () =>
      given(STARTED, PAUSED)
        .when({ type: 'resume', from: '2026-02-12', today: TODAY })
        .thenRejected(...refused(422, PLAN_MESSAGES.resumeBeforePause)));
    it('refuses resuming a cancelled plan', () =>
      given(STARTED, PAUSED, CANCELLED)
        .when({ type: 'resume', from: '2026-03-02', today: TODAY })
        .thenRejected(...refused(409, PLAN_MESSAGES.cancelled)));
    it('pauses again after a resume', () =>
      given(STARTED, PAUSED, RESUMED)
        .when({ type: 'pause', from: '2026-03-09', today: TODAY })
        .then([{ type: 'service-plan.paused', data: { from: '2026-03-09' } }]));
  });

  describe('cancel', () => {
    it('cancels with a reason, effective today', () => given(STARTED).when({ type: 'cancel', reason: 'Moving away', today: TODAY }).then([CANCELLED]));
    it('cancels a paused plan', () => given(STARTED, PAUSED).when({ type: 'cancel', reason: 'Moving away', today: TODAY }).then([CANCELLED]));
    it('refuses cancelling twice with a clear message', () =>
      given(STARTED, CANCELLED)
        .when({ type: 'cancel', reason: 'again', today: TODAY })
        .thenRejected(...refused(409, PLAN_MESSAGES.alreadyCancelled)));
    it('needs a reason', () =>
      given(STARTED)
        .when({ type: 'cancel', reason: null, today: TODAY })
        .thenRejected(...refused(400, PLAN_MESSAGES.reasonRequired)));
    it('refuses an unknown plan', () =>
      given()
        .when({ type: 'cancel', reason: 'x', today: TODAY })
        .thenRejected(...refused(404, PLAN_MESSAGES.planNotFound)));
  });

  describe('the days a plan serves', () => {
    it('serves from its start date, not inside a pause, again from the resume date', () => {
      const { state } = given(STARTED, PAUSED, RESUMED);
      expect(['2026-02-01', '2026-02-02', '2026-02-15', '2026-02-16', '2026-03-01', '2026-03-02'].map((date) => servesOn(state, date))).toEqual([
        false,
        true,
        true,
        false,
        false,
        true,
      ]);
    });
    it('serves nothing from the cancellation on', () => {
      const { state } = given(STARTED, CANCELLED);
      expect([servesOn(state, '2026-02-09'), servesOn(state, TODAY), servesOn(state, '2026-03-01')]).toEqual([true, false, false]);
    });
  });
});

describe('the customer cancels from their account (7 days notice, a reason from the list)', () => {
  const cancel = (reason: unknown) => ({ type: 'customer-cancel' as const, reason, today: '2026-02-09' });

  it('cancels with the reason, effective 7 days from today', () =>
    given(STARTED)
      .when(cancel('Moving away'))
      .then([{ type: 'service-plan.cancelled', data: { reason: 'Moving away', effectiveDate: '2026-02-16' } }]));
  it('keeps serving through the notice: visits before the effective date still happen', () => {
    const state = [STARTED, { type: 'service-plan.cancelled', data: { reason: 'Moving away', effectiveDate: '2026-02-16' } } as ServicePlanEvent].reduce(
      SERVICE_PLAN_STREAM_DEFINITION.evolve,
      SERVICE_PLAN_STREAM_DEFINITION.initialState(),
    );
    expect(servesOn(state, '2026-02-15')).toBe(true);
    expect(servesOn(state, '2026-02-16')).toBe(false);
  });
  it('takes every reason of the list', () => {
    for (const reason of CANCELLATION_REASONS)
      given(STARTED)
        .when(cancel(reason))
        .then([{ type: 'service-plan.cancelled', data: { reason, effectiveDate: '2026-02-16' } }]);
  });
  it('refuses a reason that is not on the list, or none', () => {
    for (const reason of [undefined, null, '', 'I found a cheaper company', ['Moving away'], 'constructor', '__proto__'])
      given(STARTED)
        .when(cancel(reason))
        .thenRejected(...refused(400, PLAN_MESSAGES.reasonFromList));
  });
  it('refuses a plan already cancelled', () =>
    given(STARTED, { type: 'service-plan.cancelled', data: { reason: 'Other', effectiveDate: '2026-02-16' } })
      .when(cancel('Other'))
      .thenRejected(...refused(409, PLAN_MESSAGES.cancelled)));
});

describe('the customer pauses and resumes from their account (48 h notice, up to 8 weeks)', () => {
  const TODAY = '2026-02-09';
  const pause = (weeks: unknown, today = TODAY) => ({ type: 'customer-pause' as const, weeks, today });
  const resume = (today: string) => ({ type: 'customer-resume' as const, today });
  const PAUSED: ServicePlanEvent[] = [
    { type: 'service-plan.paused', data: { from: '2026-02-11' } },
    { type: 'service-plan.resumed', data: { from: '2026-03-11' } },
  ];

  it('pauses from 48 hours on for the weeks chosen, and resumes by itself', () => given(STARTED).when(pause(4)).then(PAUSED));
  it('allows up to 8 weeks', () =>
    given(STARTED)
      .when(pause(8))
      .then([
        { type: 'service-plan.paused', data: { from: '2026-02-11' } },
        { type: 'service-plan.resumed', data: { from: '2026-04-08' } },
      ]));
  it('refuses more than the maximum, none, or anything but whole weeks', () => {
    for (const weeks of [0, 9, 2.5, '4', null, undefined, -1])
      given(STARTED)
        .when(pause(weeks))
        .thenRejected(...refused(400, PLAN_MESSAGES.pauseWeeksInvalid));
  });
  it('refuses a second pause while one is on or to come', () =>
    given(STARTED, ...PAUSED)
      .when(pause(2, '2026-02-20'))
      .thenRejected(...refused(409, PLAN_MESSAGES.alreadyPaused)));
  it('allows a new pause once the last has ended', () =>
    given(STARTED, ...PAUSED)
      .when(pause(1, '2026-03-11'))
      .then([
        { type: 'service-plan.paused', data: { from: '2026-03-13' } },
        { type: 'service-plan.resumed', data: { from: '2026-03-20' } },
      ]));
  it('resumes early, 48 hours from today', () =>
    given(STARTED, ...PAUSED)
      .when(resume('2026-02-20'))
      .then([{ type: 'service-plan.resumed', data: { from: '2026-02-22' } }]));
  it('a pause not begun yet ends before it starts', () =>
    given(STARTED, ...PAUSED)
      .when(resume('2026-02-09'))
      .then([{ type: 'service-plan.resumed', data: { from: '2026-02-11' } }]));
  it('serves again from the early resume on', () => {
    const state = [STARTED, ...PAUSED, { type: 'service-plan.resumed', data: { from: '2026-02-22' } } as ServicePlanEvent].reduce(
      SERVICE_PLAN_STREAM_DEFINITION.evolve,
      SERVICE_PLAN_STREAM_DEFINITION.initialState(),
    );
    expect(servesOn(state, '2026-02-21')).toBe(false);
    expect(servesOn(state, '2026-02-22')).toBe(true);
  });
  it('refuses a resume within 48 hours of the pause’s own end', () =>
    given(STARTED, ...PAUSED)
      .when(resume('2026-03-09'))
      .thenRejected(...refused(422, PLAN_MESSAGES.resumesAnyway)));
  it('a pause ended before it began is no pause: a new one may start', () =>
    given(STARTED, ...PAUSED, { type: 'service-plan.resumed', data: { from: '2026-02-11' } })
      .when(pause(1))
      .then([
        { type: 'service-plan.paused', data: { from: '2026-02-11' } },
        { type: 'service-plan.resumed', data: { from: '2026-02-18' } },
      ]));
  it('refuses a resume without a pause', () =>
    given(STARTED)
      .when(resume(TODAY))
      .thenRejected(...refused(409, PLAN_MESSAGES.notPaused)));

  describe('the before-photo rule (issue 16)', () => {
    const ON: ServicePlanEvent = { type: 'service-plan.photo-rule-changed', data: { beforePhotos: true } };
    it('given a live plan, when staff require before photos, then the rule is recorded', () =>
      given(STARTED).when({ type: 'set-photo-rule', beforePhotos: true }).then([ON]));
    it('given the rule is on, when staff set it on again, then nothing new; when they turn it off, it is off', () => {
      given(STARTED, ON).when({ type: 'set-photo-rule', beforePhotos: true }).then([]);
      given(STARTED, ON)
        .when({ type: 'set-photo-rule', beforePhotos: false })
        .then([{ type: 'service-plan.photo-rule-changed', data: { beforePhotos: false } }]);
    });
    it('given a new plan, when staff turn the rule off, then nothing new (off is the default)', () =>
      given(STARTED).when({ type: 'set-photo-rule', beforePhotos: false }).then([]));
    it('given any plan, when the value is not a boolean, then it is refused', () =>
      given(STARTED)
        .when({ type: 'set-photo-rule', beforePhotos: 'yes' })
        .thenRejected(...refused(400, PLAN_MESSAGES.photoRuleInvalid)));
    it('given a cancelled plan, when staff set the rule, then it is refused', () =>
      given(STARTED, CANCELLED)
        .when({ type: 'set-photo-rule', beforePhotos: true })
        .thenRejected(...refused(409, PLAN_MESSAGES.cancelled)));
  });
});
