import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { createDemoStore, createDemoTables } from '../../../../test/support/demo-stream';
import { createTestDatabase, TestDatabase, testRedisPrefix, testRedisUrl } from '../../../../test/support/test-database';
import { untilLogVisible } from '../../../../test/support/visible-log';
import { ConsumerRunner } from '../consumers/consumer-runner';
import { processOnce, recordDone, RelayConsumer, RelayJobData } from './relay';

describe('event store: relay to BullMQ', () => {
  let t: TestDatabase;
  let redis: Redis;
  let prefix: string;
  let queue: Queue<RelayJobData>;
  const closers: Array<() => Promise<unknown>> = [];

  beforeEach(async () => {
    t = await createTestDatabase();
    await createDemoTables(t.db);
    prefix = testRedisPrefix();
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    queue = new Queue<RelayJobData>('welcome', { connection: redis, prefix });
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await redis.quit();
    await t.close();
  });

  /** Deletes every key of this test's prefix: what a Redis restart without persistence does. */
  async function flushRedis(): Promise<number> {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    return keys.length;
  }

  function startWorker(name: string): { done: Promise<string[]>; worker: Worker<RelayJobData> } {
    const seen: string[] = [];
    const workerRedis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    closers.push(() => workerRedis.quit());
    let finish: (ids: string[]) => void = () => undefined;
    const done = new Promise<string[]>((resolve) => (finish = resolve));
    const worker = new Worker<RelayJobData>(
      'welcome',
      async (job: Job<RelayJobData>) => {
        const first = await processOnce(t.db, 'welcome-mailer', 'welcome', job.data.eventId, async (client) => {
          await client.query('insert into demo_effects (event_id, handled_by) values ($1, $2)', [job.data.eventId, name]);
        });
        seen.push(job.data.eventId);
        return first;
      },
      { connection: workerRedis, prefix, concurrency: 4 },
    );
    // Done when nothing is pending and no job is still running: a job that cleared its row may not have returned yet.
    worker.on('completed', async () => {
      if ((await t.db.query('select 1 from relay_pending')).length === 0 && (await queue.getActiveCount()) === 0) finish(seen);
    });
    closers.push(() => worker.close());
    return { done, worker };
  }

  function relayFor(store: ReturnType<typeof createDemoStore>['store']) {
    const relay = new RelayConsumer('welcome-relay', [{ queue, jobFor: (e) => (e.type === 'demo.opened' ? 'send-welcome' : null) }], ['demo']);
    const runner = new ConsumerRunner(t.db, store, relay, { pollMs: 3_600_000 });
    closers.push(() => runner.stop());
    return { relay, runner };
  }

  it('enqueues one job per event with jobId = event id, carrying no personal data', async () => {
    const { store, vault } = createDemoStore(t.db, { inline: false });
    const subjectId = vault.subjectIdFor('ann@example.com');
    const { events } = await store.append(
      'demo-r1',
      'demo',
      'no-stream',
      [{ type: 'demo.opened', data: { email: 'ann@example.com', name: 'Ann Lee', phone: '6615550100' } }],
      { subjectId },
    );
    await store.append('demo-r1', 'demo', 1, [{ type: 'demo.noted', data: {} }]);
    const { runner } = relayFor(store);
    await runner.ensureOwnership();
    await untilLogVisible(t.db);
    await runner.drain();
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'prioritized']);
    expect(jobs.map((j) => [j.id, j.name, j.data])).toEqual([[events[0].eventId, 'send-welcome', { eventId: events[0].eventId }]]);
    const dump = JSON.stringify(
      await Promise.all((await redis.keys(`${prefix}:*`)).map((k) => redis.type(k).then((type) => (type === 'hash' ? redis.hgetall(k) : null)))),
    );
    expect(dump).not.toContain('ann@example.com');
  });

  it('loses no job when Redis is flushed between append and delivery', async () => {
    const { store, vault } = createDemoStore(t.db, { inline: false });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const opened = { type: 'demo.opened', data: { email: `f${i}@example.com` } };
      const subjectId = vault.subjectIdFor(`f${i}@example.com`);
      const { events } = await store.append(`demo-f${i}`, 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }, opened], { subjectId });
      ids.push(events[1].eventId);
    }
    const { relay, runner } = relayFor(store);
    await runner.ensureOwnership();
    await untilLogVisible(t.db);
    await runner.drain();
    expect(await queue.count()).toBe(5);

    expect(await flushRedis()).toBeGreaterThan(0);
    expect(await queue.count()).toBe(0);

    expect(await relay.sweep(t.db, 0)).toBe(5);
    const { done } = startWorker('w1');
    expect((await done).sort()).toEqual([...ids].sort());
    const effects = await t.db.query<{ event_id: string; n: number }>('select event_id, count(*)::int as n from demo_effects group by event_id');
    expect(effects).toHaveLength(5);
    expect(effects.every((e) => e.n === 1)).toBe(true);
    expect(await relay.sweep(t.db, 0)).toBe(0);
  });

  it('does an effect once even when a job is delivered twice', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const { events } = await store.append('demo-twice', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        processOnce(t.db, 'welcome-mailer', 'welcome', events[0].eventId, async (client) => {
          await client.query('insert into demo_effects (event_id, handled_by) values ($1, $2)', [events[0].eventId, 'x']);
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from demo_effects');
    expect(n).toBe(1);
  });

  it('moves a job that keeps failing to the dead-letter list instead of losing or re-running it', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const { events } = await store.append('demo-dead', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    const relay = new RelayConsumer('dead-relay', [{ queue, jobFor: () => 'always-fails', jobOptions: { attempts: 2, backoff: { type: 'fixed', delay: 1 } } }]);
    const runner = new ConsumerRunner(t.db, store, relay, { pollMs: 3_600_000 });
    closers.push(() => runner.stop());
    await runner.ensureOwnership();
    await untilLogVisible(t.db);
    await runner.drain();

    const workerRedis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    let attempts = 0;
    let exhausted: () => void = () => undefined;
    const failedForGood = new Promise<void>((resolve) => (exhausted = resolve));
    const worker = new Worker<RelayJobData>(
      'welcome',
      async () => {
        attempts++;
        throw new Error('the task board answered 500');
      },
      { connection: workerRedis, prefix },
    );
    worker.on('failed', (job) => {
      if (job && job.attemptsMade >= 2) exhausted();
    });
    closers.push(() => workerRedis.quit());
    closers.push(() => worker.close());
    await failedForGood;

    expect(await relay.sweep(t.db, 0)).toBe(0);
    const [pending] = await t.db.query('select event_id, dead_at is not null as dead, last_error from relay_pending');
    expect(pending).toEqual({ event_id: events[0].eventId, dead: true, last_error: 'the task board answered 500' });
    expect(attempts).toBe(2);
  });

  it("reads a job's event, its done flag and its subject's erasure mark at once, and records it only while the mark holds", async () => {
    const { store, vault } = createDemoStore(t.db, { inline: false });
    const subjectId = vault.subjectIdFor('bo@example.com');
    const opened = { type: 'demo.opened', data: { email: 'bo@example.com', name: 'Bo Ray', phone: '6615550101' } };
    const { events } = await store.append('demo-job', 'demo', 'no-stream', [opened, { type: 'demo.noted', data: {} }], { subjectId });
    const [withSubject, noted] = events;
    const { events: plain } = await store.append('demo-plain', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await t.db.query(`insert into relay_pending (queue, event_id, job_name) values ('welcome', $1, 'send-welcome')`, [withSubject.eventId]);

    // Given a person never erased, when the job reads its event: opened, not done, mark 0.
    const first = await store.readForJob(withSubject.eventId, 'welcome-mailer');
    expect(first).toEqual({ done: false, erasures: 0, event: expect.objectContaining({ eventId: withSubject.eventId, subjectId }) });
    expect(first.event?.data).toEqual(opened.data);
    // A stream with no subject has no mark; an unknown event id reads as gone.
    expect(await store.readForJob(plain[0].eventId, 'welcome-mailer')).toEqual(expect.objectContaining({ done: false, erasures: null }));
    expect(await store.readForJob('00000000-0000-4000-8000-000000000000', 'welcome-mailer')).toEqual({ done: false, erasures: null, event: null });

    // When the person is erased during the effect, the record is refused with the new mark, and the job stays pending.
    await vault.erase(subjectId, 'test');
    expect(await recordDone(t.db, 'welcome-mailer', 'welcome', withSubject.eventId, { subjectId, erasures: 0 })).toEqual({ recorded: false, erasures: 1 });
    expect(await t.db.query('select 1 from processed_events')).toHaveLength(0);
    expect(await t.db.query('select 1 from relay_pending')).toHaveLength(1);

    // With the mark as it now is, the job is recorded done once and its pending row cleared; a replay reads it done.
    expect(await recordDone(t.db, 'welcome-mailer', 'welcome', withSubject.eventId, { subjectId, erasures: 1 })).toEqual({ recorded: true, fresh: true });
    expect(await recordDone(t.db, 'welcome-mailer', 'welcome', withSubject.eventId, { subjectId, erasures: 1 })).toEqual({ recorded: true, fresh: false });
    expect(await t.db.query('select 1 from relay_pending')).toHaveLength(0);
    expect(await store.readForJob(withSubject.eventId, 'welcome-mailer')).toEqual(expect.objectContaining({ done: true, erasures: 1 }));
    // Done is per consumer and per event.
    expect((await store.readForJob(withSubject.eventId, 'other-mailer')).done).toBe(false);
    expect((await store.readForJob(noted.eventId, 'welcome-mailer')).done).toBe(false);
  });
});
