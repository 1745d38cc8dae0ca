import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { PLAN_MESSAGES } from '../service.messages';
import { decideServicePlan, PlanRejected, SERVICE_PLAN_STREAM_DEFINITION, ServiceChoice } from './service-plan';
import { PlanStarted, ServicePlanEvent } from './service-plan.events';
import { planActions } from './visit-planning';

// Issue 17: the customer changes frequency, dogs or add-ons on the same plan; it serves from 48 hours on.
const PLAN: PlanStarted = {
  planId: 'plan-1',
  orderId: 'order-1',
  frequency: 'weekly',
  preferredDays: ['tuesday'],
  trashDay: 'thursday',
  bins: { takeOut: true, bringIn: false },
  binTakeOutTiming: 'morning',
  addOns: ['binTakeOut'],
  numberOfDogs: '2',
  dogNames: ['Rex'],
  customerName: 'Jamie Rivera',
  address: { streetAddress: '1 Main St', city: 'Valencia', state: 'CA', zipCode: '91354' },
  notes: null,
  startDate: '2026-02-02',
};
const TODAY = '2026-02-10';
const STARTED: ServicePlanEvent = { type: 'service-plan.started', data: PLAN };
const given = givenWhenThen(SERVICE_PLAN_STREAM_DEFINITION, decideServicePlan);
const change = (service: Partial<ServiceChoice>, today = TODAY) => ({
  type: 'change-service' as const,
  service: { frequency: PLAN.frequency, numberOfDogs: PLAN.numberOfDogs, addOns: PLAN.addOns, trashDay: PLAN.trashDay, ...service },
  today,
});

describe('service plan: change of service (issue 17)', () => {
  it('adds Bin Bring In: the plan brings bins in too, from 48 hours after today', () =>
    given(STARTED)
      .when(change({ addOns: ['binBringIn', 'binTakeOut'] }))
      .then([
        {
          type: 'service-plan.service-changed',
          data: {
            frequency: 'weekly',
            numberOfDogs: '2',
            addOns: ['binBringIn', 'binTakeOut'],
            trashDay: 'thursday',
            bins: { takeOut: true, bringIn: true },
            effectiveFrom: '2026-02-12',
          },
        },
      ]));

  it('changes frequency and dogs', () =>
    given(STARTED)
      .when(change({ frequency: 'twice-weekly', numberOfDogs: '3+' }))
      .then([
        {
          type: 'service-plan.service-changed',
          data: {
            frequency: 'twice-weekly',
            numberOfDogs: '3+',
            addOns: ['binTakeOut'],
            trashDay: 'thursday',
            bins: { takeOut: true, bringIn: false },
            effectiveFrom: '2026-02-12',
          },
        },
      ]));

  it('records nothing for what the plan already serves (a replayed change), in any add-on order', () =>
    given(STARTED)
      .when(change({ addOns: ['binTakeOut', 'binTakeOut'] }))
      .then([]));

  it('refuses a paused plan (now or a pause to come), a suspended one and a cancelled one', () => {
    given(STARTED, { type: 'service-plan.paused', data: { from: '2026-02-16' } })
      .when(change({ numberOfDogs: '1' }))
      .thenRejected({ status: 409, message: PLAN_MESSAGES.changeWhilePaused }, PlanRejected);
    given(STARTED, { type: 'service-plan.suspended', data: { from: TODAY, invoiceId: 'in_1' } })
      .when(change({ numberOfDogs: '1' }))
      .thenRejected({ status: 409, message: PLAN_MESSAGES.changeWhileSuspended }, PlanRejected);
    given(STARTED, { type: 'service-plan.cancelled', data: { reason: 'Moving away', effectiveDate: '2026-02-17' } })
      .when(change({ numberOfDogs: '1' }))
      .thenRejected({ status: 409, message: PLAN_MESSAGES.cancelled }, PlanRejected);
    given().when(change({})).thenRejected({ status: 404, message: PLAN_MESSAGES.planNotFound }, PlanRejected);
  });

  it('keeps a scooping plan scooping (bins-only is another product)', () =>
    given(STARTED)
      .when(change({ frequency: 'bin-only', numberOfDogs: null }))
      .thenRejected({ status: 422, message: PLAN_MESSAGES.binOnlyStays }, PlanRejected));

  it('a changed frequency re-plans visits from the effective date only: tomorrow keeps its visit', () => {
    const { state } = given(STARTED, {
      type: 'service-plan.service-changed',
      data: {
        frequency: 'twice-weekly',
        numberOfDogs: '2',
        addOns: [],
        trashDay: 'thursday',
        bins: { takeOut: false, bringIn: false },
        effectiveFrom: '2026-02-12',
      },
    });
    const tomorrowsBin = {
      id: 'v1',
      key: '2026-02-11:bin-out',
      status: 'scheduled' as const,
      date: '2026-02-11',
      window: { start: '07:00', end: '10:00' },
      pinned: false,
    };
    const actions = planActions(state, [tomorrowsBin], [], { from: '2026-02-11', to: '2026-03-10' });
    expect(actions.some((a) => a.type !== 'schedule' && a.visitId === 'v1')).toBe(false);
    const scheduled = actions.filter((a) => a.type === 'schedule').map((a) => (a.type === 'schedule' ? a.planned.date : ''));
    expect(scheduled.every((date) => date >= '2026-02-12')).toBe(true);
    // Twice a week from the change on.
    expect(scheduled.filter((date) => date >= '2026-02-16' && date < '2026-02-23')).toHaveLength(2);
  });
});

// Issue 17's review: the plan follows order.subscription-changed as a consumer (service-plan-follower).
describe('service plan: following the order’s subscription change', () => {
  const follow = (service: Partial<ServiceChoice>, effectiveFrom = '2026-02-12') => ({
    type: 'follow-order-change' as const,
    service: { frequency: PLAN.frequency, numberOfDogs: PLAN.numberOfDogs, addOns: PLAN.addOns, trashDay: PLAN.trashDay, ...service },
    effectiveFrom,
  });
  const DOGS_CHANGED: ServicePlanEvent = {
    type: 'service-plan.service-changed',
    data: {
      frequency: 'weekly',
      numberOfDogs: '1',
      addOns: ['binTakeOut'],
      trashDay: 'thursday',
      bins: { takeOut: true, bringIn: false },
      effectiveFrom: '2026-02-12',
    },
  };

  it("serves the order's new choices from the order's effective date", () =>
    given(STARTED)
      .when(follow({ numberOfDogs: '1' }))
      .then([DOGS_CHANGED]));

  it('follows even when the plan was paused or suspended after the customer asked (the price changed; the service must too)', () => {
    given(STARTED, { type: 'service-plan.paused', data: { from: '2026-02-16' } })
      .when(follow({ numberOfDogs: '1' }))
      .then([DOGS_CHANGED]);
    given(STARTED, { type: 'service-plan.suspended', data: { from: TODAY, invoiceId: 'in_1' } })
      .when(follow({ numberOfDogs: '1' }))
      .then([DOGS_CHANGED]);
  });

  it('records nothing when the plan already serves it, and refuses a cancelled plan', () => {
    given(STARTED).when(follow({})).then([]);
    given(STARTED, DOGS_CHANGED)
      .when(follow({ numberOfDogs: '1' }))
      .then([]);
    given(STARTED, { type: 'service-plan.cancelled', data: { reason: 'Moving away', effectiveDate: '2026-02-17' } })
      .when(follow({ numberOfDogs: '1' }))
      .thenRejected({ status: 409, message: PLAN_MESSAGES.cancelled }, PlanRejected);
  });
});
