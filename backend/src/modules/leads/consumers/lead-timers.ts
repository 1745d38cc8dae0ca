import { Inject, Injectable, Logger } from '@nestjs/common';
import { DelayedError, Job, Queue } from 'bullmq';
import { Clock } from '../../../platform/clock';
import { JobQueues } from '../../../platform/jobs/job-queues';
import { RedisConnection } from '../../../platform/redis/redis-connection';
import { within } from '../../../platform/time/within';

export const LEAD_TIMERS_QUEUE = 'lead-timers';

/** An open lead's 30 minutes without activity (spec 000 §9). */
export const INACTIVITY_TIMER = 'lead-inactivity';

/** A tracked cart's end of the local day. */
export const CART_FOLLOW_UP_TIMER = 'cart-follow-up';

export interface TimerJob {
  /** The lead or cart the timer belongs to. */
  id: string;
}

/** Commands wait at most this long on Redis to arm or cancel a timer; the sweep catches what an outage missed. */
export const TIMER_REDIS_TIMEOUT_MS = 1_500;

/** What a timer does when it fires: null when done, or the time it is really due (then it waits again). */
export type TimerHandler = (id: string) => Promise<Date | null>;

/**
 * Delayed BullMQ jobs, one per (kind, id), with deterministic job ids. Arming again moves the existing
 * job rather than adding a second. The delay comes from the injected clock, and a job that fires early
 * (the clock says it is not yet due, e.g. after activity re-armed it) waits again for the rest. Each
 * handler re-checks state, so a stale or duplicate firing does nothing, and a periodic sweep catches
 * timers Redis lost.
 */
@Injectable()
export class Timers {
  private readonly logger = new Logger('timers');
  private readonly handlers = new Map<string, TimerHandler>();
  readonly queue: Queue<TimerJob>;

  constructor(
    @Inject(JobQueues) jobs: JobQueues,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
  ) {
    this.queue = jobs.queue<TimerJob>(LEAD_TIMERS_QUEUE);
    jobs.process<TimerJob>(LEAD_TIMERS_QUEUE, (job, token) => this.fire(job, token), { concurrency: 4 });
  }

  on(kind: string, handler: TimerHandler): void {
    this.handlers.set(kind, handler);
  }

  static jobId(kind: string, id: string): string {
    return `${kind}-${id}`;
  }

  /**
   * Sets (or moves) the timer to fire at dueAt, by the injected clock; rejects quickly while Redis is down. `first`: the
   * id was minted just now, so it can have no timer yet: the job is added without looking for one (a Redis round trip
   * fewer on every new lead). Were there one after all, BullMQ would keep it and ignore the add (same job id).
   */
  arm(kind: string, id: string, dueAt: Date, options: { first?: boolean } = {}): Promise<void> {
    return this.bounded(() => this.armNow(kind, id, dueAt, options.first === true));
  }

  /** Removes the timer unless it is running; rejects quickly while Redis is down. */
  cancel(kind: string, id: string): Promise<void> {
    return this.bounded(() => this.cancelNow(kind, id));
  }

  /** Requests never queue behind a lost Redis: fail at once while it is down, and after TIMER_REDIS_TIMEOUT_MS otherwise. */
  private async bounded(work: () => Promise<void>): Promise<void> {
    if (this.redis.down) throw new Error('Redis is down: the timer is left to the sweep');
    await within(work(), TIMER_REDIS_TIMEOUT_MS, 'Redis did not answer in time: the timer is left to the sweep');
  }

  private async armNow(kind: string, id: string, dueAt: Date, first: boolean): Promise<void> {
    const delay = Math.max(0, dueAt.getTime() - this.clock.now().getTime());
    const jobId = Timers.jobId(kind, id);
    const existing = first ? undefined : await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'delayed') {
        await existing.changeDelay(delay).catch(() => undefined);
        return;
      }
      // A job that is running re-checks state itself; a finished one is replaced.
      if (state === 'active' || state === 'waiting' || state === 'prioritized') return;
      await existing.remove().catch(() => undefined);
    }
    await this.queue.add(
      kind,
      { id },
      { jobId, delay, attempts: 5, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } },
    );
  }

  private async cancelNow(kind: string, id: string): Promise<void> {
    const job = await this.queue.getJob(Timers.jobId(kind, id));
    if (job && (await job.getState()) !== 'active') await job.remove().catch(() => undefined);
  }

  private async fire(job: Job<TimerJob>, token?: string): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`no handler for timer ${job.name}`);
    const dueAgainAt = await handler(job.data.id);
    if (!dueAgainAt || !token) return;
    // Not due yet by the clock (activity moved it): wait for the rest, as the same job.
    const remaining = Math.max(1000, dueAgainAt.getTime() - this.clock.now().getTime());
    this.logger.debug({ jobId: job.id, remaining }, 'timer not due yet; waiting again');
    await job.moveToDelayed(Date.now() + remaining, token);
    throw new DelayedError();
  }
}
