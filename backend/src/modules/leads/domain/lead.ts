import { defineStream, ERASED, JsonObject } from '../../../event-store';
import { emailError, fieldLeaveChecks, stripMarkup } from '../../pricing';
import { CONTACT_UPDATE_MESSAGES, LEAD_MESSAGES, RESEND_QUOTE_MESSAGES } from '../leads.messages';
import { leadTokenMatches } from './lead-token';
import { AbandonReason, ContactFieldType, LEAD_EVENTS, LEAD_STREAM, LeadConverted, LeadEvent, leadStreamId } from './lead.events';

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
  /** sha256 of the secret the starting browser holds; null on leads from before lead secrets. */
  tokenHash: string | null;
  reuseCount: number;
  createdAt: string | null;
  lastActivityAt: string | null;
  abandonedAt: string | null;
  abandonReason: AbandonReason | null;
  convertedAt: string | null;
  orderId: string | null;
  conversionValue: number | null;
  /** When staff last resent the quote, and the admin's ids of the latest clicks (for idempotent retries). */
  quoteResentAt: string | null;
  quoteResendClicks: string[];
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
  tokenHash: null,
  reuseCount: 0,
  createdAt: null,
  lastActivityAt: null,
  abandonedAt: null,
  abandonReason: null,
  convertedAt: null,
  orderId: null,
  conversionValue: null,
  quoteResentAt: null,
  quoteResendClicks: [],
});

export const isOpen = (status: LeadStatus) => status === 'active' || status === 'in-progress';

/** When the event was recorded: the lead's times (created, last activity, abandoned) are the log's. */
const occurredAt = (event: LeadEvent): string | null => (event as { metadata?: { occurredAt?: string } }).metadata?.occurredAt ?? null;

export function evolveLead(state: LeadState, event: LeadEvent): LeadState {
  const at = occurredAt(event);
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
        tokenHash: event.data.tokenHash ?? null,
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
    case 'lead.quote-resent':
      return { ...state, quoteResentAt: at, quoteResendClicks: [...state.quoteResendClicks, event.data.clickId].slice(-RESEND_CLICKS_KEPT) };
    default:
      return state;
  }
}

export const LEAD_STREAM_DEFINITION = defineStream<LeadState, LeadEvent>({
  streamType: LEAD_STREAM,
  streamId: leadStreamId,
  events: LEAD_EVENTS,
  initialState: initialLeadState,
  evolve: evolveLead,
});

/** When an open lead's inactivity timer falls due. */
export function inactivityDueAt(state: Pick<LeadState, 'lastActivityAt'>): Date | null {
  return state.lastActivityAt ? new Date(new Date(state.lastActivityAt).getTime() + LEAD_INACTIVITY_MS) : null;
}

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

/**
 * Start a lead for an e-mail. The state decided on is the browser's own lead for that e-mail (the handler
 * passes the initial state when the browser presents none, or one of someone else); the facts are what the
 * handler looked up and may tell this caller.
 */
export interface StartLead {
  type: 'start';
  /** The id a new lead gets, and the hash of the secret handed to the starting browser. */
  leadId: string;
  tokenHash: string;
  /** The secret the browser presented for its own lead, if any. */
  presentedToken: string | null;
  contactInfo: string;
  formData: JsonObject;
  sourcePage: string;
  referrer: string;
  userAgent: string;
  userSession: string;
  confirmExistingClient: boolean;
  /** The e-mail has bought from us (a converted lead or a paid order). */
  isCustomer: boolean;
  /** The request comes from the signed-in account of this e-mail. */
  signedInAsContact: boolean;
  /** The paid order that converted the own lead carried that lead's id (not picked as the person's newest lead). */
  ownOrderCarriedLead: boolean;
  now: Date;
}

export interface ProgressLead {
  type: 'progress';
  token: string | null;
  step: string;
  formData: JsonObject;
  moveToInProgress: boolean;
  contactFieldUpdate: { fieldType: ContactFieldType; value: string } | null;
}

export interface AbandonLead {
  type: 'abandon';
  reason: AbandonReason;
  lastFormData: JsonObject | null;
  by: string | null;
  /** The visitor closes only its own lead (the secret it holds); staff close any. */
  owner: 'staff' | { token: string | null };
}

/** Staff resend the quote e-mail. */
export interface ResendQuote {
  type: 'resend-quote';
  by: string;
  clickId: string;
  /** The person unsubscribed from quote e-mails (the e-mail module's list). */
  unsubscribed: boolean;
  now: Date;
}

/** At most one resend per lead in this window, whoever clicks. */
export const QUOTE_RESEND_INTERVAL_MS = 10 * 60_000;
const RESEND_CLICKS_KEPT = 20;

/** The lead's quote form has a service chosen (a frequency, or a bin add-on for bin-only). */
function hasQuote(formData: unknown): boolean {
  if (!formData || typeof formData !== 'object') return false;
  const form = formData as Record<string, unknown>;
  if (typeof form.serviceFrequency === 'string' && form.serviceFrequency) return true;
  const addOns = (form.selectedAddOns ?? form.addOns) as Record<string, unknown> | undefined;
  return Boolean(addOns && typeof addOns === 'object' && Object.values(addOns).some((on) => on === true));
}

function decideResendQuote(command: ResendQuote, state: LeadState): LeadEvent[] {
  if (!state.exists) throw LeadRejected.notFound();
  if (state.quoteResendClicks.includes(command.clickId)) return [];
  const refuse = (status: 409 | 429, code: string, detail: string) => new LeadRejected(status, code, RESEND_QUOTE_MESSAGES.title, detail);
  if (state.status === 'converted') throw refuse(409, 'LEAD_CONVERTED', RESEND_QUOTE_MESSAGES.converted);
  if (!state.contactInfo || state.contactInfo === ERASED) throw refuse(409, 'LEAD_NO_EMAIL', RESEND_QUOTE_MESSAGES.noEmail);
  if (!hasQuote(state.formData)) throw refuse(409, 'LEAD_NO_QUOTE', RESEND_QUOTE_MESSAGES.noQuote);
  if (command.unsubscribed) throw refuse(409, 'EMAIL_UNSUBSCRIBED', RESEND_QUOTE_MESSAGES.unsubscribed);
  if (state.quoteResentAt && command.now.getTime() - new Date(state.quoteResentAt).getTime() < QUOTE_RESEND_INTERVAL_MS)
    throw refuse(429, 'QUOTE_RESENT_RECENTLY', RESEND_QUOTE_MESSAGES.tooSoon(QUOTE_RESEND_INTERVAL_MS / 60_000));
  return [{ type: 'lead.quote-resent', data: { by: command.by, clickId: command.clickId } }];
}

export type LeadCommand =
  | ResendQuote
  | StartLead
  | ProgressLead
  | AbandonLead
  /** The inactivity timer (or the sweep) fired at `now`. */
  | { type: 'expire'; now: Date }
  /** A paid order converts the lead. */
  | { type: 'convert'; order: LeadConverted };

/** A rule said no; the handler answers with this status, title, detail and code. */
export class LeadRejected extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    readonly code: string,
    readonly title: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  static notFound(): LeadRejected {
    return new LeadRejected(404, 'LEAD_NOT_FOUND', LEAD_MESSAGES.notFound, LEAD_MESSAGES.notFound);
  }
}

/** No lead for this start: one abandoned in the last 4 h, or a proven customer who has not confirmed yet. */
export class LeadStartBlocked extends Error {
  constructor(readonly reason: 'recently-abandoned' | 'existing-client') {
    super(`lead start blocked: ${reason}`);
  }
}

/**
 * The lead lifecycle rules (spec 000 §4-§5, DESIGN §6). Start: the browser's own open lead from the last
 * 24 h is reused; its own lead abandoned in the last 4 h blocks a new one; a proven customer gets a new lead
 * only after confirming the Existing Client dialog; anyone else gets a new lead, the same answer whether or
 * not the e-mail has leads or has bought (existingClient is still recorded for staff). Progress and visitor
 * abandonment need the lead's secret; closed leads take no progress; abandoning, expiring and converting a
 * lead already closed (converted) change nothing.
 */
export function decideLead(command: LeadCommand, state: LeadState): LeadEvent[] {
  switch (command.type) {
    case 'start':
      return decideStart(command, state);
    case 'progress': {
      const update = command.contactFieldUpdate;
      if (update) {
        const message = contactUpdateError(update.fieldType, update.value);
        if (message) throw new LeadRejected(400, 'VALIDATION_FAILED', 'Invalid request data', message, { 'contact_field_update.value': message });
      }
      if (!state.exists || !leadTokenMatches(command.token, state.tokenHash)) throw LeadRejected.notFound();
      if (!isOpen(state.status)) throw new LeadRejected(409, 'LEAD_CLOSED', LEAD_MESSAGES.closed, LEAD_MESSAGES.closedDetail(state.status));
      const events: LeadEvent[] = [{ type: 'lead.progressed', data: { step: command.step, formData: command.formData } }];
      if (update) {
        const value = update.fieldType === 'email' ? update.value.trim().toLowerCase() : stripMarkup(update.value).trim();
        if (value !== currentContact(state, update.fieldType)) events.push({ type: 'lead.contact-updated', data: { fieldType: update.fieldType, value } });
      }
      if (command.moveToInProgress && state.status === 'active') events.push({ type: 'lead.moved-to-in-progress', data: {} });
      return events;
    }
    case 'abandon': {
      if (!state.exists) throw LeadRejected.notFound();
      if (command.owner !== 'staff' && !leadTokenMatches(command.owner.token, state.tokenHash)) throw LeadRejected.notFound();
      if (!isOpen(state.status)) return [];
      // Issue 18 §6: a hidden tab is not leaving. The signal closes nothing, sends nothing and blocks nothing; a lead
      // left hidden closes by the inactivity timer (30 minutes, the same grace), a real unload (browser-closed) at once.
      if (command.reason === 'page-hidden') return [];
      return [{ type: 'lead.abandoned', data: { reason: command.reason, lastFormData: command.lastFormData, by: command.by } }];
    }
    case 'expire': {
      if (!state.exists || !isOpen(state.status)) return [];
      const dueAt = inactivityDueAt(state);
      if (dueAt && dueAt.getTime() > command.now.getTime()) return [];
      return [{ type: 'lead.abandoned', data: { reason: 'inactivity', lastFormData: null, by: null } }];
    }
    case 'resend-quote':
      return decideResendQuote(command, state);
    case 'convert':
      // An abandoned lead converts too: the sale happened.
      if (!state.exists || state.status === 'converted') return [];
      return [{ type: 'lead.converted', data: { ...command.order } }];
  }
}

function decideStart(command: StartLead, state: LeadState): LeadEvent[] {
  const now = command.now.getTime();
  // A lead of an erased person is nobody's: someone who comes back after erasure starts afresh.
  const own = state.exists && state.contactInfo !== ERASED && state.createdAt && leadTokenMatches(command.presentedToken, state.tokenHash) ? state : null;
  if (own && isOpen(own.status) && now - new Date(own.createdAt!).getTime() < LEAD_REUSE_WINDOW_MS) {
    return [{ type: 'lead.reused', data: { sourcePage: command.sourcePage, formData: command.formData } }];
  }
  if (own?.status === 'abandoned' && own.abandonedAt && now - new Date(own.abandonedAt).getTime() < LEAD_ABANDONED_BLOCK_MS)
    throw new LeadStartBlocked('recently-abandoned');
  // The own lead proves the browser is the customer when it paid for that lead or confirmed the dialog on it.
  const ownProves = own !== null && ((own.status === 'converted' && own.orderId !== null && command.ownOrderCarriedLead) || own.existingClientConfirmed);
  const confirmable = command.isCustomer && (command.signedInAsContact || ownProves);
  if (confirmable && !command.confirmExistingClient) throw new LeadStartBlocked('existing-client');
  const events: LeadEvent[] = [
    {
      type: 'lead.started',
      data: {
        leadId: command.leadId,
        contactInfo: command.contactInfo,
        contactType: 'email',
        formType: 'quote',
        formData: command.formData,
        sourcePage: command.sourcePage,
        referrer: command.referrer || 'direct',
        userAgent: command.userAgent,
        userSession: command.userSession || 'anonymous',
        existingClient: command.isCustomer,
        tokenHash: command.tokenHash,
      },
    },
  ];
  if (confirmable) events.push({ type: 'lead.existing-client-confirmed', data: {} });
  return events;
}

function currentContact(state: LeadState, field: ContactFieldType): string | null {
  return field === 'email' ? state.contactInfo : field === 'name' ? state.contactName : state.contactPhone;
}
