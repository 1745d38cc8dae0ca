import { EventDefinition, JsonObject } from '../../../event-store';

export const LEAD_STREAM = 'lead';
export const leadStreamId = (leadId: string) => `lead-${leadId}`;
export const leadIdOf = (streamId: string) => streamId.replace(/^lead-/, '');

export type AbandonReason = 'inactivity' | 'page-hidden' | 'browser-closed' | 'staff';
export const ABANDON_REASONS: readonly AbandonReason[] = ['inactivity', 'page-hidden', 'browser-closed', 'staff'];
export type ContactFieldType = 'email' | 'phone' | 'name';
export const CONTACT_FIELD_TYPES: readonly ContactFieldType[] = ['email', 'phone', 'name'];

/** The spec's lead-create payload (000 §3), as recorded. formData is the quote form's snapshot. */
export interface LeadStarted {
  leadId: string;
  contactInfo: string;
  contactType: 'email';
  formType: 'quote';
  formData: JsonObject;
  sourcePage: string;
  referrer: string;
  userAgent: string;
  userSession: string;
  /** The e-mail belonged to a converted customer when the lead started. */
  existingClient: boolean;
  /** sha256 of the lead's secret, which only the browser that started it holds (absent on leads from before it). */
  tokenHash?: string;
}

export interface LeadReused {
  sourcePage: string;
  formData: JsonObject;
}

export interface LeadProgressed {
  step: string;
  formData: JsonObject;
}

export interface LeadContactUpdated {
  fieldType: ContactFieldType;
  value: string;
}

export interface LeadAbandoned {
  reason: AbandonReason;
  lastFormData: JsonObject | null;
  /** Who closed it when reason is 'staff'. */
  by?: string | null;
}

export interface LeadConverted {
  orderId: string;
  /** What the customer paid at checkout, in cents. */
  value: number;
  serviceType: 'subscription' | 'one-time';
  customerName: string;
}

/** Staff sent the lead its quote again (issue 18 §17), from the leads show page; the e-mail goes through the outbox. */
export interface LeadQuoteResent {
  /** The staff member's e-mail. */
  by: string;
  /** The admin's id for that one click: a repeated request with it records nothing more. */
  clickId: string;
}

export type LeadEvent =
  | { type: 'lead.started'; data: LeadStarted }
  | { type: 'lead.reused'; data: LeadReused }
  | { type: 'lead.progressed'; data: LeadProgressed }
  | { type: 'lead.contact-updated'; data: LeadContactUpdated }
  | { type: 'lead.moved-to-in-progress'; data: Record<string, never> }
  | { type: 'lead.existing-client-confirmed'; data: Record<string, never> }
  | { type: 'lead.abandoned'; data: LeadAbandoned }
  | { type: 'lead.converted'; data: LeadConverted }
  | { type: 'lead.quote-resent'; data: LeadQuoteResent }
  | { type: 'lead.personal-data-erased'; data: { subjectId: string } };

export type LeadEventType = LeadEvent['type'];

/** Contact details and form snapshots are sealed with the visitor's key, so erasure shreds them. */
export const LEAD_EVENTS: EventDefinition[] = [
  { type: 'lead.started', version: 1, personalFields: ['contactInfo', 'formData', 'userAgent'] },
  { type: 'lead.reused', version: 1, personalFields: ['formData'] },
  { type: 'lead.progressed', version: 1, personalFields: ['formData'] },
  { type: 'lead.contact-updated', version: 1, personalFields: ['value'] },
  { type: 'lead.moved-to-in-progress', version: 1 },
  { type: 'lead.existing-client-confirmed', version: 1 },
  { type: 'lead.abandoned', version: 1, personalFields: ['lastFormData'] },
  { type: 'lead.converted', version: 1, personalFields: ['customerName'] },
  { type: 'lead.quote-resent', version: 1 },
  { type: 'lead.personal-data-erased', version: 1 },
];
