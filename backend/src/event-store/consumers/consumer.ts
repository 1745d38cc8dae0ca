import { PoolClient } from 'pg';
import { RecordedEvent } from '../types';

/** An async consumer: its output and its checkpoint commit in one transaction, so a crash never loses or repeats work. */
export interface Consumer {
  name: string;
  /** Only these stream types are read (all when omitted). */
  streamTypes?: string[];
  batchSize?: number;
  /**
   * The event types it acts on (every type when omitted). Only their commits wake it, and only they reach handle() and
   * afterCommit(); its batches still read every event of its stream types, so its checkpoint moves past the others at
   * its next wake-up or poll (CONSUMER_POLL_MS), and nothing is skipped. A checkout's commit wakes none of the order
   * consumers that act on payments.
   */
  handles?(eventType: string): boolean;
  /**
   * 'sealed' for a consumer that uses no personal field of the events it reads (it looks at types, ids, metadata and
   * plain fields, and reads people from the read tables): its events come with those fields still sealed, so they are
   * neither decrypted nor held in the clear for it. Opened when omitted.
   */
  personalData?: 'opened' | 'sealed';
  handle(events: RecordedEvent[], client: PoolClient): Promise<void>;
  /** Runs after the batch committed (e.g. enqueue jobs); failures are repaired by the consumer's own sweeper. */
  afterCommit?(events: RecordedEvent[]): Promise<void>;
}
