import { postJson } from '../api/http';
import { sendBeaconJson } from './beacon';
import { leadUserSession } from './user-session';

/** The quote form as the lead records it: choices and contact fields, never card data. */
export type LeadFormData = Record<string, unknown>;

export const LEAD_STEPS = ['service-type', 'service-details', 'add-ons', 'commitment', 'customer-info', 'discount-code'] as const;
export type LeadStep = (typeof LEAD_STEPS)[number] | 'checkout';

export type ContactFieldType = 'email' | 'phone' | 'name';

export interface LeadCreated {
  leadId: string | null;
  status: 'created' | 'reused' | 'blocked';
  /** With status 'blocked': the e-mail belongs to a customer who has paid, so ask before starting a new quote. */
  existingClient?: true;
}

/** Starts (or reuses) the lead for an e-mail; the lead-create payload of spec 000 §3. */
export function createLead(email: string, formData: LeadFormData, confirmExistingClient: boolean): Promise<LeadCreated> {
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
  });
}

export interface LeadProgress {
  step: LeadStep;
  form_data: LeadFormData;
  move_to_in_progress?: boolean;
  contact_field_update?: { fieldType: ContactFieldType; value: string };
}

/** Answers 409 once the lead is converted or abandoned. */
export function progressLead(leadId: string, progress: LeadProgress): Promise<{ leadId: string; status: string }> {
  return postJson(`/api/leads/${encodeURIComponent(leadId)}/progress`, progress);
}

export type AbandonReason = 'page-hidden' | 'browser-closed';

/** Sent as the page goes away, so it is a beacon. */
export function abandonLead(leadId: string, reason: AbandonReason, lastFormData: LeadFormData): boolean {
  return sendBeaconJson(`/api/leads/${encodeURIComponent(leadId)}/abandon`, { reason, last_form_data: lastFormData });
}

export type CartTrigger = 'track' | 'page-hidden' | 'unload';

export interface AbandonedCart {
  customer_name: string;
  customer_email: string;
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
