import { isoOrNull } from '../../platform/http/simple-rest';
import { DATA_DELETION_DUE_DAYS } from './privacy.messages';

/** A data-deletion request as staff see it, with its due date and, once erased, who erased what and when. */
export interface DataDeletionRequestView {
  id: string;
  email: string;
  full_name: string;
  reason: string;
  account_details: string;
  status: string;
  created_at: string;
  due_at: string;
  overdue: boolean;
  erased_at: string | null;
  erased_by: string | null;
  erased_streams: string[];
}

export const DATA_DELETION_REQUEST_COLUMNS = `id, email, full_name, reason, account_details, status, created_at, erased_at, erased_by, erased_streams`;

export function toDataDeletionRequestView(row: Record<string, unknown>, now: Date): DataDeletionRequestView {
  const createdAt = new Date(row.created_at as string | Date);
  const dueAt = new Date(createdAt.getTime() + DATA_DELETION_DUE_DAYS * 86_400_000);
  const erasedAt = isoOrNull(row.erased_at);
  return {
    id: String(row.id),
    email: String(row.email),
    full_name: String(row.full_name),
    reason: String(row.reason ?? ''),
    account_details: String(row.account_details ?? ''),
    status: String(row.status),
    created_at: createdAt.toISOString(),
    due_at: dueAt.toISOString(),
    overdue: !erasedAt && dueAt.getTime() < now.getTime(),
    erased_at: erasedAt,
    erased_by: (row.erased_by as string | null) ?? null,
    erased_streams: (row.erased_streams as string[] | null) ?? [],
  };
}
