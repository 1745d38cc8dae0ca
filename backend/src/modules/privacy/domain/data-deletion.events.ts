import { EventDefinition } from '../../../event-store';

export const DATA_DELETION_STREAM = 'data-deletion';
export const dataDeletionStreamId = (id: string) => `data-deletion-${id}`;

/** Spec 001 §3 data deletion request: email, fullName, reason, accountDetails. */
export interface DataDeletionRequested {
  requestId: string;
  email: string;
  fullName: string;
  reason: string;
  accountDetails: string;
}

/** The mailbox owner followed the e-mailed link and pressed Confirm: staff may erase from now, within DATA_DELETION_DUE_DAYS. */
export interface DataDeletionConfirmed {
  requestId: string;
}

/** The vault shredded the person's key (appended by eraseSubject on each of their streams, this one included). */
export interface DataDeletionPersonalDataErased {
  subjectId: string;
}

/** Staff erased the person through this request: who, and which streams the erasure reached. */
export interface ErasureRecorded {
  requestId: string;
  subjectId: string;
  erasedBy: string;
  erasedStreams: string[];
}

export type DataDeletionEvent =
  | { type: 'data-deletion.requested'; data: DataDeletionRequested }
  | { type: 'data-deletion.confirmed'; data: DataDeletionConfirmed }
  | { type: 'data-deletion.personal-data-erased'; data: DataDeletionPersonalDataErased }
  | { type: 'data-deletion.erasure-recorded'; data: ErasureRecorded };

export const DATA_DELETION_EVENTS: EventDefinition[] = [
  { type: 'data-deletion.requested', version: 1, personalFields: ['email', 'fullName', 'reason', 'accountDetails'] },
  { type: 'data-deletion.confirmed', version: 1 },
  { type: 'data-deletion.personal-data-erased', version: 1 },
  { type: 'data-deletion.erasure-recorded', version: 1 },
];
