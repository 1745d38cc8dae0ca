import { EventDefinition } from '../../../event-store';
import type { VisitKind } from './visit-schedule';

export const VISIT_STREAM = 'visit';
export const visitStreamId = (visitId: string) => `visit-${visitId}`;

export type VisitStatus = 'scheduled' | 'assigned' | 'completed' | 'skipped' | 'missed' | 'cancelled';

export interface VisitWindow {
  start: string;
  end: string;
}

export interface VisitScheduled {
  visitId: string;
  planId: string;
  orderId: string;
  /** The planned occurrence (PlannedVisit.key) the visit id is derived from. */
  key: string;
  kind: VisitKind;
  date: string;
  window: VisitWindow;
  /** A free return visit (issue 16): the visit it makes up for. Absent on the plan's own visits. */
  returnOf?: string;
}

export interface VisitRescheduled {
  date: string;
  window: VisitWindow;
  /** 'system:planner' when a plan change moved it; `staff:<email>` when staff did. */
  by: string;
}

export interface VisitAssigned {
  scooperId: string;
  by: string;
}

export interface VisitUnassigned {
  by: string;
}

export interface VisitCancelled {
  reason: string;
  by: string;
}

/** The visit's place in its scooper's route for the day (1 = first stop); null: not placed (a locked route took it as it was). */
export interface VisitSequenced {
  position: number | null;
  by: string;
}

export interface VisitMissed {
  detectedAt: string;
}

/** Why a scooper could not do a stop (issue 16); locked-gate and dog-out need a photo. */
export const SKIP_REASONS = ['locked-gate', 'dog-out', 'weather', 'customer-asked', 'other'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASONS_NEEDING_PHOTO: readonly SkipReason[] = ['locked-gate', 'dog-out'];

/** The field app's actions each carry the id the phone generated for them: a retried request adds nothing. */
export interface VisitFieldAction {
  clientId: string;
  /** `scooper:<id>`. */
  by: string;
}

export type VisitOnTheWay = VisitFieldAction;
export type VisitStarted = VisitFieldAction;

export interface VisitCompleted extends VisitFieldAction {
  photoIds: string[];
}

export interface VisitSkipped extends VisitFieldAction {
  reason: SkipReason;
  /** The scooper's words (free text: sealed with the customer's key). */
  note: string | null;
  photoIds: string[];
}

/** Staff sent the visit's report (or skip notice) again; one per click (the admin's id for the click). */
export interface VisitReportResent {
  clickId: string;
  by: string;
}

/** Staff gave the customer a free return visit for this one (no charge), on `date`, with a reason. */
export interface VisitReturnScheduled {
  clientId: string;
  returnVisitId: string;
  date: string;
  /** Staff free text (it may name the customer): sealed with the customer's key. */
  reason: string;
  by: string;
}

export type VisitEvent =
  | { type: 'visit.scheduled'; data: VisitScheduled }
  | { type: 'visit.rescheduled'; data: VisitRescheduled }
  | { type: 'visit.assigned'; data: VisitAssigned }
  | { type: 'visit.unassigned'; data: VisitUnassigned }
  | { type: 'visit.cancelled'; data: VisitCancelled }
  | { type: 'visit.missed'; data: VisitMissed }
  | { type: 'visit.sequenced'; data: VisitSequenced }
  | { type: 'visit.on-the-way'; data: VisitOnTheWay }
  | { type: 'visit.started'; data: VisitStarted }
  | { type: 'visit.completed'; data: VisitCompleted }
  | { type: 'visit.skipped'; data: VisitSkipped }
  | { type: 'visit.report-resent'; data: VisitReportResent }
  | { type: 'visit.return-scheduled'; data: VisitReturnScheduled };

/** A cancellation reason is staff free text (it may name the customer): sealed with the customer's key, as on bookings. */
export const VISIT_EVENTS: EventDefinition[] = [
  { type: 'visit.scheduled', version: 1 },
  { type: 'visit.rescheduled', version: 1 },
  { type: 'visit.assigned', version: 1 },
  { type: 'visit.unassigned', version: 1 },
  { type: 'visit.cancelled', version: 1, personalFields: ['reason'] },
  { type: 'visit.missed', version: 1 },
  { type: 'visit.sequenced', version: 1 },
  { type: 'visit.on-the-way', version: 1 },
  { type: 'visit.started', version: 1 },
  { type: 'visit.completed', version: 1 },
  { type: 'visit.skipped', version: 1, personalFields: ['note'] },
  { type: 'visit.report-resent', version: 1 },
  { type: 'visit.return-scheduled', version: 1, personalFields: ['reason'] },
];
