import { fold } from '../../../event-store';
import { SERVICE_PLAN_STREAM_DEFINITION } from './service-plan';
import { PlanStarted, ServicePlanEvent } from './service-plan.events';
import { ExistingVisit, planActions, planningWindow } from './visit-planning';
import { planVisits } from './visit-schedule';

const PLAN: PlanStarted = {
  planId: 'plan-1',
  orderId: 'order-1',
  frequency: 'weekly',
  preferredDays: ['tuesday'],
  trashDay: null,
  bins: { takeOut: false, bringIn: false },
  binTakeOutTiming: 'morning',
  addOns: [],
  numberOfDogs: '1',
  dogNames: [],
  customerName: 'Jamie',
  address: { streetAddress: '1 Main St', city: 'Valencia', state: 'CA', zipCode: '91354' },
  notes: null,
  startDate: '2026-02-02',
};
const state = (...events: ServicePlanEvent[]) => fold(SERVICE_PLAN_STREAM_DEFINITION, [{ type: 'service-plan.started', data: PLAN }, ...events]);
const WINDOW = planningWindow('2026-02-01');
const existingFrom = (dates: Array<{ key: string; date: string; status?: ExistingVisit['status']; pinned?: boolean }>): ExistingVisit[] =>
  dates.map((d, i) => ({
    id: `v${i}`,
    key: d.key,
    date: d.date,
    status: d.status ?? 'scheduled',
    window: { start: '08:00', end: '17:00' },
    pinned: d.pinned ?? false,
  }));

describe('planning a plan’s visits', () => {
  it('plans from tomorrow to 4 weeks ahead', () => expect(planningWindow('2026-02-01')).toEqual({ from: '2026-02-02', to: '2026-03-01' }));

  it('schedules every occurrence of a new plan', () => {
    const actions = planActions(state(), [], [], WINDOW);
    expect(actions.map((a) => a.type === 'schedule' && a.planned.date)).toEqual(['2026-02-03', '2026-02-10', '2026-02-17', '2026-02-24']);
  });

  it('does nothing once every occurrence has its visit', () => {
    const existing = existingFrom(planVisits({ ...PLAN, preferredDays: ['tuesday'] }, WINDOW.from, WINDOW.to, []));
    expect(planActions(state(), existing, [], WINDOW)).toEqual([]);
  });

  it('moves scheduled visits to the new day, but not assigned or pinned ones, after days changed', () => {
    const existing = existingFrom(planVisits(PLAN, WINDOW.from, WINDOW.to, []));
    existing[1].status = 'assigned';
    existing[2].pinned = true;
    const actions = planActions(
      state({ type: 'service-plan.days-changed', data: { preferredDays: ['thursday'], trashDay: null, binTakeOutTiming: 'morning' } }),
      existing,
      [],
      WINDOW,
    );
    expect(actions).toEqual([
      { type: 'replan', visitId: 'v0', planned: expect.objectContaining({ date: '2026-02-05' }) },
      { type: 'replan', visitId: 'v3', planned: expect.objectContaining({ date: '2026-02-26' }) },
    ]);
  });

  it('cancels scheduled visits inside a pause, and schedules them again after the resume', () => {
    const existing = existingFrom(planVisits(PLAN, WINDOW.from, WINDOW.to, []));
    const paused = state({ type: 'service-plan.paused', data: { from: '2026-02-09' } });
    expect(planActions(paused, existing, [], WINDOW)).toEqual([
      { type: 'cancel', visitId: 'v1' },
      { type: 'cancel', visitId: 'v2' },
      { type: 'cancel', visitId: 'v3' },
    ]);
    const afterPause = existing.map((v, i) => (i > 0 ? { ...v, status: 'cancelled' as const } : v));
    const resumed = state({ type: 'service-plan.paused', data: { from: '2026-02-09' } }, { type: 'service-plan.resumed', data: { from: '2026-02-20' } });
    expect(planActions(resumed, afterPause, [], WINDOW).map((a) => a.type === 'schedule' && a.planned.date)).toEqual(['2026-02-24']);
  });

  it('leaves a free return visit staff scheduled alone, even inside a pause (it is no occurrence of the plan)', () => {
    const existing = [
      ...existingFrom(planVisits(PLAN, WINDOW.from, WINDOW.to, [])),
      {
        id: 'r1',
        key: 'return:2f1c6a7e-0000-4000-8000-000000000001',
        date: '2026-02-12',
        status: 'scheduled' as const,
        window: { start: '08:00', end: '17:00' },
        pinned: false,
      },
    ];
    const paused = state({ type: 'service-plan.paused', data: { from: '2026-02-09' } });
    expect(planActions(paused, existing, [], WINDOW).map((a) => a.type !== 'schedule' && a.visitId)).toEqual(['v1', 'v2', 'v3']);
    expect(planActions(state(), existing, [], WINDOW)).toEqual([]);
  });

  it('never touches visits before the window (today and the past)', () => {
    const existing = existingFrom([{ key: 'scoop:2026-W05:1', date: '2026-01-27' }]);
    const cancelled = state({ type: 'service-plan.cancelled', data: { reason: 'x', effectiveDate: '2026-01-20' } });
    expect(planActions(cancelled, existing, [], WINDOW)).toEqual([]);
  });
});
