import { postJson } from '../api/http';
import { sendBeaconJson } from './beacon';
import type { LeadCredentials } from './lead-credentials';
import { leadUserSession } from './user-session';

/** The quote form as the lead records it: choices and contact fields, never card data. */
export type LeadFormData = Record<string, unknown>;

export const LEAD_STEPS = ['service-type', 'service-details', 'add-ons', 'commitment', 'customer-info', 'discount-code'] as const;
export type LeadStep = (typeof LEAD_STEPS)[number] | 'checkout';

export type ContactFieldType = 'email' | 'phone' | 'name';

export interface LeadCreated {
  leadId: string | null;
  /** The lead's secret, with every leadId: keep it, progress and abandon need it. */
  leadToken?: string;
  status: 'created' | 'reused' | 'blocked';
  /** With status 'blocked': the e-mail belongs to a customer who has paid, so ask before starting a new quote. */
  existingClient?: true;
}

/** Starts the lead for an e-mail, or reuses the one this browser holds for it; the lead-create payload of spec 000 §3. */
export function createLead(email: string, formData: LeadFormData, confirmExistingClient: boolean, held: LeadCredentials | null): Promise<LeadCreated> {
  return postJson<LeadCreated>('/api/leads', {
    contact_info: email,
    contact_type: 'email',
    form_data: formData,
    form_type: 'quote',
    source_page: window.location.pathname + window.location.search,
    referrer: document.referrer || 'direct',
    user_agent: navigator.userAgent,
    user_session: leadUserSession(),
    ...(confirmExistingClient ? { confirm_existing_client: true } : {}),
    ...(held ? { lead_id: held.leadId, lead_token: held.token } : {}),
  });
}

export interface LeadProgress {
  step: LeadStep;
  form_data: LeadFormData;
  move_to_in_progress?: boolean;
  contact_field_update?: { fieldType: ContactFieldType; value: string };
}

/** Answers 409 once the lead is converted or abandoned. */
export function progressLead(lead: LeadCredentials, progress: LeadProgress): Promise<{ leadId: string; status: string }> {
  return postJson(`/api/leads/${encodeURIComponent(lead.leadId)}/progress`, { ...progress, lead_token: lead.token });
}

export type AbandonReason = 'page-hidden' | 'browser-closed';

/** Sent as the page goes away, so it is a beacon, with the secret in its body (a beacon can't set headers). */
export function abandonLead(lead: LeadCredentials, reason: AbandonReason, lastFormData: LeadFormData): boolean {
  return sendBeaconJson(`/api/leads/${encodeURIComponent(lead.leadId)}/abandon`, { reason, last_form_data: lastFormData, lead_token: lead.token });
}

export type CartTrigger = 'track' | 'page-hidden' | 'unload';

/** The cart of this browser's own lead: the server e-mails the address that lead holds, never one sent here. */
export interface AbandonedCart {
  lead_id: string;
  lead_token: string;
  customer_name: string;
  form_data: LeadFormData;
}

export interface CartTracked {
  status: 'tracking' | 'sent' | 'skipped';
  reason?: string;
}

const cartBody = (trigger: CartTrigger, cart: AbandonedCart) => ({ trigger, ...cart, page: window.location.pathname });

export function trackAbandonedCart(cart: AbandonedCart): Promise<CartTracked> {
  return postJson<CartTracked>('/api/abandoned-cart', cartBody('track', cart));
}

/** The unload beacon to /api/abandoned-cart (spec 000 §7). */
export function beaconAbandonedCart(trigger: Exclude<CartTrigger, 'track'>, cart: AbandonedCart): boolean {
  return sendBeaconJson('/api/abandoned-cart', cartBody(trigger, cart));
}
