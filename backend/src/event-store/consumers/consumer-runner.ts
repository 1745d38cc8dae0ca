import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { Database } from '../../platform/database/database';
import { within } from '../../platform/time/within';
import { EventStore } from '../event-store';
import { ofOtherStreams, wakesFor } from './commit-notice';
import { Consumer } from './consumer';

/** How long stop() waits for the running drain. */
export const STOP_WAIT_MS = 5_000;

export interface RunnerOptions {
  pollMs: number;
}

/**
 * Drives one consumer: holds its advisory lock so exactly one instance runs it, wakes on NOTIFY
 * with a polling fallback, and advances the checkpoint in the same transaction as the output.
 */
export class ConsumerRunner {
  private readonly logger: Logger;
  private control: Client | null = null;
  private owner = false;
  private timer: NodeJS.Timeout | null = null;
  /** Drains run one after another on this chain. */
  private queue: Promise<void> = Promise.resolve();
  private wakeQueued = false;
  private stopped = false;
  /**
   * Another stream type committed since this consumer last looked past such events (NOTIFY tells it; true at start): the
   * next read that finds nothing of its own asks EventStore.skipOtherStreams to move its checkpoint past them.
   */
  private othersCommitted = true;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    readonly consumer: Consumer,
    private readonly options: RunnerOptions,
  ) {
    this.logger = new Logger(`consumer:${consumer.name}`);
  }

  private get batchSize(): number {
    return this.consumer.batchSize ?? 500;
  }

  get isOwner(): boolean {
    return this.owner;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.tick();
  }

  /**
   * Stops after the running drain, waiting at most STOP_WAIT_MS for it: a drain whose after-commit step waits for
   * Redis (BullMQ queues wait for as long as Redis is away) must not hold a shutdown. Its batch is committed with
   * its checkpoint and relay_pending rows, so the sweeper re-derives whatever it did not enqueue.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await within(this.queue, STOP_WAIT_MS, 'drain unfinished').catch(() =>
      this.logger.warn('stopping without waiting for the running drain (its committed batch stays; the sweeper re-derives its jobs)'),
    );
    await this.releaseControl();
  }

  /** Processes everything visible now; resolves when caught up. Drains never overlap within an instance. */
  drain(onStart?: () => void): Promise<number> {
    const run = this.queue.then(() => {
      onStart?.();
      return this.drainLoop();
    });
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private async drainLoop(): Promise<number> {
    // A stopped runner starts no new drain, such as a wake-up that was queued behind the last one.
    if (!this.owner || this.stopped) return 0;
    let total = 0;
    for (;;) {
      const count = await this.processBatch();
      total += count;
      // A batch short of the limit read everything visible: no second read to find nothing. What commits meanwhile
      // notifies, and a notice during a drain queues the next one.
      if (count < this.batchSize || this.stopped) return total;
    }
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.owner) await this.tryOwn();
      if (this.owner) await this.wake();
    } catch (error) {
      this.logger.warn({ err: error }, 'consumer tick failed; retrying');
      await this.releaseControl();
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.tick(), this.options.pollMs);
  }

  /** Takes over the consumer if no other instance holds it; true when this instance is the owner. */
  async ensureOwnership(): Promise<boolean> {
    if (!this.owner) await this.tryOwn();
    return this.owner;
  }

  private async tryOwn(): Promise<void> {
    const control = new Client({ connectionString: this.db.url, ...(this.db.statementTimeoutMs ? { statement_timeout: this.db.statementTimeoutMs } : {}) });
    control.on('error', () => void this.releaseControl());
    await control.connect();
    const { rows } = await control.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [
      `consumer:${this.consumer.name}`,
    ]);
    if (!rows[0].locked) {
      await control.end();
      return;
    }
    await this.db.query('insert into es_checkpoints (consumer) values ($1) on conflict do nothing', [this.consumer.name]);
    // A commit of a stream type this consumer does not read, or of event types it does not handle, would wake it for
    // nothing (a transaction, a checkpoint read, a read and a commit or rollback): a dozen consumers listen.
    control.on('notification', ({ payload }) => {
      if (wakesFor(this.consumer, payload)) void this.wake();
      else if (ofOtherStreams(this.consumer, payload)) this.othersCommitted = true;
    });
    await control.query('listen es_events');
    this.control = control;
    this.owner = true;
  }

  private async releaseControl(): Promise<void> {
    const control = this.control;
    this.control = null;
    this.owner = false;
    if (control) await control.end().catch(() => undefined);
  }

  /**
   * Coalesces wake-ups: at most one drain waits behind the running one, and a wake-up that arrives while a
   * drain runs queues exactly one more, so nothing committed meanwhile is left for the next poll.
   */
  private wake(): Promise<void> {
    if (this.wakeQueued) return this.queue;
    this.wakeQueued = true;
    return this.drain(() => (this.wakeQueued = false)).then(
      () => undefined,
      (error: unknown) => this.logger.error({ err: error }, 'consumer batch failed; it will be retried'),
    );
  }

  /**
   * One batch: the events after the checkpoint are read with it in one statement, outside any transaction (a wake-up
   * that finds nothing costs that statement alone); then the consumer's output and the checkpoint's move commit
   * together. The move is guarded by the checkpoint read, so a batch that anything else overtook meanwhile rolls back.
   */
  private async processBatch(): Promise<number> {
    // On the runner's own pool (the worker's consumer pool), like the batch's transaction: never the connections requests wait for.
    const { after, events } = await this.store.readAfterCheckpoint(this.consumer.name, this.batchSize, {
      streamTypes: this.consumer.streamTypes,
      personalData: this.consumer.personalData,
      client: this.db.pool,
    });
    if (!after) {
      const streamTypes = this.consumer.streamTypes;
      if (streamTypes && this.othersCommitted) {
        // Cleared first: a notice that arrives meanwhile asks again at the next empty read.
        this.othersCommitted = false;
        try {
          await this.store.skipOtherStreams(this.consumer.name, streamTypes, this.db.pool);
        } catch (error: unknown) {
          // Only a saving: nothing of the consumer's own is missed, and the next empty read asks again.
          this.othersCommitted = true;
          this.logger.warn({ err: error }, "consumer could not move past other streams' events; it will ask again");
        }
      }
      return 0;
    }
    // Only the events it handles reach it (and its after-commit step); the checkpoint moves past the whole batch.
    const handles = this.consumer.handles?.bind(this.consumer);
    const mine = handles ? events.filter((event) => handles(event.type)) : events;
    const last = events[events.length - 1];
    await this.db.transaction(async (client) => {
      if (mine.length) await this.consumer.handle(mine, client);
      const moved = await client.query(
        `update es_checkpoints set last_tx = $2::xid8, last_position = $3, updated_at = now()
         where consumer = $1 and last_tx = $4::xid8 and last_position = $5`,
        [this.consumer.name, last.transactionId, last.globalPosition, after.tx, after.position],
      );
      if (moved.rowCount !== 1) throw new Error(`checkpoint of ${this.consumer.name} moved underneath this batch`);
    });
    if (this.consumer.afterCommit && mine.length) {
      await this.consumer.afterCommit(mine).catch((error) => this.logger.warn({ err: error }, 'after-commit step failed; the sweeper repairs it'));
    }
    return events.length;
  }
}
