import type { RaRecord } from 'react-admin';

/** Spec: requests are processed within 30 days. */
export const DATA_DELETION_DAYS = 30;

export interface DataDeletionRequestRecord extends RaRecord<string> {
  email: string;
  full_name: string;
  reason: string;
  account_details: string;
  status: string;
  created_at: string;
  due_at?: string;
  erased_at?: string | null;
  erased_by?: string | null;
  erased_streams?: string[];
}

export function dueBy(record: DataDeletionRequestRecord): string {
  return record.due_at ?? new Date(new Date(record.created_at).getTime() + DATA_DELETION_DAYS * 86_400_000).toISOString();
}

/** Past its due date and not yet erased: staff must act now. */
export function isOverdue(record: DataDeletionRequestRecord, now = Date.now()): boolean {
  return !record.erased_at && new Date(dueBy(record)).getTime() < now;
}
