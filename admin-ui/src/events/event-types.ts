import type { RaRecord } from 'react-admin';

export interface EventMetadata {
  actor?: string;
  correlationId?: string;
  causationId?: string;
  occurredAt?: string;
  requestId?: string;
}

export interface EventRecord extends RaRecord<string> {
  globalPosition: number;
  streamId: string;
  streamType: string;
  version: number;
  eventType: string;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: string;
}

export interface StreamTypeRecord extends RaRecord<string> {
  name: string;
  count: number;
}

export interface StreamState {
  streamId: string;
  streamType: string;
  version: number;
  state: unknown;
}
