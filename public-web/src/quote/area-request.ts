import { postJson } from '../api/http';
import type { AddOns, NumberOfDogs, QuoteChoices, ServiceFrequency, ServiceType, Weekday, YardSize } from './pricing';

/** A visitor outside the served ZIPs asking to hear when we get there (spec 000 §7, create-trello-area-request). */
export interface AreaRequest {
  zipCode: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  yardSize?: YardSize;
  numberOfDogs?: NumberOfDogs;
  selectedAddOns?: AddOns;
  trashDay?: Weekday;
  serviceType?: ServiceType;
  serviceFrequency?: ServiceFrequency;
}

/** The area-request toast of the error catalogue (spec 000 §8), when the server's limit refuses one. */
export const AREA_REQUEST_LIMIT_TOAST = { title: 'Too Many Requests', description: 'Please wait before submitting another area request.' } as const;

export const areaRequestThanks = (zipCode: string) => `Thanks! We'll let you know when we reach ZIP ${zipCode}.`;

export function createAreaRequest(request: AreaRequest): Promise<{ id: string }> {
  return postJson<{ id: string }>('/api/area-requests', request);
}

export type AreaRequestDetails = Omit<AreaRequest, 'zipCode' | 'customerName' | 'customerEmail' | 'customerPhone'>;

/** What the visitor had chosen so far; empty choices are left out. */
export function areaRequestDetails(choices: QuoteChoices): AreaRequestDetails {
  return {
    serviceType: choices.serviceType,
    selectedAddOns: choices.addOns,
    ...(choices.numberOfDogs ? { numberOfDogs: choices.numberOfDogs } : {}),
    ...(choices.yardSize ? { yardSize: choices.yardSize } : {}),
    ...(choices.serviceFrequency ? { serviceFrequency: choices.serviceFrequency } : {}),
    ...(choices.trashDay ? { trashDay: choices.trashDay } : {}),
  };
}
