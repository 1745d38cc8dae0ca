export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actor: string;
  occurredAt: string;
  requestId: string | null;
}

export type JsonObject = Record<string, unknown>;

export interface NewEvent<D extends JsonObject = JsonObject> {
  /** Stable name without version, e.g. 'lead.started'. */
  type: string;
  data: D;
  eventId?: string;
}

export interface RecordedEvent<D extends JsonObject = JsonObject> {
  eventId: string;
  streamId: string;
  streamType: string;
  version: number;
  globalPosition: number;
  transactionId: string;
  /** Name without version, after upcasting to the current version. */
  type: string;
  /** The stored string, e.g. 'lead.started.v1'. */
  storedType: string;
  data: D;
  metadata: EventMetadata;
  recordedAt: Date;
  /** The person the stream's personal fields belong to (es_streams.subject_id), or null. */
  subjectId: string | null;
}

/** 'no-stream' demands a new stream; a number demands the stream be at that version; 'any' skips the check. */
export type ExpectedVersion = number | 'no-stream' | 'any';

/** A consumer's place in the log: (transaction id, global position), never position alone. */
export interface Checkpoint {
  tx: string;
  position: number;
}

export const START: Checkpoint = { tx: '0', position: 0 };
