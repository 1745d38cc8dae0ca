import { createHash } from 'node:crypto';
import { defineStream } from '../../../event-store';
import { isoWeekday } from '../../../platform/time/calendar-date';
import { FIELD_MESSAGES, fill, VISIT_MESSAGES } from '../service.messages';
import type { ScooperFacts } from './scooper-directory';
import {
  SKIP_REASONS,
  SKIP_REASONS_NEEDING_PHOTO,
  SkipReason,
  VISIT_EVENTS,
  VISIT_STREAM,
  VisitEvent,
  VisitScheduled,
  VisitStatus,
  visitStreamId,
  VisitWindow,
} from './visit.events';
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
  /** The field app: the customer was told the scooper is on the way; the scooper started the stop. */
  onTheWay: boolean;
  started: boolean;
  /** Every field action's client-generated id this visit has seen (a retry of one adds nothing). */
  clientIds: string[];
  /** The admin's click ids of report resends already recorded (a retried click adds nothing). */
  resendClicks: string[];
  /** The free return visit staff gave for this one, and the id of the request that did it. */
  returnVisitId: string | null;
  returnClientId: string | null;
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
  onTheWay: false,
  started: false,
  clientIds: [],
  resendClicks: [],
  returnVisitId: null,
  returnClientId: null,
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
    case 'visit.on-the-way':
      return { ...state, onTheWay: true, clientIds: [...state.clientIds, event.data.clientId] };
    case 'visit.started':
      return { ...state, started: true, clientIds: [...state.clientIds, event.data.clientId] };
    case 'visit.completed':
      return { ...state, status: 'completed', clientIds: [...state.clientIds, event.data.clientId] };
    case 'visit.skipped':
      return { ...state, status: 'skipped', clientIds: [...state.clientIds, event.data.clientId] };
    case 'visit.report-resent':
      return { ...state, resendClicks: [...state.resendClicks, event.data.clickId] };
    case 'visit.return-scheduled':
      return { ...state, returnVisitId: event.data.returnVisitId, returnClientId: event.data.clientId };
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
  | { type: 'schedule'; planId: string; orderId: string; planned: PlannedVisit; returnOf?: string }
  /** The planner's own moves (a plan change or a moved trash day). */
  | { type: 'replan'; date: string; window: VisitWindow }
  /** Staff: a new date, a scooper, or both; or `unassign` (back to the Unassigned row, optionally on a new date). */
  | { type: 'change'; date: string | null; assignment: AssignmentFacts | null; scooperId: string | null; unassign?: boolean; today: string; by: string }
  | { type: 'cancel'; reason: string | null; by: string }
  /** The customer skips one upcoming visit from their account; `hoursAhead` is how long until its window opens. */
  | { type: 'customer-skip'; hoursAhead: number; by: string }
  | { type: 'mark-missed'; today: string; detectedAt: string }
  /** Its place in its scooper's route (the route's rules are checked by the route commands). */
  | { type: 'sequence'; position: number | null; by: string }
  /** The field app (issue 16): the assigned scooper's own actions on today's stop. */
  | FieldAction
  /** Staff send a closed visit's report (or skip notice) again; `clickId` is the admin's id for the click. */
  | { type: 'resend-report'; clickId: string; by: string }
  /** Staff give a free return visit for a completed, skipped or missed one: `returnVisitId` is scheduled on `date`. */
  | { type: 'grant-return'; clientId: string; returnVisitId: string; date: string; reason: string | null; today: string; by: string };

/** Visits that have a report to send: the customer hears of a completion or a skip. */
export const REPORTED_STATUSES: readonly VisitStatus[] = ['completed', 'skipped'];
/** Visits staff may make up for with a free return visit. */
export const RETURNABLE_STATUSES: readonly VisitStatus[] = ['completed', 'skipped', 'missed'];
export const MAX_RETURN_REASON = 500;
/** The planned-occurrence key of a visit's free return visit (the planner leaves these alone). */
export const returnKeyOf = (visitId: string) => `return:${visitId.toLowerCase()}`;
export const isReturnKey = (key: string) => key.startsWith('return:');

/** What every field action carries: who, the phone's id for the action, the business-local date. */
interface FieldFacts {
  scooperId: string;
  clientId: string;
  today: string;
}

/** What a visit photo shows (issue 16): the yard before, after, or the proof for a skip. */
export type PhotoKind = 'before' | 'after' | 'skip';
export const PHOTO_KINDS: readonly PhotoKind[] = ['before', 'after', 'skip'];

/** For complete and skip: the photos sent, and the ids of the photos this scooper uploaded for this visit (with their kinds; absent means after). */
interface PhotoFacts {
  photoIds: string[];
  uploadedPhotoIds: readonly string[];
  photoKinds?: Readonly<Record<string, PhotoKind>>;
}

/** For start: whether the plan wants a before photo, and the before photos this scooper uploaded for this visit. */
interface StartFacts {
  beforePhotoRequired?: boolean;
  beforePhotoIds?: readonly string[];
}

export type FieldAction =
  | ({ type: 'on-my-way' } & FieldFacts)
  | ({ type: 'start' } & FieldFacts & StartFacts)
  | ({ type: 'complete' } & FieldFacts & PhotoFacts)
  | ({ type: 'skip'; reason: string; note: string | null } & FieldFacts & PhotoFacts);

export const MAX_VISIT_PHOTOS = 10;
export const MAX_SKIP_NOTE = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const scooperActor = (scooperId: string) => `scooper:${scooperId}`;
const SKIP_WORDS: Record<SkipReason, string> = {
  'locked-gate': 'locked gate',
  'dog-out': 'dog out',
  weather: 'weather',
  'customer-asked': 'customer asked',
  other: 'other',
};

function checkedPhotos(command: PhotoFacts): string[] {
  if (!Array.isArray(command.photoIds) || command.photoIds.some((id) => typeof id !== 'string')) throw new VisitRejected(400, FIELD_MESSAGES.photoIdsInvalid);
  const photoIds = [...new Set(command.photoIds)];
  if (photoIds.length > MAX_VISIT_PHOTOS) throw new VisitRejected(400, fill(FIELD_MESSAGES.photosTooMany, { max: MAX_VISIT_PHOTOS }));
  if (photoIds.some((id) => !command.uploadedPhotoIds.includes(id))) throw new VisitRejected(422, FIELD_MESSAGES.photoUnknown);
  return photoIds;
}

/**
 * The field rules (issue 16): only the assigned scooper, only today's stop, only while it is open; a replayed
 * client id adds nothing (even after the stop closed); complete needs an after photo; skip needs a known reason
 * and, for a locked gate or a dog out, a photo.
 */
function decideField(command: FieldAction, state: VisitState): VisitEvent[] {
  if (typeof command.clientId !== 'string' || !UUID.test(command.clientId)) throw new VisitRejected(400, FIELD_MESSAGES.clientIdInvalid);
  // Someone else's stop is answered as no stop at all.
  if (!state.exists || !state.visit || state.scooperId !== command.scooperId) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
  if (state.clientIds.includes(command.clientId.toLowerCase())) return [];
  const visit = open(state);
  if (state.status !== 'assigned' || visit.date !== command.today) throw new VisitRejected(409, FIELD_MESSAGES.notToday);
  const action = { clientId: command.clientId.toLowerCase(), by: scooperActor(command.scooperId) };
  switch (command.type) {
    case 'on-my-way':
      return state.onTheWay ? [] : [{ type: 'visit.on-the-way', data: action }];
    case 'start':
      if (state.started) return [];
      // The plan's proof rule: a before photo of the yard first (the phone uploads it before it sends Start).
      if (command.beforePhotoRequired && !(command.beforePhotoIds ?? []).length) throw new VisitRejected(422, FIELD_MESSAGES.beforePhotoRequired);
      return [{ type: 'visit.started', data: action }];
    case 'complete': {
      const photoIds = checkedPhotos(command);
      if (!photoIds.some((id) => (command.photoKinds?.[id] ?? 'after') === 'after')) throw new VisitRejected(422, FIELD_MESSAGES.photoRequired);
      return [{ type: 'visit.completed', data: { ...action, photoIds } }];
    }
    case 'skip': {
      const reason = SKIP_REASONS.find((known) => known === command.reason);
      if (!reason) throw new VisitRejected(400, FIELD_MESSAGES.reasonInvalid);
      if (command.note !== null && typeof command.note !== 'string') throw new VisitRejected(400, FIELD_MESSAGES.reasonInvalid);
      const note = command.note?.trim() || null;
      if (note && note.length > MAX_SKIP_NOTE) throw new VisitRejected(400, fill(FIELD_MESSAGES.noteTooLong, { max: MAX_SKIP_NOTE }));
      if (reason === 'other' && !note) throw new VisitRejected(400, FIELD_MESSAGES.noteRequiredForOther);
      const photoIds = checkedPhotos(command);
      if (SKIP_REASONS_NEEDING_PHOTO.includes(reason) && !photoIds.length)
        throw new VisitRejected(422, fill(FIELD_MESSAGES.skipPhotoRequired, { reason: SKIP_WORDS[reason] }));
      return [{ type: 'visit.skipped', data: { ...action, reason, note, photoIds } }];
    }
  }
}

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
          data: {
            visitId,
            planId: command.planId,
            orderId: command.orderId,
            key: planned.key,
            kind: planned.kind,
            date: planned.date,
            window: planned.window,
            ...(command.returnOf ? { returnOf: command.returnOf } : {}),
          },
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
    case 'on-my-way':
    case 'start':
    case 'complete':
    case 'skip':
      return decideField(command, state);
    case 'resend-report': {
      if (typeof command.clickId !== 'string' || !UUID.test(command.clickId)) throw new VisitRejected(400, VISIT_MESSAGES.clickIdInvalid);
      if (!state.exists || !state.visit) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      const clickId = command.clickId.toLowerCase();
      if (state.resendClicks.includes(clickId)) return [];
      if (!state.status || !REPORTED_STATUSES.includes(state.status)) throw new VisitRejected(409, VISIT_MESSAGES.noReport);
      return [{ type: 'visit.report-resent', data: { clickId, by: command.by } }];
    }
    case 'grant-return': {
      if (typeof command.clientId !== 'string' || !UUID.test(command.clientId)) throw new VisitRejected(400, VISIT_MESSAGES.clickIdInvalid);
      if (!state.exists || !state.visit) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      const clientId = command.clientId.toLowerCase();
      if (state.returnClientId === clientId) return [];
      if (state.returnVisitId) throw new VisitRejected(409, VISIT_MESSAGES.returnExists);
      if (!state.status || !RETURNABLE_STATUSES.includes(state.status)) throw new VisitRejected(409, VISIT_MESSAGES.notReturnable);
      const reason = typeof command.reason === 'string' ? command.reason.trim() : '';
      if (!reason) throw new VisitRejected(400, VISIT_MESSAGES.returnReasonRequired);
      if (reason.length > MAX_RETURN_REASON) throw new VisitRejected(400, fill(VISIT_MESSAGES.returnReasonTooLong, { max: MAX_RETURN_REASON }));
      if (command.date < command.today) throw new VisitRejected(422, VISIT_MESSAGES.datePast);
      return [{ type: 'visit.return-scheduled', data: { clientId, returnVisitId: command.returnVisitId, date: command.date, reason, by: command.by } }];
    }
    case 'mark-missed': {
      if (!state.visit || (state.status !== 'scheduled' && state.status !== 'assigned')) return [];
      if (state.visit.date >= command.today) return [];
      return [{ type: 'visit.missed', data: { detectedAt: command.detectedAt } }];
    }
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
