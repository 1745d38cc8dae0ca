import { EventDefinition } from '../../../event-store';
import type { VisitKind } from './visit-schedule';

export const VISIT_STREAM = 'visit';
export const visitStreamId = (visitId: string) => `visit-${visitId}`;

/** completed and skipped come with the field app (its events are added then). */
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

export type VisitEvent =
  | { type: 'visit.scheduled'; data: VisitScheduled }
  | { type: 'visit.rescheduled'; data: VisitRescheduled }
  | { type: 'visit.assigned'; data: VisitAssigned }
  | { type: 'visit.unassigned'; data: VisitUnassigned }
  | { type: 'visit.cancelled'; data: VisitCancelled }
  | { type: 'visit.missed'; data: VisitMissed }
  | { type: 'visit.sequenced'; data: VisitSequenced };

/** A cancellation reason is staff free text (it may name the customer): sealed with the customer's key, as on bookings. */
export const VISIT_EVENTS: EventDefinition[] = [
  { type: 'visit.scheduled', version: 1 },
  { type: 'visit.rescheduled', version: 1 },
  { type: 'visit.assigned', version: 1 },
  { type: 'visit.unassigned', version: 1 },
  { type: 'visit.cancelled', version: 1, personalFields: ['reason'] },
  { type: 'visit.missed', version: 1 },
  { type: 'visit.sequenced', version: 1 },
];
