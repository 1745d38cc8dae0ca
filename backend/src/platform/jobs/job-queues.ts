import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Processor, Queue, Worker, WorkerOptions } from 'bullmq';
import { AppConfig } from '../../config/config';
import { Database } from '../database/database';
import { REDIS_CLOSE_MS, RedisConnection } from '../redis/redis-connection';
import { within } from '../time/within';

interface WorkerRegistration {
  queue: string;
  processor: Processor;
  options: ProcessOptions;
}

export type ProcessOptions = Partial<WorkerOptions> & {
  /** The jobs call a service that may answer "slow down" (JobRateLimited); elsewhere that answer is a plain failure. */
  mayRateLimit?: boolean;
};

/**
 * BullMQ on the app's Redis and key prefix. Any role may enqueue; only the worker role processes. Workers
 * start after every module has initialised (so event types and projections are registered) and close
 * before the Redis connection does.
 */
@Injectable()
export class JobQueues implements OnApplicationBootstrap {
  private readonly logger = new Logger('jobs');
  private readonly queues = new Map<string, Queue>();
  private readonly registrations: WorkerRegistration[] = [];
  private readonly workers: Worker[] = [];
  private started = false;

  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
  ) {}

  /** BullMQ's own keys live under '<REDIS_PREFIX>:bull', beside the app's other keys. */
  get prefix(): string {
    return this.redis.key('bull');
  }

  queue<T = unknown>(name: string): Queue<T> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis.client, prefix: this.prefix });
      queue.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'queue error'));
      this.queues.set(name, queue);
    }
    return queue as unknown as Queue<T>;
  }

  /** Every queue this process enqueues to or processes (the queue dashboard shows them all). */
  names(): string[] {
    return [...new Set([...this.queues.keys(), ...this.registrations.map((r) => r.queue)])].sort();
  }

  /** Registers the processor for a queue; it runs only where the worker role runs. */
  process<T>(queue: string, processor: (job: Job<T>, token?: string) => Promise<unknown>, options: ProcessOptions = {}): void {
    const registration = { queue, processor: processor as Processor, options };
    this.registrations.push(registration);
    if (this.started) this.startWorker(registration);
  }

  get runsWorkers(): boolean {
    return this.config.runsWorker;
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorker) return;
    this.started = true;
    for (const registration of this.registrations) this.startWorker(registration);
  }

  /**
   * A JobRateLimited the job threw now would send it back to wait, not count as a failure: its queue was registered
   * with mayRateLimit and the job has not been sent back MAX_RATE_LIMITED_STARTS times yet. A job that records each
   * attempt's outcome itself asks this first, to know which the answer will be.
   */
  sendsBack(queue: string, job: Pick<Job, 'attemptsStarted' | 'attemptsMade'>): boolean {
    const mayRateLimit = this.registrations.some((r) => r.queue === queue && r.options.mayRateLimit === true);
    return mayRateLimit && job.attemptsStarted - job.attemptsMade <= MAX_RATE_LIMITED_STARTS;
  }

  private startWorker({ queue, processor, options: { mayRateLimit = false, ...options } }: WorkerRegistration): void {
    // Each job, and everything it calls, queries through the jobs' own pool.
    const run: Processor = async (job, token) => {
      try {
        return await this.db.forJobs(() => processor(job, token));
      } catch (error) {
        if (!(error instanceof JobRateLimited)) throw error;
        // A service that keeps saying "slow down" is failing after all: from then on its answer spends attempts as any failure does.
        if (!this.sendsBack(queue, job)) throw error.cause;
        this.logger.warn({ queue, jobId: job.id, waitMs: error.waitMs }, `queue ${queue} paused: ${error.message}`);
        await this.queue(queue).rateLimit(error.waitMs);
        throw Worker.RateLimitError();
      }
    };
    const worker = new Worker(queue, run, {
      connection: this.redis.client,
      prefix: this.prefix,
      concurrency: 4,
      // BullMQ honours a queue's manual rate limit only for workers with a limiter; this one never binds by itself.
      ...(mayRateLimit ? { limiter: { max: 1_000_000, duration: 1_000 } } : {}),
      ...options,
    });
    worker.on('failed', (job, error) => this.logger.warn({ err: error, queue, jobId: job?.id, attempt: job?.attemptsMade }, `job ${job?.name ?? ''} failed`));
    worker.on('error', (error) => this.logger.warn({ err: error, queue }, 'worker error'));
    this.workers.push(worker);
  }

  /**
   * Called by the platform's shutdown before the Redis connection closes. Running jobs get up to JOBS_CLOSE_MS to
   * finish (a second if Redis is away: they could not record their outcome anyway); then the workers' and queues'
   * connections are dropped. An unfinished job stays in Redis and runs again (jobs are idempotent), so a close
   * is always bounded, even while Redis is down or reconnecting.
   */
  async close(graceMs = JOBS_CLOSE_MS): Promise<void> {
    // With Redis away, a worker closes by force: it drops its blocking connection instead of queueing a QUIT behind the outage.
    const force = !this.redis.ready;
    const bound = force ? Math.min(graceMs, REDIS_CLOSE_MS) : graceMs;
    await Promise.all(this.workers.splice(0).map((worker) => closeBounded(worker, bound, force)));
    await Promise.all([...this.queues.values()].map((queue) => closeBounded(queue, REDIS_CLOSE_MS)));
    this.queues.clear();
  }
}

/**
 * Thrown by a job when the service it calls asked us to slow down (an HTTP 429). The whole queue waits `waitMs` (the other
 * jobs would meet the same limit), and the job goes back to waiting without spending one of its attempts: a rate limit
 * that outlasts the retries' backoff must not turn cards into dead letters.
 */
export class JobRateLimited extends Error {
  /** At least 1 ms, at most MAX_RATE_LIMIT_WAIT_MS. */
  readonly waitMs: number;

  constructor(
    waitMs: number,
    readonly cause: Error,
  ) {
    super(cause.message);
    this.name = 'JobRateLimited';
    this.waitMs = Math.min(Math.max(Math.ceil(waitMs) || 1, 1), MAX_RATE_LIMIT_WAIT_MS);
  }

  /** The service's Retry-After (seconds, when it gave one), but never less than `atLeastMs` (one backoff). */
  static retryAfter(seconds: number | null, atLeastMs: number, cause: Error): JobRateLimited {
    return new JobRateLimited(Math.max((seconds ?? 0) * 1000, atLeastMs), cause);
  }
}

/** How many times one job may be sent back by rate limits before they count as failures. */
export const MAX_RATE_LIMITED_STARTS = 50;
/** The longest a rate limit pauses a queue, whatever the service's Retry-After says. */
export const MAX_RATE_LIMIT_WAIT_MS = 15 * 60_000;

/** How long a shutdown lets running jobs finish before it drops the workers' connections. */
export const JOBS_CLOSE_MS = 10_000;

async function closeBounded(closable: Worker | Queue, ms: number, force = false): Promise<void> {
  const closing = closable instanceof Worker ? closable.close(force) : closable.close();
  const closed = await within(closing, ms, 'close unfinished').then(
    () => true,
    (error: Error) => error.message !== 'close unfinished',
  );
  if (closed) return;
  // Still waiting (on a job, or on a connection that is reconnecting): drop its connections, without waiting for that either.
  await within(closable.disconnect(), REDIS_CLOSE_MS, 'disconnect unfinished').catch(() => undefined);
}
