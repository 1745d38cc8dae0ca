import { createHash } from 'node:crypto';
import { defineStream } from '../../../event-store';
import { isoWeekday } from '../../../platform/time/calendar-date';
import { fill, VISIT_MESSAGES } from '../service.messages';
import type { ScooperFacts } from './scooper-directory';
import { VISIT_EVENTS, VISIT_STREAM, VisitEvent, VisitScheduled, VisitStatus, visitStreamId, VisitWindow } from './visit.events';
import type { PlannedVisit } from './visit-schedule';
import { WEEKDAYS } from './service-plan';
import { CHANGE_NOTICE_HOURS } from './plan-terms';

/** What a visit the customer skipped from their account says in the admin and the account. */
export const CUSTOMER_SKIP_REASON = 'Skipped by the customer';

/** Whether the customer may still skip a visit whose window opens `hoursAhead` hours from now (48 h notice for changes). */
export const customerMaySkip = (hoursAhead: number): boolean => hoursAhead >= CHANGE_NOTICE_HOURS;

/** The namespace of visit ids (uuid v5 of `<planId>/<key>`). */
const VISIT_NAMESPACE = '6f0c7a52-3c1e-5b7a-9f43-2a8d1c0e5b11';

/** RFC 4122 version-5 uuid: the same plan and occurrence always get the same visit id. */
export function uuidV5(name: string, namespace: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const visitIdFor = (planId: string, key: string) => uuidV5(`${planId}/${key}`, VISIT_NAMESPACE);

/** The planner's actor: its cancellations may be undone when the occurrence is planned again (a resumed plan). */
export const PLANNER = 'system:planner';

export interface VisitState {
  exists: boolean;
  visit: VisitScheduled | null;
  status: VisitStatus | null;
  scooperId: string | null;
  /** Staff moved it by hand: the planner leaves its date alone. */
  pinned: boolean;
  cancelledBy: string | null;
  cancellationReason: string | null;
  /** Its place in the scooper's route for the day; null when not placed. */
  routePosition: number | null;
}

export const initialVisitState = (): VisitState => ({
  exists: false,
  visit: null,
  status: null,
  scooperId: null,
  pinned: false,
  cancelledBy: null,
  cancellationReason: null,
  routePosition: null,
});

export function evolveVisit(state: VisitState, event: VisitEvent): VisitState {
  switch (event.type) {
    case 'visit.scheduled':
      return {
        ...state,
        exists: true,
        visit: event.data,
        status: 'scheduled',
        scooperId: null,
        pinned: false,
        cancelledBy: null,
        cancellationReason: null,
        routePosition: null,
      };
    case 'visit.rescheduled':
      return {
        ...state,
        visit: state.visit && { ...state.visit, date: event.data.date, window: event.data.window },
        status: state.status === 'missed' ? (state.scooperId ? 'assigned' : 'scheduled') : state.status,
        pinned: state.pinned || event.data.by !== PLANNER,
      };
    case 'visit.assigned':
      return { ...state, status: 'assigned', scooperId: event.data.scooperId };
    case 'visit.unassigned':
      return { ...state, status: 'scheduled', scooperId: null, routePosition: null };
    case 'visit.sequenced':
      return { ...state, routePosition: event.data.position };
    case 'visit.cancelled':
      return { ...state, status: 'cancelled', cancelledBy: event.data.by, cancellationReason: event.data.reason };
    case 'visit.missed':
      return { ...state, status: 'missed' };
    default:
      return state;
  }
}

export const VISIT_STREAM_DEFINITION = defineStream<VisitState, VisitEvent>({
  streamType: VISIT_STREAM,
  streamId: visitStreamId,
  events: VISIT_EVENTS,
  initialState: initialVisitState,
  evolve: evolveVisit,
});

export class VisitRejected extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** The scooper a staff assignment names, with how many other stops they already have that day. */
export interface AssignmentFacts {
  scooper: ScooperFacts | null;
  stopsThatDay: number;
}

export type VisitCommand =
  | { type: 'schedule'; planId: string; orderId: string; planned: PlannedVisit }
  /** The planner's own moves (a plan change or a moved trash day). */
  | { type: 'replan'; date: string; window: VisitWindow }
  /** Staff: a new date, a scooper, or both; or `unassign` (back to the Unassigned row, optionally on a new date). */
  | { type: 'change'; date: string | null; assignment: AssignmentFacts | null; scooperId: string | null; unassign?: boolean; today: string; by: string }
  | { type: 'cancel'; reason: string | null; by: string }
  /** The customer skips one upcoming visit from their account; `hoursAhead` is how long until its window opens. */
  | { type: 'customer-skip'; hoursAhead: number; by: string }
  | { type: 'mark-missed'; today: string; detectedAt: string }
  /** Its place in its scooper's route (the route's rules are checked by the route commands). */
  | { type: 'sequence'; position: number | null; by: string };

const CLOSED: readonly VisitStatus[] = ['completed', 'skipped', 'cancelled'];

function open(state: VisitState): VisitScheduled {
  if (!state.exists || !state.visit) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
  if (state.status && CLOSED.includes(state.status)) throw new VisitRejected(409, fill(VISIT_MESSAGES.closed, { status: state.status }));
  return state.visit;
}

/** The visit rules (issue 15): generation never duplicates; closed visits stay closed; staff moves are checked against the scooper's days and capacity. */
export function decideVisit(command: VisitCommand, state: VisitState): VisitEvent[] {
  switch (command.type) {
    case 'schedule': {
      // The same occurrence planned again: nothing new, unless the planner itself had cancelled it (a resumed plan).
      if (state.exists && !(state.status === 'cancelled' && state.cancelledBy === PLANNER)) return [];
      const { planned } = command;
      const visitId = visitIdFor(command.planId, planned.key);
      return [
        {
          type: 'visit.scheduled',
          data: { visitId, planId: command.planId, orderId: command.orderId, key: planned.key, kind: planned.kind, date: planned.date, window: planned.window },
        },
      ];
    }
    case 'replan': {
      const visit = open(state);
      if (state.status !== 'scheduled' || state.pinned) return [];
      if (visit.date === command.date && visit.window.start === command.window.start && visit.window.end === command.window.end) return [];
      return [{ type: 'visit.rescheduled', data: { date: command.date, window: command.window, by: PLANNER } }];
    }
    case 'change': {
      const visit = open(state);
      if (command.unassign && command.scooperId !== null) throw new VisitRejected(400, VISIT_MESSAGES.unassignWithScooper);
      if (command.date === null && command.scooperId === null && !command.unassign) throw new VisitRejected(400, VISIT_MESSAGES.nothingToChange);
      const date = command.date ?? visit.date;
      if (command.date !== null && command.date < command.today) throw new VisitRejected(422, VISIT_MESSAGES.datePast);
      const events: VisitEvent[] = [];
      if (command.date !== null && (command.date !== visit.date || state.status === 'missed')) {
        events.push({ type: 'visit.rescheduled', data: { date: command.date, window: visit.window, by: command.by } });
      }
      if (command.scooperId !== null) {
        const scooper = command.assignment?.scooper ?? null;
        if (!scooper) throw new VisitRejected(422, VISIT_MESSAGES.scooperNotFound);
        const weekday = WEEKDAYS[isoWeekday(date) - 1];
        if (!scooper.workingDays.includes(weekday)) throw new VisitRejected(409, fill(VISIT_MESSAGES.scooperOff, { weekday: capital(weekday) }));
        const alreadyTheirs = state.scooperId === scooper.id && date === visit.date;
        if (!alreadyTheirs && (command.assignment?.stopsThatDay ?? 0) >= scooper.dailyCapacity) {
          throw new VisitRejected(409, fill(VISIT_MESSAGES.scooperFull, { count: scooper.dailyCapacity, date }));
        }
        if (state.scooperId !== scooper.id) events.push({ type: 'visit.assigned', data: { scooperId: scooper.id, by: command.by } });
      } else if (state.scooperId && (command.unassign || (command.date !== null && command.date !== visit.date))) {
        // Staff un-assign it by hand, or a moved visit leaves its scooper's day (staff assign it again on the new day).
        events.push({ type: 'visit.unassigned', data: { by: command.by } });
      }
      return events;
    }
    case 'cancel': {
      open(state);
      if (!command.reason) throw new VisitRejected(400, VISIT_MESSAGES.reasonRequired);
      return [{ type: 'visit.cancelled', data: { reason: command.reason, by: command.by } }];
    }
    case 'customer-skip': {
      open(state);
      if (state.status !== 'scheduled' && state.status !== 'assigned')
        throw new VisitRejected(409, fill(VISIT_MESSAGES.closed, { status: state.status ?? '' }));
      if (!customerMaySkip(command.hoursAhead)) throw new VisitRejected(422, VISIT_MESSAGES.skipTooLate);
      return [{ type: 'visit.cancelled', data: { reason: CUSTOMER_SKIP_REASON, by: command.by } }];
    }
    case 'sequence': {
      if (!state.exists || !state.visit) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      if (state.status === 'cancelled' || !state.scooperId) throw new VisitRejected(409, VISIT_MESSAGES.notOnRoute);
      if (command.position !== null && (!Number.isInteger(command.position) || command.position < 1))
        throw new VisitRejected(400, VISIT_MESSAGES.positionInvalid);
      if (state.routePosition === command.position) return [];
      return [{ type: 'visit.sequenced', data: { position: command.position, by: command.by } }];
    }
    case 'mark-missed': {
      if (!state.visit || (state.status !== 'scheduled' && state.status !== 'assigned')) return [];
      if (state.visit.date >= command.today) return [];
      return [{ type: 'visit.missed', data: { detectedAt: command.detectedAt } }];
    }
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
