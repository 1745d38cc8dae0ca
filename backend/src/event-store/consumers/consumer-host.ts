import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../config/config';
import { Database } from '../../platform/database/database';
import { EventStore } from '../event-store';
import { RelayConsumer } from '../relay/relay';
import { Consumer } from './consumer';
import { ConsumerRunner } from './consumer-runner';

/** Modules register their async consumers here; the worker role runs them (one owner each, cluster-wide). */
@Injectable()
export class ConsumerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('consumers');
  private readonly runners: ConsumerRunner[] = [];
  private started = false;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Optional() @Inject(SchedulerRegistry) private readonly scheduler?: SchedulerRegistry,
  ) {}

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
  }
}
