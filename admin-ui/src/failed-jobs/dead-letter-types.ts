import type { RaRecord } from 'react-admin';

export const DEAD_LETTER_QUEUES = ['task-board', 'email'] as const;
export type DeadLetterQueue = (typeof DEAD_LETTER_QUEUES)[number];

/** A job that used up its retries, as GET /api/admin/dead-letters answers it (backend follow-up/queries/list-dead-letters.query.ts). */
export interface DeadLetter {
  queue: DeadLetterQueue;
  eventId: string;
  jobName: string;
  /** Null only if the event is no longer in the log. */
  eventType: string | null;
  streamId: string | null;
  lastError: string | null;
  deadAt: string;
}

/** A dead letter with the id react-admin's list components key rows on: one event can die in both queues. */
export interface FailedJobRecord extends DeadLetter, RaRecord<string> {}

export interface RetryDeadLettersAnswer {
  retried: number;
}

export function toFailedJobRecord(deadLetter: DeadLetter): FailedJobRecord {
  return { ...deadLetter, id: `${deadLetter.queue}:${deadLetter.eventId}` };
}
