import { addDays } from '../../../platform/time/calendar-date';
import { schedulingOf, servesOn, ServicePlanState } from './service-plan';
import type { VisitStatus, VisitWindow } from './visit.events';
import { planVisits, PlannedVisit, TrashDayShift } from './visit-schedule';
import { isReturnKey } from './visit';

import { VISIT_HORIZON_WEEKS } from './plan-terms';

export { VISIT_HORIZON_WEEKS };

/** How far past the horizon an existing visit's occurrence is still looked for. */
const LOOK_PAST_HORIZON_DAYS = 14;

/** A visit of the plan as the read table has it. */
export interface ExistingVisit {
  id: string;
  key: string;
  status: VisitStatus;
  date: string;
  window: VisitWindow;
  pinned: boolean;
}

export type PlanAction =
  { type: 'schedule'; planned: PlannedVisit } | { type: 'replan'; visitId: string; planned: PlannedVisit } | { type: 'cancel'; visitId: string };

/**
 * The planning window: only FUTURE days (after today, business-local) are planned or re-planned, up to the horizon.
 * Today's visits and earlier ones are history, whatever the plan does now.
 */
export function planningWindow(today: string, weeks = VISIT_HORIZON_WEEKS): { from: string; to: string } {
  return { from: addDays(today, 1), to: addDays(today, weeks * 7) };
}

/**
 * What the planner does to one plan's visits: schedule occurrences that have no visit yet, move scheduled ones
 * whose planned date changed (unless staff pinned them by hand), and cancel scheduled ones the plan no longer
 * has (days changed, paused, cancelled). Assigned, completed, skipped and missed visits are never touched.
 * Re-running with the same inputs gives only no-ops (the visit's own rules drop repeats).
 */
export function planActions(
  plan: ServicePlanState,
  existing: readonly ExistingVisit[],
  shifts: readonly TrashDayShift[],
  planning: { from: string; to: string },
): PlanAction[] {
  if (!plan.plan) return [];
  // A service change (frequency, dogs, add-ons) serves from its effective date: the visits before it keep the old plan.
  const changedFrom = plan.serviceChangedFrom;
  const window = changedFrom && changedFrom > planning.from ? { ...planning, from: changedFrom } : planning;
  // Occurrences are looked up a little past the horizon: a visit whose occurrence moved just beyond it (a new
  // later weekday) is moved there, not cancelled; only occurrences within the horizon get new visits.
  const lookedTo = addDays(window.to, LOOK_PAST_HORIZON_DAYS);
  const desired = planVisits(schedulingOf(plan.plan), window.from, lookedTo, shifts).filter((visit) => servesOn(plan, visit.date));
  const byKey = new Map(existing.map((visit) => [visit.key, visit]));
  const wanted = new Set(desired.map((visit) => visit.key));
  const actions: PlanAction[] = [];
  for (const planned of desired) {
    const visit = byKey.get(planned.key);
    if (!visit || visit.status === 'cancelled') {
      if (planned.date <= window.to && (!visit || visit.date >= window.from)) actions.push({ type: 'schedule', planned });
      continue;
    }
    const moved = visit.date !== planned.date || visit.window.start !== planned.window.start || visit.window.end !== planned.window.end;
    if (moved && visit.status === 'scheduled' && !visit.pinned && visit.date >= window.from) actions.push({ type: 'replan', visitId: visit.id, planned });
  }
  for (const visit of existing) {
    // Free return visits staff gave by hand are no occurrence of the plan: the planner never cancels them.
    if (wanted.has(visit.key) || visit.status !== 'scheduled' || isReturnKey(visit.key)) continue;
    if (visit.date >= window.from && visit.date <= lookedTo) actions.push({ type: 'cancel', visitId: visit.id });
  }
  return actions;
}
