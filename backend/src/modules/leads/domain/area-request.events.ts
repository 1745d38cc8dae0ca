import { EventDefinition } from '../../../event-store';

export const AREA_REQUEST_STREAM = 'area-request';
export const areaRequestStreamId = (id: string) => `area-request-${id}`;

/** Spec 000 §7 create-trello-area-request: a visitor outside the served ZIPs asks us to come to theirs. */
export interface AreaRequestSubmitted {
  requestId: string;
  zipCode: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  yardSize: string | null;
  numberOfDogs: string | null;
  selectedAddOns: Record<string, boolean>;
  trashDay: string | null;
  serviceType: string | null;
  serviceFrequency: string | null;
}

export const AREA_REQUEST_EVENTS: EventDefinition[] = [
  { type: 'area-request.submitted', version: 1, personalFields: ['customerName', 'customerEmail', 'customerPhone'] },
  { type: 'area-request.personal-data-erased', version: 1 },
];

export type AreaRequestEvent =
  { type: 'area-request.submitted'; data: AreaRequestSubmitted } | { type: 'area-request.personal-data-erased'; data: { subjectId: string } };
