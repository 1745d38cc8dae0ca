import type { RaRecord } from 'react-admin';

/** A request waits for its mailbox owner's confirmation (e-mailed link) before staff may erase. */
export type DataDeletionStatus = 'awaiting-confirmation' | 'confirmed' | 'erased';

export interface DataDeletionRequestRecord extends RaRecord<string> {
  email: string;
  full_name: string;
  reason: string;
  account_details: string;
  status: string;
  created_at: string;
  confirmed_at?: string | null;
  /** Set by the server (its deletion policy) from the confirmation; null while the request awaits it. */
  due_at?: string | null;
  /** The server's rule: days from confirmation to the due date (spec 001 §9). */
  due_days?: number;
  erased_at?: string | null;
  erased_by?: string | null;
  erased_streams?: string[];
}

export function isAwaitingConfirmation(record: DataDeletionRequestRecord): boolean {
  return !record.erased_at && !record.confirmed_at;
}

/** The due date the server gives (its policy's days after confirmation); null while the request awaits confirmation. */
export function dueBy(record: DataDeletionRequestRecord): string | null {
  return record.due_at ?? null;
}

/** What an unconfirmed request shows in place of a date: the server's number of days after confirmation. */
export function dueAfterConfirmationArgs(record: DataDeletionRequestRecord): { days: number | string } {
  return { days: record.due_days ?? '?' };
}

/** Confirmed, past its due date and not yet erased: staff must act now. */
export function isOverdue(record: DataDeletionRequestRecord, now = Date.now()): boolean {
  const due = dueBy(record);
  return !record.erased_at && due !== null && new Date(due).getTime() < now;
}
