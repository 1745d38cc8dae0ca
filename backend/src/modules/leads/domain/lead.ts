import { RecordedEvent, StreamDefinition } from '../../../event-store';
import { emailError, fieldLeaveChecks } from '../../pricing';
import { AbandonReason, asLeadEvent, ContactFieldType, LEAD_STREAM } from './lead.events';

/** The spec's timings (000 §9). */
export const LEAD_INACTIVITY_MS = 30 * 60_000;
export const LEAD_REUSE_WINDOW_MS = 24 * 3_600_000;
export const LEAD_ABANDONED_BLOCK_MS = 4 * 3_600_000;

export type LeadStatus = 'active' | 'in-progress' | 'converted' | 'abandoned';

/** What decisions about one lead need, and what auditors see at /api/admin/streams/lead-<id>/state. */
export interface LeadState {
  exists: boolean;
  leadId: string | null;
  status: LeadStatus;
  contactInfo: string | null;
  contactName: string | null;
  contactPhone: string | null;
  lastStep: string | null;
  formData: unknown;
  sourcePage: string | null;
  existingClient: boolean;
  existingClientConfirmed: boolean;
  reuseCount: number;
  createdAt: string | null;
  lastActivityAt: string | null;
  abandonedAt: string | null;
  abandonReason: AbandonReason | null;
  convertedAt: string | null;
  orderId: string | null;
  conversionValue: number | null;
}

export const initialLeadState = (): LeadState => ({
  exists: false,
  leadId: null,
  status: 'active',
  contactInfo: null,
  contactName: null,
  contactPhone: null,
  lastStep: null,
  formData: null,
  sourcePage: null,
  existingClient: false,
  existingClientConfirmed: false,
  reuseCount: 0,
  createdAt: null,
  lastActivityAt: null,
  abandonedAt: null,
  abandonReason: null,
  convertedAt: null,
  orderId: null,
  conversionValue: null,
});

export const isOpen = (status: LeadStatus) => status === 'active' || status === 'in-progress';

export function evolveLead(state: LeadState, recorded: RecordedEvent): LeadState {
  const event = asLeadEvent(recorded);
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'lead.started':
      return {
        ...state,
        exists: true,
        leadId: event.data.leadId,
        contactInfo: event.data.contactInfo,
        formData: event.data.formData,
        sourcePage: event.data.sourcePage,
        existingClient: event.data.existingClient,
        createdAt: at,
        lastActivityAt: at,
      };
    case 'lead.reused':
      return { ...state, reuseCount: state.reuseCount + 1, formData: event.data.formData, lastActivityAt: at };
    case 'lead.progressed':
      return { ...state, lastStep: event.data.step, formData: event.data.formData, lastActivityAt: at };
    case 'lead.contact-updated': {
      const field = ({ email: 'contactInfo', name: 'contactName', phone: 'contactPhone' } as const)[event.data.fieldType];
      return { ...state, [field]: event.data.value, lastActivityAt: at };
    }
    case 'lead.moved-to-in-progress':
      return { ...state, status: state.status === 'active' ? 'in-progress' : state.status, lastActivityAt: at };
    case 'lead.existing-client-confirmed':
      return { ...state, existingClientConfirmed: true };
    case 'lead.abandoned':
      return { ...state, status: 'abandoned', abandonedAt: at, abandonReason: event.data.reason, formData: event.data.lastFormData ?? state.formData };
    case 'lead.converted':
      return { ...state, status: 'converted', convertedAt: at, orderId: event.data.orderId, conversionValue: event.data.value };
    default:
      return state;
  }
}

export const LEAD_STREAM_DEFINITION: StreamDefinition<LeadState> = {
  streamType: LEAD_STREAM,
  initialState: initialLeadState,
  evolve: evolveLead,
};

export function foldLead(events: RecordedEvent[]): LeadState {
  return events.reduce(evolveLead, initialLeadState());
}

/** The newest lead on record for an e-mail, and whether that e-mail has ever become a customer. */
export interface LeadHistory {
  latest: { id: string; status: LeadStatus; createdAt: Date; abandonedAt: Date | null } | null;
  /** Abandoned most recently, when that was within the block window's reach. */
  lastAbandonedAt: Date | null;
  isCustomer: boolean;
}

export type StartDecision =
  | { kind: 'reuse'; leadId: string }
  | { kind: 'blocked'; reason: 'recently-abandoned' }
  | { kind: 'confirm-existing-client' }
  | { kind: 'create'; existingClient: boolean };

/**
 * The lead lifecycle rules (spec 000 §4, DESIGN §6), in their order: an open lead from the last 24 h is
 * reused; a lead abandoned in the last 4 h blocks a new one; a converted customer gets a new lead only after
 * confirming the Existing Client dialog.
 */
export function decideStart(history: LeadHistory, now: Date, confirmExistingClient: boolean): StartDecision {
  const latest = history.latest;
  if (latest && isOpen(latest.status) && now.getTime() - latest.createdAt.getTime() < LEAD_REUSE_WINDOW_MS) return { kind: 'reuse', leadId: latest.id };
  if (history.lastAbandonedAt && now.getTime() - history.lastAbandonedAt.getTime() < LEAD_ABANDONED_BLOCK_MS) return { kind: 'blocked', reason: 'recently-abandoned' };
  if (history.isCustomer && !confirmExistingClient) return { kind: 'confirm-existing-client' };
  return { kind: 'create', existingClient: history.isCustomer };
}

/** When an open lead's inactivity timer falls due. */
export function inactivityDueAt(state: Pick<LeadState, 'lastActivityAt'>): Date | null {
  return state.lastActivityAt ? new Date(new Date(state.lastActivityAt).getTime() + LEAD_INACTIVITY_MS) : null;
}

export const CONTACT_UPDATE_MESSAGES = {
  phone: 'A phone number needs at least 10 digits',
  email: 'Please enter a valid email address',
  name: 'Please enter a full name (first and last)',
} as const;

/** Spec 000 §5: a contact update needs a phone with at least 10 digits, a valid e-mail, or a full name of two words or more. */
export function contactUpdateError(fieldType: ContactFieldType, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return CONTACT_UPDATE_MESSAGES[fieldType];
  switch (fieldType) {
    case 'phone':
      return fieldLeaveChecks.phone(trimmed) ? CONTACT_UPDATE_MESSAGES.phone : undefined;
    case 'email':
      return emailError(trimmed) ? CONTACT_UPDATE_MESSAGES.email : undefined;
    case 'name':
      return fieldLeaveChecks.name(trimmed) ? CONTACT_UPDATE_MESSAGES.name : undefined;
  }
}
