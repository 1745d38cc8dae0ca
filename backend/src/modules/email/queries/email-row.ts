import { containsPattern, ResourceSpec } from '../../../platform/http/simple-rest';
import type { EmailKind, EmailTransportName } from '../domain/email-message';

/** One row of the admin's E-mails list, named as the email_outbox columns. */
export interface EmailSummary {
  id: string;
  kind: EmailKind;
  to_address: string;
  subject: string;
  transport: EmailTransportName;
  status: 'sent' | 'failed';
  error: string | null;
  message_id: string;
  created_at: string;
  sent_at: string | null;
}

export const SUMMARY_COLUMNS = 'id, kind, to_address, subject, transport, status, error, message_id, created_at, sent_at';

export function toEmailSummary(row: Record<string, unknown>): EmailSummary {
  return {
    id: String(row.id),
    kind: row.kind as EmailKind,
    to_address: String(row.to_address),
    subject: String(row.subject),
    transport: row.transport as EmailTransportName,
    status: row.status as 'sent' | 'failed',
    error: (row.error as string | null) ?? null,
    message_id: String(row.message_id),
    created_at: (row.created_at as Date).toISOString(),
    sent_at: row.sent_at ? (row.sent_at as Date).toISOString() : null,
  };
}

/** Every message sent, newest first, searchable by address and subject (ra-data-simple-rest, through ListResourceQuery). */
export const EMAILS: ResourceSpec<EmailSummary> = {
  resource: 'emails',
  from: 'email_outbox',
  select: SUMMARY_COLUMNS,
  sortable: {
    created_at: 'created_at',
    sent_at: 'sent_at',
    to_address: 'to_address',
    subject: 'subject',
    kind: 'kind',
    status: 'status',
    transport: 'transport',
    id: 'created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const pattern = bind(containsPattern(value));
      return `(to_address ilike ${pattern} or subject ilike ${pattern})`;
    },
    kind: (value, bind) => `kind = ${bind(String(value))}`,
    status: (value, bind) => `status = ${bind(String(value))}`,
    transport: (value, bind) => `transport = ${bind(String(value))}`,
  },
  map: toEmailSummary,
};
