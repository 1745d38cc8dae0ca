import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../config/config';
import { createDatabase, Database } from '../../platform/database/database';
import { EventStore } from '../event-store';
import { RelayConsumer } from '../relay/relay';
import { Consumer } from './consumer';
import { ConsumerRunner } from './consumer-runner';

/** How long a consumer's batch may wait for a free connection of the consumers' pool (a down server still fails at the connect bound). */
export const CONSUMER_POOL_WAIT_MS = 10_000;

/** Modules register their async consumers here; the worker role runs them (one owner each, cluster-wide). */
@Injectable()
export class ConsumerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('consumers');
  private readonly runners: ConsumerRunner[] = [];
  private started = false;
  /**
   * The consumers' batches run on a small pool of their own: a burst of wake-ups (every consumer wakes on every commit)
   * never takes the connections requests wait for, and a batch may wait longer for a free connection than a request may.
   * Only the worker role opens it (connections are made on first use).
   */
  private readonly db: Database;
  private readonly ownPool: boolean;

  constructor(
    @Inject(Database) requestDb: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Optional() @Inject(SchedulerRegistry) private readonly scheduler?: SchedulerRegistry,
  ) {
    const env = config.env;
    this.db = config.runsWorker
      ? createDatabase(
          requestDb.url,
          env.CONSUMER_POOL_SIZE,
          requestDb.statementTimeoutMs,
          env.DATABASE_CONNECT_TIMEOUT_MS,
          Math.max(env.DATABASE_CONNECT_TIMEOUT_MS, CONSUMER_POOL_WAIT_MS),
        )
      : requestDb;
    this.ownPool = config.runsWorker;
  }

  register(consumer: Consumer): ConsumerRunner {
    const runner = new ConsumerRunner(this.db, this.store, consumer, { pollMs: this.config.env.CONSUMER_POLL_MS });
    this.runners.push(runner);
    if (this.started) void runner.start();
    return runner;
  }

  runner(name: string): ConsumerRunner | undefined {
    return this.runners.find((r) => r.consumer.name === name);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runsWorker) return;
    this.started = true;
    await Promise.all(this.runners.map((r) => r.start()));
    await this.sweepRelays(0);
    if (this.scheduler) {
      const timer = setInterval(() => void this.sweepRelays(this.config.env.RELAY_SWEEP_GRACE_MS), this.config.env.RELAY_SWEEP_MS);
      this.scheduler.addInterval('relay-sweeper', timer);
    }
  }

  /** Re-derives jobs Redis lost; runs at worker start and every RELAY_SWEEP_MS (30 s). */
  async sweepRelays(graceMs: number): Promise<number> {
    let requeued = 0;
    for (const runner of this.runners) {
      if (runner.consumer instanceof RelayConsumer && runner.isOwner) {
        requeued += await runner.consumer.sweep(this.db, graceMs).catch((error) => {
          this.logger.warn({ err: error }, 'relay sweep failed');
          return 0;
        });
      }
    }
    return requeued;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler?.doesExist('interval', 'relay-sweeper')) this.scheduler.deleteInterval('relay-sweeper');
    await Promise.all(this.runners.map((r) => r.stop()));
    if (this.ownPool) await this.db.close().catch((error: unknown) => this.logger.warn({ err: error }, "closing the consumers' pool failed"));
  }
}
