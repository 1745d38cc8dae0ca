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
}

export function dueBy(record: DataDeletionRequestRecord): string {
  return new Date(new Date(record.created_at).getTime() + DATA_DELETION_DAYS * 86_400_000).toISOString();
}
