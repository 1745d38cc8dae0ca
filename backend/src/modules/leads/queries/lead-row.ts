import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { isServedZip } from '../../pricing';

export interface LeadRow {
  id: string;
  contact_info: string;
  contact_name: string | null;
  contact_phone: string | null;
  status: string;
  source_page: string | null;
  referrer: string | null;
  last_step: string | null;
  existing_client: boolean;
  reuse_count: number;
  form_data: unknown;
  /** The quote form's ZIP, if it typed one. */
  zip: string | null;
  /** Whether that ZIP is in the service area (pricing's isServedZip); null while no ZIP is known. */
  served: boolean | null;
  created_at: string;
  last_activity_at: string;
  abandoned_at: string | null;
  abandonment_reason: string | null;
  converted_at: string | null;
  converted_order_id: string | null;
  conversion_value: number | null;
  trello_card_id: string | null;
  stream_id: string;
  version: number;
}

/** lead_tracking for the admin list and show page, with the lead's task-board card. */
export const LEADS: ResourceSpec<LeadRow> = {
  resource: 'leads',
  from: `lead_tracking l left join task_board_links b on b.card_key = 'lead-' || l.id::text`,
  select: `l.*, b.external_id as trello_card_id`,
  sortable: { created_at: 'l.created_at', last_activity_at: 'l.last_activity_at', status: 'l.status', contact_info: 'l.contact_info', id: 'l.created_at' },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'l.id',
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const p = bind(containsPattern(value));
      return `(l.contact_info ilike ${p} or l.contact_name ilike ${p} or l.contact_phone ilike ${p})`;
    },
    status: (value, bind) => `l.status = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`,
    source_page: (value, bind) => `l.source_page ilike ${bind(containsPattern(value))}`,
  },
  map: (row) => ({
    id: String(row.id),
    contact_info: String(row.contact_info),
    contact_name: (row.contact_name as string | null) ?? null,
    contact_phone: (row.contact_phone as string | null) ?? null,
    status: String(row.status),
    source_page: (row.source_page as string | null) ?? null,
    referrer: (row.referrer as string | null) ?? null,
    last_step: (row.last_step as string | null) ?? null,
    existing_client: Boolean(row.existing_client),
    reuse_count: Number(row.reuse_count),
    form_data: row.form_data,
    zip: formZip(row.form_data),
    served: servedOrNull(formZip(row.form_data)),
    created_at: isoOrNull(row.created_at)!,
    last_activity_at: isoOrNull(row.last_activity_at)!,
    abandoned_at: isoOrNull(row.abandoned_at),
    abandonment_reason: (row.abandonment_reason as string | null) ?? null,
    converted_at: isoOrNull(row.converted_at),
    converted_order_id: (row.converted_order_id as string | null) ?? null,
    conversion_value: row.conversion_value == null ? null : Number(row.conversion_value),
    trello_card_id: (row.trello_card_id as string | null) ?? null,
    stream_id: String(row.stream_id),
    version: Number(row.version),
  }),
};

/** The five-digit ZIP the visitor typed into the quote form (form_data.zipCode), if any. */
function formZip(formData: unknown): string | null {
  if (!formData || typeof formData !== 'object' || Array.isArray(formData)) return null;
  const zip = (formData as Record<string, unknown>).zipCode;
  return typeof zip === 'string' && /^\d{5}(-\d{4})?$/.test(zip.trim()) ? zip.trim().slice(0, 5) : null;
}

function servedOrNull(zip: string | null): boolean | null {
  return zip === null ? null : isServedZip(zip);
}
