import { containsPattern, ResourceSpec } from '../../../platform/http/simple-rest';

/** One row of the admin's SMS messages list (the sms_outbox columns). */
export interface SmsMessageRow {
  id: string;
  kind: string;
  to_number: string;
  body: string;
  status: 'queued' | 'held' | 'sent' | 'failed' | 'suppressed';
  reason: string | null;
  transport: string | null;
  provider_id: string | null;
  error: string | null;
  attempts: number;
  /** A held text goes then (the end of quiet hours). */
  send_after: string | null;
  visit_id: string | null;
  created_at: string;
  sent_at: string | null;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** Every text meant for a customer, newest first: sent, failed, or held back and why (ra-data-simple-rest). */
export const SMS_MESSAGES: ResourceSpec<SmsMessageRow> = {
  resource: 'sms-messages',
  from: 'sms_outbox',
  select: 'id, kind, to_number, body, status, reason, transport, provider_id, error, attempts, send_after, visit_id, created_at, sent_at',
  sortable: { created_at: 'created_at', sent_at: 'sent_at', status: 'status', kind: 'kind', to_number: 'to_number', id: 'created_at' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const pattern = bind(containsPattern(value));
      return `(to_number ilike ${pattern} or body ilike ${pattern})`;
    },
    kind: (value, bind) => `kind = ${bind(String(value))}`,
    status: (value, bind) => `status = ${bind(String(value))}`,
    visit_id: (value, bind) => `visit_id::text = ${bind(String(value))}`,
  },
  map: (row) => ({
    id: String(row.id),
    kind: String(row.kind),
    to_number: String(row.to_number),
    body: String(row.body),
    status: row.status as SmsMessageRow['status'],
    reason: (row.reason as string | null) ?? null,
    transport: (row.transport as string | null) ?? null,
    provider_id: (row.provider_id as string | null) ?? null,
    error: (row.error as string | null) ?? null,
    attempts: Number(row.attempts ?? 0),
    send_after: iso(row.send_after),
    visit_id: (row.visit_id as string | null) ?? null,
    created_at: iso(row.created_at) ?? '',
    sent_at: iso(row.sent_at),
  }),
};
