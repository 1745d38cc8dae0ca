import { Logger } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { Pool, PoolClient } from 'pg';
import { Coalescer, CoalescerMap, oneRowOf } from '../../platform/database/coalescer';
import { Database } from '../../platform/database/database';
import { Consumer } from '../consumers/consumer';
import { RecordedEvent } from '../types';
import { erasureCountSql } from '../vault/personal-data-vault';

/** The only thing a job carries: the event id. Personal data stays in the vault-protected log. */
export interface RelayJobData {
  eventId: string;
}

export interface RelayRoute {
  queue: Queue<RelayJobData>;
  /** Job name for this event, or null when this queue ignores it: chosen by the event's type alone, never its data. */
  jobFor(event: Pick<RecordedEvent, 'type'>): string | null;
  jobOptions?: JobsOptions;
}

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: false,
};

/**
 * Turns events into BullMQ jobs with jobId = event id. Each job is first recorded in relay_pending in the
 * checkpoint transaction, so a lost enqueue (crash, Redis flushed) is re-derived by sweep().
 */
export class RelayConsumer implements Consumer {
  private readonly logger: Logger;
  /** A job carries its event's id only, and routes choose by type: the relay never needs a personal field. */
  readonly personalData = 'sealed';

  constructor(
    readonly name: string,
    readonly routes: RelayRoute[],
    readonly streamTypes?: string[],
  ) {
    this.logger = new Logger(`relay:${name}`);
  }

  /** Only commits of types some route turns into a job wake it (Consumer.handles). */
  handles(type: string): boolean {
    return this.routes.some((route) => route.jobFor({ type }) !== null);
  }

  async handle(events: RecordedEvent[], client: PoolClient): Promise<void> {
    const queues: string[] = [];
    const ids: string[] = [];
    const names: string[] = [];
    for (const event of events) {
      for (const route of this.routes) {
        const jobName = route.jobFor(event);
        if (!jobName) continue;
        queues.push(route.queue.name);
        ids.push(event.eventId);
        names.push(jobName);
      }
    }
    if (!ids.length) return;
    await client.query(
      `insert into relay_pending (queue, event_id, job_name)
       select queue, event_id, job_name from unnest($1::text[], $2::uuid[], $3::text[]) as u(queue, event_id, job_name) on conflict do nothing`,
      [queues, ids, names],
    );
  }

  async afterCommit(events: RecordedEvent[]): Promise<void> {
    for (const route of this.routes) {
      const jobs = events.flatMap((event) => {
        const name = route.jobFor(event);
        return name ? [{ name, data: { eventId: event.eventId }, opts: jobOptions(route, event.eventId) }] : [];
      });
      if (jobs.length) await route.queue.addBulk(jobs);
    }
  }

  /**
   * Re-enqueues pending jobs that Redis no longer knows (flushed, or the enqueue never happened), and marks
   * jobs that exhausted their retries as dead letters. Returns how many it re-enqueued.
   */
  async sweep(db: Database, olderThanMs: number): Promise<number> {
    let requeued = 0;
    for (const route of this.routes) {
      const pending = await db.query<{ event_id: string; job_name: string }>(
        `select event_id, job_name from relay_pending
         where queue = $1 and dead_at is null and enqueued_at <= now() - make_interval(secs => $2::double precision / 1000)
         order by enqueued_at limit 1000`,
        [route.queue.name, olderThanMs],
      );
      for (const row of pending) {
        const job = await route.queue.getJob(row.event_id);
        const state = job ? await job.getState() : 'missing';
        // A worker that was busy when Redis lost its keys writes back a partial job (no data, no options);
        // 'unknown' is a job hash in no list; 'completed' yet still pending never recorded its effect.
        // None of these would ever run properly again by itself.
        const partial = job?.data?.eventId !== row.event_id;
        if (state === 'missing' || partial || state === 'unknown' || state === 'completed') {
          if (job) await job.remove().catch(() => undefined);
          await route.queue.add(row.job_name, { eventId: row.event_id }, jobOptions(route, row.event_id));
          await db.query('update relay_pending set enqueued_at = now() where queue = $1 and event_id = $2', [route.queue.name, row.event_id]);
          requeued++;
        } else if (job && state === 'failed' && job.attemptsMade >= (job.opts.attempts ?? 1)) {
          await db.query('update relay_pending set dead_at = now(), last_error = $3 where queue = $1 and event_id = $2', [
            route.queue.name,
            row.event_id,
            job.failedReason ?? 'failed',
          ]);
        }
      }
    }
    if (requeued) this.logger.warn(`re-enqueued ${requeued} job(s) that Redis had lost`);
    return requeued;
  }
}

/**
 * Staff's "try again" for dead letters (e.g. after fixing a Trello token): each exhausted job is replaced
 * by a fresh one with the same id and a full set of attempts. Returns how many were re-enqueued.
 */
export async function retryDeadLetters(db: Database, routes: RelayRoute[]): Promise<number> {
  let retried = 0;
  for (const route of routes) {
    const dead = await db.query<{ event_id: string; job_name: string }>(
      'select event_id, job_name from relay_pending where queue = $1 and dead_at is not null order by dead_at limit 1000',
      [route.queue.name],
    );
    for (const row of dead) {
      const old = await route.queue.getJob(row.event_id);
      if (old) await old.remove().catch(() => undefined);
      await route.queue.add(row.job_name, { eventId: row.event_id }, jobOptions(route, row.event_id));
      await db.query('update relay_pending set dead_at = null, last_error = null, enqueued_at = now() where queue = $1 and event_id = $2', [
        route.queue.name,
        row.event_id,
      ]);
      retried++;
    }
  }
  return retried;
}

/** One job per (queue, event): the job id is the event id, so BullMQ refuses a second copy. */
function jobOptions(route: RelayRoute, eventId: string): JobsOptions {
  return { ...DEFAULT_JOB_OPTIONS, ...route.jobOptions, jobId: eventId };
}

/**
 * Runs a job's effect at most once per (consumer, event): the processed_events row, the effect and the
 * relay_pending cleanup commit together. Returns false when it had already been done.
 */
export async function processOnce(
  db: Database,
  consumer: string,
  queue: string,
  eventId: string,
  effect: (client: PoolClient) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (client) => {
    const [{ fresh }] = (await client.query<{ fresh: boolean }>(RECORD_DONE_SQL, [consumer, eventId, queue])).rows;
    if (fresh) await effect(client);
    return fresh;
  });
}

/**
 * Records (consumer, event) as done and clears its relay_pending row in one statement (its own transaction, or
 * the caller's); `fresh` is false when it had been recorded before.
 */
const RECORD_DONE_SQL = `with done as (
    insert into processed_events (consumer, event_id) values ($1, $2) on conflict do nothing returning 1
  ),
  cleared as (delete from relay_pending where queue = $3 and event_id = $2)
  select exists (select 1 from done) as fresh`;

export type DoneRecord = { recorded: true; fresh: boolean } | { recorded: false; erasures: number };

/**
 * For effects on outside services (a task board, an SMTP server) that must not hold a database transaction open across
 * the network call: the job reads its event with EventStore.readForJob, skips it when done, runs the effect, then calls
 * this. The effect must itself be idempotent (a state sync, an upsert keyed by the event id), because a crash between
 * the effect and the record runs it again.
 *
 * With `unlessErased` (the event's subject and the erasure mark read before the effect), nothing is recorded when the
 * person was erased meanwhile: the answer carries the new mark, and the job runs its effect again on the erased facts.
 */
export async function recordDone(
  db: Database,
  consumer: string,
  queue: string,
  eventId: string,
  unlessErased?: { subjectId: string; erasures: number },
): Promise<DoneRecord> {
  return doneRecords.for(db.pool, consumer).call({ consumer, queue, eventId, unlessErased: unlessErased ?? null });
}

/** What one job asks recordDone. */
interface DoneAsk {
  consumer: string;
  queue: string;
  eventId: string;
  unlessErased: { subjectId: string; erasures: number } | null;
}

const doneRecord = (row: { recorded: boolean; fresh: boolean; erasures: number | null }): DoneRecord =>
  row.recorded ? { recorded: true, fresh: row.fresh } : { recorded: false, erasures: row.erasures! };

/**
 * recordDone for one job or many of one consumer ($1), a row per job in the order given: each row's subject's erasure
 * mark ($4's) checked against the one the job read ($5's), and only then its record and its relay_pending cleanup (as
 * RECORD_DONE_SQL's); a row without a subject ($4 null) always recorded.
 */
const RECORD_DONE_MANY_SQL = `with checked as (
    select a.event_id, a.queue, a.ord, m.n, (a.subject_id is null or m.n = a.erasures) as ok
    from unnest($2::uuid[], $3::text[], $4::uuid[], $5::int[]) with ordinality as a(event_id, queue, subject_id, erasures, ord)
    cross join lateral (select case when a.subject_id is null then null else ${erasureCountSql('a.subject_id')} end as n) m
  ),
  done as (
    insert into processed_events (consumer, event_id) select $1, event_id from checked where ok on conflict do nothing returning event_id
  ),
  cleared as (delete from relay_pending p using checked c where c.ok and p.queue = c.queue and p.event_id = c.event_id)
  select c.ok as recorded, exists (select 1 from done d where d.event_id = c.event_id) as fresh, c.n as erasures from checked c order by c.ord`;

/** recordDone's statement, alone or shared by concurrent jobs of one consumer on one pool (Coalescer). */
const doneRecords = new CoalescerMap<Pool, DoneAsk, DoneRecord>((pool) => {
  const recordMany = async (asks: DoneAsk[]) => {
    const { rows } = await pool.query<{ recorded: boolean; fresh: boolean; erasures: number | null }>(RECORD_DONE_MANY_SQL, [
      asks[0].consumer,
      asks.map((ask) => ask.eventId),
      asks.map((ask) => ask.queue),
      asks.map((ask) => ask.unlessErased?.subjectId ?? null),
      asks.map((ask) => ask.unlessErased?.erasures ?? null),
    ]);
    return rows.map(doneRecord);
  };
  return new Coalescer(recordMany, oneRowOf(recordMany));
});
