import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { decideServicePlan, isSuspended, SERVICE_PLAN_STREAM_DEFINITION, servesOn } from './service-plan';
import { PlanStarted, ServicePlanEvent } from './service-plan.events';

const PLAN = { planId: 'plan-1', orderId: 'order-1', startDate: '2026-02-02', preferredDays: ['tuesday'] } as unknown as PlanStarted;
const STARTED: ServicePlanEvent = { type: 'service-plan.started', data: PLAN };
const SUSPENDED: ServicePlanEvent = { type: 'service-plan.suspended', data: { from: '2026-02-20', invoiceId: 'in_2' } };
const REINSTATED: ServicePlanEvent = { type: 'service-plan.reinstated', data: { from: '2026-02-25' } };
const PAUSED: ServicePlanEvent = { type: 'service-plan.paused', data: { from: '2026-02-23' } };
const CANCELLED: ServicePlanEvent = { type: 'service-plan.cancelled', data: { reason: 'Moving', effectiveDate: '2026-02-15' } };

const given = givenWhenThen(SERVICE_PLAN_STREAM_DEFINITION, decideServicePlan);

describe('billing suspension of a plan', () => {
  it('suspends a live plan from the day billing says, once', () => {
    given(STARTED).when({ type: 'suspend', invoiceId: 'in_2', today: '2026-02-20' }).then([SUSPENDED]);
    given(STARTED, SUSPENDED).when({ type: 'suspend', invoiceId: 'in_2', today: '2026-02-21' }).then([]);
  });
  it('leaves a cancelled or missing plan alone', () => {
    given(STARTED, CANCELLED).when({ type: 'suspend', invoiceId: 'in_2', today: '2026-02-20' }).then([]);
    given().when({ type: 'suspend', invoiceId: null, today: '2026-02-20' }).then([]);
  });
  it('reinstates only a suspended plan', () => {
    given(STARTED, SUSPENDED).when({ type: 'reinstate', today: '2026-02-25' }).then([REINSTATED]);
    given(STARTED).when({ type: 'reinstate', today: '2026-02-25' }).then([]);
    given(STARTED, SUSPENDED, REINSTATED).when({ type: 'reinstate', today: '2026-02-26' }).then([]);
  });
  it('serves no visit while suspended, and serves again once reinstated; a customer pause stays its own', () => {
    const suspended = given(STARTED, SUSPENDED).state;
    expect(isSuspended(suspended)).toBe(true);
    expect(servesOn(suspended, '2026-02-17')).toBe(true);
    expect(servesOn(suspended, '2026-03-10')).toBe(false);
    const back = given(STARTED, SUSPENDED, REINSTATED).state;
    expect(isSuspended(back)).toBe(false);
    expect([servesOn(back, '2026-02-24'), servesOn(back, '2026-03-03')]).toEqual([false, true]);
    // Reinstating does not end a pause the customer asked for.
    const paused = given(STARTED, SUSPENDED, PAUSED, REINSTATED).state;
    expect([paused.status, servesOn(paused, '2026-03-03')]).toEqual(['paused', false]);
  });
});
