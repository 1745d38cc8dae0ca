import type { RaRecord } from 'react-admin';

export const LEAD_STATUSES = ['active', 'in-progress', 'converted', 'abandoned'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A row of lead_tracking as GET /api/admin/leads answers it (backend leads.admin.controller.ts). */
export interface LeadRecord extends RaRecord<string> {
  contact_info: string;
  contact_name: string | null;
  contact_phone: string | null;
  status: LeadStatus;
  source_page: string | null;
  referrer: string | null;
  last_step: string | null;
  existing_client: boolean;
  reuse_count: number;
  form_data: unknown;
  /** The quote form's five-digit ZIP, if it has one (backend lead-row.ts). */
  zip?: string | null;
  /** Whether that ZIP is served (the pricing module's service area); null while no ZIP is known. */
  served?: boolean | null;
  created_at: string;
  last_activity_at: string;
  abandoned_at: string | null;
  abandonment_reason: string | null;
  converted_at: string | null;
  converted_order_id: string | null;
  /** Cents. */
  conversion_value: number | null;
  /** The lead's card on the task board: a task_cards id on the built-in board, a Trello card id otherwise. */
  trello_card_id: string | null;
  stream_id: string;
  version: number;
}

export interface AbandonLeadAnswer {
  leadId: string;
  status: LeadStatus;
  changed: boolean;
}

export const isOpenLead = (status: LeadStatus) => status === 'active' || status === 'in-progress';

/** The ZIP the visitor typed into the quote form, from the lead's last form snapshot (five digits), if any. */
export function leadZip(record: Pick<LeadRecord, 'form_data'>): string | null {
  const data = record.form_data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const zip = (data as Record<string, unknown>).zipCode;
  return typeof zip === 'string' && /^\d{5}$/.test(zip.trim()) ? zip.trim() : null;
}

const formFields = (record: Pick<LeadRecord, 'form_data'>): Record<string, unknown> =>
  record.form_data && typeof record.form_data === 'object' && !Array.isArray(record.form_data) ? (record.form_data as Record<string, unknown>) : {};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

/** What the visitor was quoting, as far as the form snapshot tells: frequency, dogs, yard and the price it showed. */
export interface LeadQuote {
  frequency: string | null;
  dogs: string | null;
  yard: string | null;
  /** Dollars as the form showed them (e.g. "96" or "$96.00"), if the snapshot carries a price. */
  price: string | null;
}

export function leadQuote(record: Pick<LeadRecord, 'form_data'>): LeadQuote {
  const data = formFields(record);
  const price = text(data.price ?? data.quotedPrice ?? data.monthlyPrice ?? data.totalPrice);
  return {
    frequency: text(data.serviceFrequency ?? data.frequency),
    dogs: text(data.numberOfDogs ?? data.dogs),
    yard: text(data.yardSize),
    price: price && /^\$?\d+(\.\d{1,2})?$/.test(price) ? price.replace(/^\$/, '') : null,
  };
}

/** A phone to call: the lead's own, else the one typed into the form. */
export function leadPhone(record: Pick<LeadRecord, 'form_data' | 'contact_phone'>): string | null {
  return record.contact_phone ?? text(formFields(record).phone);
}

/** A display status: an open lead from a ZIP we do not serve is "not served", never "active". */
export type LeadDisplayStatus = LeadStatus | 'not-served';

export function leadDisplayStatus(record: Pick<LeadRecord, 'status' | 'served'>): LeadDisplayStatus {
  return record.served === false && isOpenLead(record.status) ? 'not-served' : record.status;
}
