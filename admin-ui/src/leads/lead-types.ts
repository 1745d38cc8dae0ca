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
