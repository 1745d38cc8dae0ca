import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';
import { DATA_DELETION_DUE_DAYS, deletionDueAt } from '../domain/data-deletion-policy';

type Row = Record<string, unknown>;
const withIsoDates = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/**
 * A data-deletion request as staff see it: awaiting confirmation, confirmed (due DATA_DELETION_DUE_DAYS later),
 * or erased with who erased what and when. `due_days` tells the admin the rule the due date follows.
 */
export interface DataDeletionRequestView {
  id: string;
  email: string;
  full_name: string;
  reason: string;
  account_details: string;
  status: string;
  created_at: string;
  /** When the requester confirmed by the e-mailed link; null while the request awaits confirmation. */
  confirmed_at: string | null;
  /** DATA_DELETION_DUE_DAYS after confirmation; null until then. */
  due_at: string | null;
  /** The days a confirmed request has (DATA_DELETION_DUE_DAYS): what the admin shows before a request is confirmed. */
  due_days: number;
  overdue: boolean;
  erased_at: string | null;
  erased_by: string | null;
  erased_streams: string[];
}

/** The admin list: newest first, searchable by e-mail or name, filterable by status. */
export const DATA_DELETION_REQUESTS: ResourceSpec<Row> = {
  resource: 'data-deletion-requests',
  from: 'data_deletion_requests',
  // The due days run from the requester's confirmation; an unconfirmed request has no due date.
  select: `id, email, full_name, reason, account_details, status, created_at, confirmed_at, confirmed_at + make_interval(days => ${DATA_DELETION_DUE_DAYS}) as due_at, erased_at, erased_by, erased_streams`,
  sortable: { created_at: 'created_at', status: 'status', id: 'created_at' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const p = bind(containsPattern(value));
      return `(email ilike ${p} or full_name ilike ${p})`;
    },
    status: (value, bind) => `status = ${bind(String(value))}`,
  },
  map: (row) => ({ ...withIsoDates(row), due_days: DATA_DELETION_DUE_DAYS }),
};

export const DATA_DELETION_REQUEST_COLUMNS = `id, email, full_name, reason, account_details, status, created_at, confirmed_at, erased_at, erased_by, erased_streams`;

export function toDataDeletionRequestView(row: Record<string, unknown>, now: Date): DataDeletionRequestView {
  const createdAt = new Date(row.created_at as string | Date);
  const confirmedAt = isoOrNull(row.confirmed_at);
  const dueAt = confirmedAt ? deletionDueAt(new Date(confirmedAt)) : null;
  const erasedAt = isoOrNull(row.erased_at);
  return {
    id: String(row.id),
    email: String(row.email),
    full_name: String(row.full_name),
    reason: String(row.reason ?? ''),
    account_details: String(row.account_details ?? ''),
    status: String(row.status),
    created_at: createdAt.toISOString(),
    confirmed_at: confirmedAt,
    due_at: dueAt ? dueAt.toISOString() : null,
    due_days: DATA_DELETION_DUE_DAYS,
    overdue: !erasedAt && !!dueAt && dueAt.getTime() < now.getTime(),
    erased_at: erasedAt,
    erased_by: (row.erased_by as string | null) ?? null,
    erased_streams: (row.erased_streams as string[] | null) ?? [],
  };
}
