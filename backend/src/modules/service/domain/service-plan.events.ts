import { EventDefinition } from '../../../event-store';
import type { PlanFrequency, Weekday } from './visit-schedule';

export const SERVICE_PLAN_STREAM = 'service-plan';
export const servicePlanStreamId = (planId: string) => `service-plan-${planId}`;

export type PlanStatus = 'active' | 'paused' | 'cancelled';
export type BinTakeOutTiming = 'morning' | 'evening-before';

export interface PlanAddress {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface PlanStarted {
  planId: string;
  orderId: string;
  frequency: PlanFrequency;
  preferredDays: Weekday[];
  trashDay: Weekday | null;
  bins: { takeOut: boolean; bringIn: boolean };
  binTakeOutTiming: BinTakeOutTiming;
  /** The order's add-on ids that were chosen (deodorizing, binTakeOut, …). */
  addOns: string[];
  numberOfDogs: string | null;
  dogNames: string[];
  customerName: string;
  address: PlanAddress;
  /** Gate and dog notes from the customer's forms. */
  notes: string | null;
  startDate: string;
}

export interface PlanDaysChanged {
  preferredDays: Weekday[];
  trashDay: Weekday | null;
  binTakeOutTiming: BinTakeOutTiming;
}

/** The customer changed what is served (issue 17): frequency, dogs or add-ons, from `effectiveFrom` (48 hours' notice) on. */
export interface PlanServiceChanged {
  frequency: PlanFrequency;
  numberOfDogs: string | null;
  addOns: string[];
  trashDay: Weekday | null;
  bins: { takeOut: boolean; bringIn: boolean };
  effectiveFrom: string;
}

export interface PlanAddressChanged {
  address: PlanAddress;
}

/** Where the home is: geocoded when the plan starts or its address changes, or a pin staff dropped. */
export interface PlanLocated {
  lat: number;
  lng: number;
  /** census, zip-centroid or pin (the routing module's GeocodeSource). */
  source: string;
  /** exact, street or zip. */
  precision: string;
}

/** Staff's proof rule for the plan (issue 16): the scooper takes a before photo at Start too. */
export interface PlanPhotoRuleChanged {
  beforePhotos: boolean;
}

export interface PlanPaused {
  from: string;
}

export interface PlanResumed {
  from: string;
}

/** Billing's suspension rule (15 days overdue): no visits from `from` until payment reinstates the plan. */
export interface PlanSuspended {
  from: string;
  /** The order's overdue invoice. */
  invoiceId: string | null;
}

export interface PlanReinstated {
  from: string;
}

export interface PlanCancelled {
  reason: string;
  effectiveDate: string;
}

export type ServicePlanEvent =
  | { type: 'service-plan.started'; data: PlanStarted }
  | { type: 'service-plan.days-changed'; data: PlanDaysChanged }
  | { type: 'service-plan.address-changed'; data: PlanAddressChanged }
  | { type: 'service-plan.service-changed'; data: PlanServiceChanged }
  | { type: 'service-plan.located'; data: PlanLocated }
  | { type: 'service-plan.paused'; data: PlanPaused }
  | { type: 'service-plan.resumed'; data: PlanResumed }
  | { type: 'service-plan.suspended'; data: PlanSuspended }
  | { type: 'service-plan.reinstated'; data: PlanReinstated }
  | { type: 'service-plan.cancelled'; data: PlanCancelled }
  | { type: 'service-plan.photo-rule-changed'; data: PlanPhotoRuleChanged };

/** The customer's name, street, city, dogs' names and notes are sealed with the customer's key (crypto-shredding), as on the order stream. */
export const SERVICE_PLAN_EVENTS: EventDefinition[] = [
  { type: 'service-plan.started', version: 1, personalFields: ['customerName', 'address.streetAddress', 'address.city', 'dogNames.*', 'notes'] },
  { type: 'service-plan.days-changed', version: 1 },
  { type: 'service-plan.address-changed', version: 1, personalFields: ['address.streetAddress', 'address.city'] },
  // A home's coordinates point at the customer as surely as the street does: sealed the same way.
  { type: 'service-plan.located', version: 1, personalFields: ['lat', 'lng'] },
  { type: 'service-plan.paused', version: 1 },
  { type: 'service-plan.resumed', version: 1 },
  { type: 'service-plan.cancelled', version: 1, personalFields: ['reason'] },
  { type: 'service-plan.suspended', version: 1 },
  { type: 'service-plan.service-changed', version: 1 },
  { type: 'service-plan.reinstated', version: 1 },
  { type: 'service-plan.photo-rule-changed', version: 1 },
];
