import { createDatabase, Database } from '../../backend/src/platform/database/database';
import { JobQueues, JobRateLimited, MAX_RATE_LIMITED_STARTS } from '../../backend/src/platform/jobs/job-queues';
import { eventually } from '../support/eventually';
import { createTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** Holds one connection of whichever pool `run` uses in an open transaction until the returned release is called. */
async function holdConnection(run: (work: () => Promise<void>) => Promise<void>, db: Database): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = run(() =>
    db.transaction(async (client) => {
      await client.query('select 1');
      held();
      await gate;
    }),
  );
  await holding;
  return async () => {
    release();
    await done;
  };
}

describe('platform: background jobs query through a pool of their own', () => {
  let t: TestDatabase;
  const closers: Database[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    for (const db of closers) await db.close();
    await t.close();
  });

  function database(jobPoolSize: number): Database {
    // One request connection, waited for 500 ms at most.
    const db = createDatabase(t.url, 1, 0, 500, 500, jobPoolSize);
    closers.push(db);
    return db;
  }

  it("runs a job's queries and transactions while requests hold every shared connection, and requests while jobs hold theirs", async () => {
    const db = database(1);
    const releaseRequest = await holdConnection((work) => work(), db);

    // A request's query now waits for the one shared connection and gives up; a job's work, awaits and timers included, runs.
    await expect(db.query('select 1')).rejects.toThrow(/timeout/i);
    const answer = await db.forJobs(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const [row] = await db.transaction(async (client) => (await client.query<{ n: number }>('select 2 as n')).rows);
      return (await db.query<{ n: number }>('select $1::int + 1 as n', [row.n]))[0].n;
    });
    expect(answer).toBe(3);
    await releaseRequest();

    // The other way round: a job holding the jobs' only connection leaves requests their own.
    const releaseJob = await holdConnection((work) => db.forJobs(work), db);
    expect(await db.query<{ n: number }>('select 4 as n')).toEqual([{ n: 4 }]);
    // Another job's query waits for the jobs' connection (a job may wait longer than a request), not for the shared one.
    const queued = db.forJobs(() => db.query<{ n: number }>('select 6 as n'));
    expect(await db.forJobs(async () => db.pool.waitingCount)).toBe(1);
    expect(db.pool.waitingCount).toBe(0);
    await releaseJob();
    expect(await queued).toEqual([{ n: 6 }]);
  });

  it('shares the pool when the process has no jobs pool (an API-only process runs no jobs)', async () => {
    const db = database(0);
    const release = await holdConnection((work) => db.forJobs(work), db);
    await expect(db.query('select 1')).rejects.toThrow(/timeout/i);
    await release();
    expect(await db.forJobs(() => db.query<{ n: number }>('select 5 as n'))).toEqual([{ n: 5 }]);
  });
});

describe('platform: a BullMQ job runs on the jobs pool', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("gives every job's work the jobs' pool, and everything outside a job the shared one", async () => {
    const db = app.app.get(Database);
    const jobs = app.app.get(JobQueues);
    const shared = db.pool;
    const seen: boolean[] = [];
    jobs.process('pool-probe', async () => {
      await db.query('select 1');
      seen.push(db.pool === shared);
    });
    await jobs.queue('pool-probe').add('probe', {});
    await jobs.queue('pool-probe').add('probe', {});
    await eventually(
      async () => seen,
      (list) => list.length === 2,
      'both probe jobs',
    );
    expect(seen).toEqual([false, false]);
    expect(db.pool).toBe(shared);
  });
});

describe('platform: a job the service asks to slow down (JobRateLimited)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** Registers a queue whose job says "slow down" `times` times, then succeeds; returns the job as it ends. */
  async function runSlowedJob(queue: string, times: number, mayRateLimit: boolean) {
    const jobs = app.app.get(JobQueues);
    let runs = 0;
    jobs.process(
      queue,
      async () => {
        runs += 1;
        if (runs <= times) throw new JobRateLimited(5, new Error(`429 number ${runs}`));
        return 'done';
      },
      { mayRateLimit },
    );
    const job = await jobs.queue(queue).add('slowed', {}, { attempts: 2, backoff: { type: 'fixed', delay: 5 } });
    const state = await eventually(
      () => job.getState(),
      (s) => s === 'completed' || s === 'failed',
      `the ${queue} job to end`,
    );
    const ended = await jobs.queue(queue).getJob(job.id!);
    return { state, runs: () => runs, ended: ended! };
  }

  it('pauses the queue and keeps the job’s attempts where the jobs may be rate-limited', async () => {
    const { state, runs, ended } = await runSlowedJob('slowed-allowed', 5, true);
    expect(state).toBe('completed');
    expect(runs()).toBe(6);
    expect(ended.attemptsMade).toBe(1);
  });

  it('holds every job of the queue for as long as the service asked', async () => {
    const jobs = app.app.get(JobQueues);
    const queue = jobs.queue('slowed-held');
    let runs = 0;
    jobs.process(
      'slowed-held',
      async () => {
        runs += 1;
        if (runs === 1) throw new JobRateLimited(1_500, new Error('429, come back in a moment'));
      },
      { mayRateLimit: true },
    );
    const job = await queue.add('held', {});
    await eventually(
      () => queue.getRateLimitTtl(),
      (ttl) => ttl > 1_000,
      'the queue to be paused for its 1.5 s',
    );
    expect(await job.getState()).toBe('waiting');
    expect(runs).toBe(1);
    // Once the pause is over, the job runs again.
    await eventually(
      () => job.getState(),
      (state) => state === 'completed',
      'the held job to run',
    );
    expect(runs).toBe(2);
  });

  it('counts "slow down" as the failure it is on a queue not marked for it', async () => {
    const { state, runs, ended } = await runSlowedJob('slowed-unmarked', 5, false);
    expect(state).toBe('failed');
    expect(runs()).toBe(2);
    expect(ended.failedReason).toBe('429 number 2');
  });

  it('tells a job beforehand which way its "slow down" will go (sendsBack)', async () => {
    const jobs = app.app.get(JobQueues);
    jobs.process('asks-marked', () => Promise.resolve(), { mayRateLimit: true });
    jobs.process('asks-unmarked', () => Promise.resolve());
    const sentBack = (starts: number, made: number) => ({ attemptsStarted: starts, attemptsMade: made });
    expect(jobs.sendsBack('asks-marked', sentBack(1, 0))).toBe(true);
    expect(jobs.sendsBack('asks-marked', sentBack(MAX_RATE_LIMITED_STARTS + 1, 1))).toBe(true);
    expect(jobs.sendsBack('asks-marked', sentBack(MAX_RATE_LIMITED_STARTS + 1, 0))).toBe(false);
    expect(jobs.sendsBack('asks-unmarked', sentBack(1, 0))).toBe(false);
    expect(jobs.sendsBack('never-registered', sentBack(1, 0))).toBe(false);
  });
});
