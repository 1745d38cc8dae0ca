import { defineStream } from '../../../event-store';
import { addDays, isCalendarDate } from '../../../platform/time/calendar-date';
import { CANCELLATION_NOTICE_DAYS, CHANGE_NOTICE_HOURS, PAUSE_MAX_WEEKS } from './plan-terms';

const NOTICE_DAYS = Math.ceil(CHANGE_NOTICE_HOURS / 24);

/** The pause that is on now or still to come (it has not ended by `today`, and was not ended before it began), if any. */
export function currentPause(state: ServicePlanState, today: string): PauseSpan | null {
  const last = state.pauses[state.pauses.length - 1];
  return last && (last.until === null || (last.until > today && last.until > last.from)) ? last : null;
}
import { PLAN_MESSAGES } from '../service.messages';
import {
  BinTakeOutTiming,
  PlanAddress,
  PlanLocated,
  PlanStarted,
  PlanStatus,
  SERVICE_PLAN_EVENTS,
  SERVICE_PLAN_STREAM,
  ServicePlanEvent,
  servicePlanStreamId,
} from './service-plan.events';
import type { PlanForScheduling, PlanFrequency, Weekday } from './visit-schedule';

export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const isWeekday = (value: unknown): value is Weekday => typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);

/** A stretch with no visits: from `from` (inclusive) until `until` (exclusive; null while still paused). */
export interface PauseSpan {
  from: string;
  until: string | null;
}

/** What decisions about one plan need, and what auditors see at /api/admin/streams/service-plan-<id>/state. */
export interface ServicePlanState {
  exists: boolean;
  plan: PlanStarted | null;
  status: PlanStatus | null;
  pauses: PauseSpan[];
  /** Billing's suspensions for non-payment (kept apart from the customer's own pauses; the last one open while unpaid). */
  suspensions: PauseSpan[];
  cancelledFrom: string | null;
  cancellationReason: string | null;
  /** The home's coordinates (null until geocoded; an unknown ZIP stays null). */
  location: PlanLocated | null;
  /** The first date the last service change (frequency, dogs, add-ons) serves; visits before it keep the old plan. */
  serviceChangedFrom?: string | null;
  /** Staff's rule: the scooper takes a before photo at Start (issue 16). Absent in states from before the rule. */
  beforePhotos?: boolean;
}

export const initialServicePlanState = (): ServicePlanState => ({
  exists: false,
  plan: null,
  location: null,
  status: null,
  pauses: [],
  suspensions: [],
  cancelledFrom: null,
  cancellationReason: null,
});

export function evolveServicePlan(state: ServicePlanState, event: ServicePlanEvent): ServicePlanState {
  switch (event.type) {
    case 'service-plan.started':
      return { ...state, exists: true, plan: event.data, status: 'active' };
    case 'service-plan.days-changed':
      return state.plan ? { ...state, plan: { ...state.plan, ...event.data } } : state;
    case 'service-plan.service-changed': {
      if (!state.plan) return state;
      const { effectiveFrom, ...served } = event.data;
      return { ...state, plan: { ...state.plan, ...served }, serviceChangedFrom: effectiveFrom };
    }
    case 'service-plan.address-changed':
      // The old point is no longer the home: the plan waits for the locator to place the new address.
      return state.plan ? { ...state, plan: { ...state.plan, address: event.data.address }, location: null } : state;
    case 'service-plan.located':
      return { ...state, location: event.data };
    case 'service-plan.photo-rule-changed':
      return { ...state, beforePhotos: event.data.beforePhotos };
    case 'service-plan.paused':
      return { ...state, status: 'paused', pauses: [...state.pauses, { from: event.data.from, until: null }] };
    case 'service-plan.resumed': {
      const pauses = state.pauses.map((pause, i) => (i === state.pauses.length - 1 ? { ...pause, until: event.data.from } : pause));
      return { ...state, status: 'active', pauses };
    }
    case 'service-plan.suspended':
      return { ...state, suspensions: [...(state.suspensions ?? []), { from: event.data.from, until: null }] };
    case 'service-plan.reinstated': {
      const spans = state.suspensions ?? [];
      return { ...state, suspensions: spans.map((span, i) => (i === spans.length - 1 ? { ...span, until: event.data.from } : span)) };
    }
    case 'service-plan.cancelled':
      return { ...state, status: 'cancelled', cancelledFrom: event.data.effectiveDate, cancellationReason: event.data.reason };
    default:
      return state;
  }
}

export const SERVICE_PLAN_STREAM_DEFINITION = defineStream<ServicePlanState, ServicePlanEvent>({
  streamType: SERVICE_PLAN_STREAM,
  streamId: servicePlanStreamId,
  events: SERVICE_PLAN_EVENTS,
  initialState: initialServicePlanState,
  evolve: evolveServicePlan,
});

/** A rule said no; the handler answers with this HTTP status and message. */
export class PlanRejected extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export type ServicePlanCommand =
  | { type: 'start'; plan: PlanStarted }
  | { type: 'change-days'; preferredDays?: unknown; trashDay?: unknown; binTakeOutTiming?: unknown }
  | { type: 'change-address'; address: PlanAddress }
  /** A geocoded point or a staff pin, already checked by the routing module. */
  | { type: 'locate'; location: PlanLocated }
  | { type: 'pause'; from: unknown; today: string }
  | { type: 'resume'; from: unknown; today: string }
  | { type: 'cancel'; reason: string | null; today: string }
  /** The customer cancels from their account: a reason from the list, effective after the 7 days' notice. */
  | { type: 'customer-cancel'; reason: unknown; today: string }
  /** Billing: the order is 15 days overdue (no-op when already suspended or the plan is over). */
  | { type: 'suspend'; invoiceId: string | null; today: string }
  /** Billing: the overdue invoice was paid (no-op unless suspended). */
  | { type: 'reinstate'; today: string }
  /** The customer pauses from their account: from 48 hours on, for 1 to PAUSE_MAX_WEEKS weeks; service resumes by itself. */
  | { type: 'customer-pause'; weeks: unknown; today: string }
  /** The customer changes frequency, dogs or add-ons on the same subscription: served from 48 hours on; not while paused or suspended. */
  | { type: 'change-service'; service: ServiceChoice; today: string }
  /**
   * The order's subscription was changed (order.subscription-changed): the plan serves the new choices from the order's
   * effective date. The customer's rules were checked before the charge; the plan follows the order even if it was
   * paused or suspended since (its pause or suspension stays), so a price never changes without its service.
   */
  | { type: 'follow-order-change'; service: ServiceChoice; effectiveFrom: string }
  /** The customer ends their pause early: service resumes 48 hours from today (or when the pause would have begun). */
  | { type: 'customer-resume'; today: string }
  /** Staff: whether this plan's visits need a before photo at Start (issue 16). */
  | { type: 'set-photo-rule'; beforePhotos: unknown };

/** What a plan serves, as a changed subscription's choices give it (see serviceChoiceOf). */
export interface ServiceChoice {
  frequency: PlanFrequency;
  numberOfDogs: string | null;
  addOns: string[];
  trashDay: Weekday | null;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The reasons a customer picks from when cancelling in their account. */
export const CANCELLATION_REASONS = ['Moving away', 'Too expensive', 'No longer have a dog', 'Not happy with the service', 'Doing it myself', 'Other'] as const;

const isCancellationReason = (value: unknown): value is string => typeof value === 'string' && (CANCELLATION_REASONS as readonly string[]).includes(value);

function livePlan(state: ServicePlanState): PlanStarted {
  if (!state.exists || !state.plan) throw new PlanRejected(404, PLAN_MESSAGES.planNotFound);
  if (state.status === 'cancelled') throw new PlanRejected(409, PLAN_MESSAGES.cancelled);
  return state.plan;
}

function futureDate(value: unknown, today: string): string {
  if (!isCalendarDate(value)) throw new PlanRejected(400, PLAN_MESSAGES.dateInvalid);
  if (value < today) throw new PlanRejected(422, PLAN_MESSAGES.datePast);
  return value;
}

function days(value: unknown): Weekday[] {
  if (!Array.isArray(value) || value.length > 7 || !value.every(isWeekday) || new Set(value).size !== value.length) {
    throw new PlanRejected(400, PLAN_MESSAGES.daysInvalid);
  }
  return [...value];
}

const sameDays = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((day, i) => day === b[i]);

/** The plan rules (issue 15): one plan per order; no change to a cancelled plan; pause only an active plan, resume only a paused one. */
export function decideServicePlan(command: ServicePlanCommand, state: ServicePlanState): ServicePlanEvent[] {
  switch (command.type) {
    case 'start':
      if (state.exists) throw new PlanRejected(409, PLAN_MESSAGES.alreadyStarted);
      return [{ type: 'service-plan.started', data: command.plan }];
    case 'change-days': {
      const plan = livePlan(state);
      if (command.preferredDays === undefined && command.trashDay === undefined && command.binTakeOutTiming === undefined) {
        throw new PlanRejected(400, PLAN_MESSAGES.nothingToChange);
      }
      const preferredDays = command.preferredDays === undefined ? plan.preferredDays : days(command.preferredDays);
      if (command.trashDay !== undefined && command.trashDay !== null && !isWeekday(command.trashDay))
        throw new PlanRejected(400, PLAN_MESSAGES.trashDayInvalid);
      const trashDay = command.trashDay === undefined ? plan.trashDay : (command.trashDay as Weekday | null);
      if ((plan.bins.takeOut || plan.bins.bringIn) && !trashDay) throw new PlanRejected(422, PLAN_MESSAGES.trashDayRequired);
      const timing = command.binTakeOutTiming ?? plan.binTakeOutTiming;
      if (timing !== 'morning' && timing !== 'evening-before') throw new PlanRejected(400, PLAN_MESSAGES.timingInvalid);
      if (sameDays(preferredDays, plan.preferredDays) && trashDay === plan.trashDay && timing === plan.binTakeOutTiming) return [];
      return [{ type: 'service-plan.days-changed', data: { preferredDays, trashDay, binTakeOutTiming: timing as BinTakeOutTiming } }];
    }
    case 'change-address': {
      const plan = livePlan(state);
      const a = plan.address;
      const b = command.address;
      if (a.streetAddress === b.streetAddress && a.city === b.city && a.state === b.state && a.zipCode === b.zipCode) return [];
      return [{ type: 'service-plan.address-changed', data: { address: b } }];
    }
    case 'locate': {
      livePlan(state);
      const { lat, lng, source, precision } = command.location;
      const now = state.location;
      if (now && now.lat === lat && now.lng === lng && now.source === source && now.precision === precision) return [];
      return [{ type: 'service-plan.located', data: { lat, lng, source, precision } }];
    }
    case 'set-photo-rule': {
      livePlan(state);
      if (typeof command.beforePhotos !== 'boolean') throw new PlanRejected(400, PLAN_MESSAGES.photoRuleInvalid);
      if ((state.beforePhotos ?? false) === command.beforePhotos) return [];
      return [{ type: 'service-plan.photo-rule-changed', data: { beforePhotos: command.beforePhotos } }];
    }
    case 'pause': {
      livePlan(state);
      if (state.status === 'paused') throw new PlanRejected(409, PLAN_MESSAGES.alreadyPaused);
      return [{ type: 'service-plan.paused', data: { from: futureDate(command.from, command.today) } }];
    }
    case 'resume': {
      livePlan(state);
      if (state.status !== 'paused') throw new PlanRejected(409, PLAN_MESSAGES.notPaused);
      const from = futureDate(command.from, command.today);
      const pausedFrom = state.pauses[state.pauses.length - 1]?.from;
      if (pausedFrom && from < pausedFrom) throw new PlanRejected(422, PLAN_MESSAGES.resumeBeforePause);
      return [{ type: 'service-plan.resumed', data: { from } }];
    }
    case 'suspend':
      if (!state.exists || state.status === 'cancelled' || isSuspended(state)) return [];
      return [{ type: 'service-plan.suspended', data: { from: command.today, invoiceId: command.invoiceId } }];
    case 'reinstate':
      if (!state.exists || !isSuspended(state)) return [];
      return [{ type: 'service-plan.reinstated', data: { from: command.today } }];
    case 'cancel': {
      if (!state.exists || !state.plan) throw new PlanRejected(404, PLAN_MESSAGES.planNotFound);
      if (state.status === 'cancelled') throw new PlanRejected(409, PLAN_MESSAGES.alreadyCancelled);
      if (!command.reason) throw new PlanRejected(400, PLAN_MESSAGES.reasonRequired);
      return [{ type: 'service-plan.cancelled', data: { reason: command.reason, effectiveDate: command.today } }];
    }
    case 'customer-pause': {
      livePlan(state);
      if (currentPause(state, command.today)) throw new PlanRejected(409, PLAN_MESSAGES.alreadyPaused);
      const weeks = command.weeks;
      if (typeof weeks !== 'number' || !Number.isInteger(weeks) || weeks < 1 || weeks > PAUSE_MAX_WEEKS)
        throw new PlanRejected(400, PLAN_MESSAGES.pauseWeeksInvalid);
      const from = addDays(command.today, NOTICE_DAYS);
      return [
        { type: 'service-plan.paused', data: { from } },
        { type: 'service-plan.resumed', data: { from: addDays(from, weeks * 7) } },
      ];
    }
    case 'customer-resume': {
      livePlan(state);
      const pause = currentPause(state, command.today);
      if (!pause) throw new PlanRejected(409, PLAN_MESSAGES.notPaused);
      const soonest = addDays(command.today, NOTICE_DAYS);
      const from = pause.from > soonest ? pause.from : soonest;
      if (pause.until !== null && from >= pause.until) throw new PlanRejected(422, PLAN_MESSAGES.resumesAnyway);
      return [{ type: 'service-plan.resumed', data: { from } }];
    }
    case 'change-service': {
      const plan = livePlan(state);
      if (currentPause(state, command.today)) throw new PlanRejected(409, PLAN_MESSAGES.changeWhilePaused);
      if (isSuspended(state)) throw new PlanRejected(409, PLAN_MESSAGES.changeWhileSuspended);
      return serviceChanged(plan, command.service, addDays(command.today, NOTICE_DAYS));
    }
    case 'follow-order-change':
      return serviceChanged(livePlan(state), command.service, command.effectiveFrom);
    case 'customer-cancel': {
      livePlan(state);
      if (!isCancellationReason(command.reason)) throw new PlanRejected(400, PLAN_MESSAGES.reasonFromList);
      return [{ type: 'service-plan.cancelled', data: { reason: command.reason, effectiveDate: addDays(command.today, CANCELLATION_NOTICE_DAYS) } }];
    }
  }
}

/** The service-changed event for a live plan's new service, or nothing when the plan already serves it. */
function serviceChanged(plan: PlanStarted, service: ServiceChoice, effectiveFrom: string): ServicePlanEvent[] {
  const { frequency, numberOfDogs, trashDay } = service;
  if ((plan.frequency === 'bin-only') !== (frequency === 'bin-only')) throw new PlanRejected(422, PLAN_MESSAGES.binOnlyStays);
  const addOns = [...new Set(service.addOns)].sort();
  const has = (id: string) => addOns.includes(id);
  const bins = trashDay
    ? { takeOut: has('binTakeOut') || has('trashBinService'), bringIn: has('binBringIn') || has('trashBinService') }
    : { takeOut: false, bringIn: false };
  const same =
    frequency === plan.frequency &&
    numberOfDogs === plan.numberOfDogs &&
    trashDay === plan.trashDay &&
    sameList(addOns, [...plan.addOns].sort()) &&
    bins.takeOut === plan.bins.takeOut &&
    bins.bringIn === plan.bins.bringIn;
  return same ? [] : [{ type: 'service-plan.service-changed', data: { frequency, numberOfDogs, addOns, trashDay, bins, effectiveFrom } }];
}

/** The plan as the visit schedule reads it. */
export function schedulingOf(plan: PlanStarted): PlanForScheduling {
  return {
    frequency: plan.frequency,
    preferredDays: plan.preferredDays,
    trashDay: plan.trashDay,
    bins: plan.bins,
    binTakeOutTiming: plan.binTakeOutTiming,
    startDate: plan.startDate,
  };
}

/** Whether billing has suspended the plan's visits for non-payment (and not yet reinstated it). */
export function isSuspended(state: ServicePlanState): boolean {
  const spans = state.suspensions ?? [];
  return spans.length > 0 && spans[spans.length - 1].until === null;
}

const within = (date: string, span: PauseSpan) => date >= span.from && (span.until === null || date < span.until);

/** Whether the plan serves on `date`: not before it starts, not inside a pause or a suspension, not on or after its cancellation. */
export function servesOn(state: ServicePlanState, date: string): boolean {
  if (!state.plan || date < state.plan.startDate) return false;
  if (state.cancelledFrom && date >= state.cancelledFrom) return false;
  return !state.pauses.some((pause) => within(date, pause)) && !(state.suspensions ?? []).some((span) => within(date, span));
}
