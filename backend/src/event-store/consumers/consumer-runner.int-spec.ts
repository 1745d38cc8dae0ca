import { PoolClient } from 'pg';
import { createDemoStore, createDemoTables } from '../../../../test/support/demo-stream';
import { createDatabase } from '../../platform/database/database';
import { eventually } from '../../../../test/support/eventually';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { statementsDuring } from '../../../../test/support/statements';
import { commitWhenOldest, untilLogVisible } from '../../../../test/support/visible-log';
import { RecordedEvent } from '../types';
import { Consumer } from './consumer';
import { ConsumerRunner } from './consumer-runner';

/**
 * A consumer whose effect is one demo_effects row per event, written in the batch transaction. `handledBy` may
 * name each batch (numbered from 1 per consumer), so a test can tell one attempt's rows from another's.
 */
function effectConsumer(
  name: string,
  handledBy: string | ((batch: number) => string),
  onBatch?: (events: RecordedEvent[], client: PoolClient) => Promise<void>,
): Consumer {
  let batch = 0;
  return {
    name,
    streamTypes: ['demo'],
    batchSize: 10,
    async handle(events, client) {
      batch++;
      const label = typeof handledBy === 'string' ? handledBy : handledBy(batch);
      for (const event of events) {
        await client.query('insert into demo_effects (event_id, handled_by) values ($1, $2)', [event.eventId, label]);
        await onBatch?.([event], client);
      }
    },
  };
}

/** Counts the store's readAfterCheckpoint calls (one per batch a drain reads). */
function countReads(store: ReturnType<typeof createDemoStore>['store']): { readonly count: number } {
  const counter = { count: 0 };
  const read = store.readAfterCheckpoint.bind(store);
  jest.spyOn(store, 'readAfterCheckpoint').mockImplementation((...args) => {
    counter.count++;
    return read(...args);
  });
  return counter;
}

/** A promise that settles the first time `signal` is called. */
function firstCall(): { signal: () => void; called: Promise<void> } {
  let signal: () => void = () => undefined;
  const called = new Promise<void>((resolve) => (signal = resolve));
  return { signal: () => signal(), called };
}

describe('event store: consumers', () => {
  let t: TestDatabase;
  const runners: ConsumerRunner[] = [];
  const runner = (consumer: Consumer, store: ReturnType<typeof createDemoStore>['store'], pollMs = 60_000) => {
    const r = new ConsumerRunner(t.db, store, consumer, { pollMs });
    runners.push(r);
    return r;
  };

  beforeEach(async () => {
    t = await createTestDatabase();
    await createDemoTables(t.db);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await t.close();
  });

  it('delivers a transaction that took a lower position but committed last, in commit-safe order', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const slow = await t.db.pool.connect();
    await slow.query('begin');
    await store.append('demo-slow', 'demo', 'no-stream', [{ type: 'demo.noted', data: { who: 'slow' } }], { client: slow });
    await store.append('demo-fast', 'demo', 'no-stream', [{ type: 'demo.noted', data: { who: 'fast' } }]);
    const positions = await t.db.query<{ stream_id: string; global_position: number }>('select stream_id, global_position from es_events');
    expect(positions).toHaveLength(1);

    const r = runner(effectConsumer('ordering', 'a'), store);
    await r.start();
    expect(await r.drain()).toBe(0);

    await slow.query('commit');
    slow.release();
    await untilLogVisible(t.db);
    await r.drain();
    const effects = await t.db.query<{ stream_id: string }>(
      'select e.stream_id from demo_effects f join es_events e using (event_id) order by f.at, e.transaction_id',
    );
    expect(effects.map((e) => e.stream_id).sort()).toEqual(['demo-fast', 'demo-slow']);
    const [cp] = await t.db.query<{ position: number }>(`select last_position as position from es_checkpoints where consumer = 'ordering'`);
    const [{ max }] = await t.db.query<{ max: number }>('select max(global_position)::int as max from es_events');
    expect(cp.position).toBe(max);
    const [slowEvent] = await t.db.query<{ global_position: number }>(`select global_position from es_events where stream_id = 'demo-slow'`);
    const [fastEvent] = await t.db.query<{ global_position: number }>(`select global_position from es_events where stream_id = 'demo-fast'`);
    expect(slowEvent.global_position).toBeLessThan(fastEvent.global_position);
  });

  it('resumes after being killed mid-batch with no loss and no duplicate effect', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    for (let i = 0; i < 25; i++) await store.append(`demo-k${i}`, 'demo', 'no-stream', [{ type: 'demo.noted', data: { i } }]);
    await untilLogVisible(t.db);

    let handled = 0;
    let currentBatch = '';
    let killedBatch = '';
    const doomed = runner(
      effectConsumer(
        'killable',
        (batch) => (currentBatch = `first-${batch}`),
        async (_events, client) => {
          handled++;
          // The 15th event kills the connection in the middle of the second batch, like a crashed process. It is killed
          // from another connection that waits until it is gone: a backend told to end itself may first finish the batch.
          if (handled === 15) {
            killedBatch = currentBatch;
            const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
            await t.db.query('select pg_terminate_backend($1, 10000)', [rows[0].pid]);
            await client.query('select 1');
          }
        },
      ),
      store,
    );
    expect(await doomed.ensureOwnership()).toBe(true);
    // A stray NOTIFY may start a drain of its own first, which then takes the kill and is retried by this one: so
    // whether this drain fails is not the point; that the killed batch left nothing behind is.
    await doomed.drain().catch(() => undefined);
    await doomed.stop();

    const survivor = runner(effectConsumer('killable', 'second'), store);
    expect(await survivor.ensureOwnership()).toBe(true);
    await survivor.drain();
    const rows = await t.db.query<{ event_id: string; n: number }>('select event_id, count(*)::int as n from demo_effects group by event_id');
    expect(rows).toHaveLength(25);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    // Nothing the killed transaction wrote survives. (The doomed instance may itself retry that batch before it stops,
    // if a stray NOTIFY queued a wake-up behind the killed drain: that retry is a later batch and may commit.)
    expect(killedBatch).toBe('first-2');
    const byBatch = await t.db.query<{ handled_by: string; n: number }>(
      'select handled_by, count(*)::int as n from demo_effects group by handled_by order by handled_by',
    );
    expect(byBatch.find((b) => b.handled_by === killedBatch)).toBeUndefined();
    expect(byBatch.find((b) => b.handled_by === 'first-1')?.n).toBe(10);
  });

  it('lets only one instance own a consumer, and another takes over when it stops', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const a = runner(effectConsumer('single', 'a'), store);
    const b = runner(effectConsumer('single', 'b'), store);
    await a.start();
    await b.start();
    expect([a.isOwner, b.isOwner]).toEqual([true, false]);

    for (let i = 0; i < 12; i++) await store.append(`demo-o${i}`, 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    await Promise.all([a.drain(), b.drain()]);
    const byInstance = await t.db.query<{ handled_by: string; n: number }>('select handled_by, count(*)::int as n from demo_effects group by handled_by');
    expect(byInstance).toEqual([{ handled_by: 'a', n: 12 }]);

    await a.stop();
    expect(await b.ensureOwnership()).toBe(true);
    await store.append('demo-after', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    await b.drain();
    const total = await t.db.query<{ n: number }>('select count(*)::int as n from demo_effects');
    expect(total[0].n).toBe(13);
  });

  it('wakes on NOTIFY without waiting for the polling interval', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    let resolveSeen: (id: string) => void = () => undefined;
    const seen = new Promise<string>((resolve) => (resolveSeen = resolve));
    const r = runner(
      {
        name: 'notified',
        async handle(events) {
          resolveSeen(events[0].streamId);
        },
      },
      store,
      3_600_000,
    );
    await r.start();
    expect(r.isOwner).toBe(true);
    // Committed once it is the server's oldest transaction, so the drain its NOTIFY starts can read it.
    const writer = await t.db.pool.connect();
    await writer.query('begin');
    await store.append('demo-ping', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }], { client: writer });
    await commitWhenOldest(writer);
    writer.release();
    await expect(seen).resolves.toBe('demo-ping');
  });

  it('ignores a NOTIFY for a stream type it does not read, and wakes on its own', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const reads = countReads(store);
    const { signal: resolveHandled, called: handled } = firstCall();
    const r = runner(
      effectConsumer('demo-only', 'a', async () => resolveHandled()),
      store,
      3_600_000,
    );
    await r.start();
    expect(reads.count).toBe(1); // the start's drain found nothing

    // Notices for other stream types, each in its own round trip, then a demo commit, whose notice comes last.
    await t.db.query(`select pg_notify('es_events', 'order')`);
    await t.db.query(`select pg_notify('es_events', 'lead')`);
    const writer = await t.db.pool.connect();
    await writer.query('begin');
    await store.append('demo-woken', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }], { client: writer });
    await commitWhenOldest(writer);
    writer.release();
    await handled;
    await r.drain();
    // The demo notice's drain read once (its one event, a batch short of the limit, so nothing more to find), and the
    // drain above once: the 'order' and 'lead' notices, which arrived before it, started no drain of their own.
    expect(reads.count).toBe(3);
    const effects = await t.db.query<{ n: number }>('select count(*)::int as n from demo_effects');
    expect(effects[0].n).toBe(1);
  });

  it('ignores a NOTIFY for an event type it does not handle, and wakes for one it does', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const reads = countReads(store);
    const { signal: resolveHandled, called: handled } = firstCall();
    const asked: string[] = [];
    const handles = (type: string) => {
      asked.push(type);
      return type === 'demo.opened';
    };
    const r = runner({ ...effectConsumer('opened-only', 'a', async () => resolveHandled()), handles }, store, 3_600_000);
    await r.start();
    expect(reads.count).toBe(1);

    // A notice for a demo event type it does not handle: once the runner has judged it, a drain queued behind any drain
    // it started reads once, and only once when it started none.
    await t.db.query(`select pg_notify('es_events', 'demo demo.noted')`);
    await eventually(
      async () => asked.length,
      (n) => n > 0,
      'the notice judged',
    );
    expect(asked).toEqual(['demo.noted']);
    await r.drain();
    expect(reads.count).toBe(2);

    // A notice of a type it handles wakes it (the poll is an hour away). Sent once the commit is visible to consumers (a
    // transaction in any database of the server holds that back; the commit's own notice may come too early).
    const opened = { type: 'demo.opened', data: { email: 'a@example.com', name: 'A', phone: '1' } };
    await store.append('demo-opened', 'demo', 'no-stream', [opened], { subjectId: store.vault.subjectIdFor('a@example.com') });
    await untilLogVisible(t.db);
    await t.db.query(`select pg_notify('es_events', 'demo demo.opened')`);
    await handled;
    expect(asked.slice(0, 2)).toEqual(['demo.noted', 'demo.opened']);
  });

  it('hands handle() and afterCommit() only the events it handles, and moves its checkpoint past the whole batch', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const opened = { type: 'demo.opened', data: { email: 'c@example.com', name: 'C', phone: '3' } };
    const note = { type: 'demo.noted', data: {} };
    await store.append('demo-mixed', 'demo', 'no-stream', [note, opened, note], { subjectId: store.vault.subjectIdFor('c@example.com') });
    await store.append('demo-notes', 'demo', 'no-stream', [note, note]);
    await untilLogVisible(t.db);
    const handled: string[][] = [];
    const afterCommitted: string[][] = [];
    const consumer: Consumer = {
      name: 'opened-batches',
      streamTypes: ['demo'],
      batchSize: 3,
      handles: (type) => type === 'demo.opened',
      handle: async (events) => void handled.push(events.map((e) => `${e.streamId}:${e.version}`)),
      afterCommit: async (events) => void afterCommitted.push(events.map((e) => `${e.streamId}:${e.version}`)),
    };
    await runner(consumer, store).start();
    // Batches of 3: [noted, opened, noted] gives it the opened event; [noted, noted] gives it nothing, not even a call.
    expect(handled).toEqual([['demo-mixed:2']]);
    expect(afterCommitted).toEqual([['demo-mixed:2']]);
    const [last] = await t.db.query<{ position: number }>(`select max(global_position)::int as position from es_events`);
    const [cp] = await t.db.query<{ position: number }>(`select last_position as position from es_checkpoints where consumer = 'opened-batches'`);
    expect(cp.position).toBe(last.position);
  });

  it('notices each commit once per stream and event type, after the commit, alone or in a transaction', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const listener = await t.db.pool.connect();
    const payloads: string[] = [];
    listener.on('notification', ({ payload }) => payloads.push(payload ?? ''));
    await listener.query('listen es_events');
    try {
      const opened = { type: 'demo.opened', data: { email: 'b@example.com', name: 'B', phone: '2' } };
      const subjectId = store.vault.subjectIdFor('b@example.com');
      await store.append('demo-n1', 'demo', 'no-stream', [opened, { type: 'demo.noted', data: {} }, { type: 'demo.noted', data: {} }], { subjectId });
      await eventually(
        async () => payloads.length,
        (n) => n >= 2,
        "the first commit's notices",
      );
      // One notice per type, however many events of it the commit holds (and commits a few ms apart share them).
      expect([...payloads].sort()).toEqual(['demo demo.noted', 'demo demo.opened']);
      await store.transaction((client) => store.append('demo-n2', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }], { client }));
      await eventually(
        async () => payloads.length,
        (n) => n >= 3,
        "the transaction's notice",
      );
      expect(payloads[2]).toBe('demo demo.noted');
      expect(payloads).toHaveLength(3);
    } finally {
      await listener.query('unlisten es_events');
      listener.release();
    }
  });

  it('hands a consumer that reads no personal field its events still sealed, and the others opened', async () => {
    const { store, vault } = createDemoStore(t.db, { inline: false });
    const email = 'sealed-reader@example.com';
    const subjectId = vault.subjectIdFor(email);
    await store.append('demo-person', 'demo', 'no-stream', [{ type: 'demo.opened', data: { email, name: 'Sam Sealed', subjectId } }], { subjectId });
    await untilLogVisible(t.db);
    const seen: Record<string, unknown> = {};
    const reader = (name: string, personalData?: 'sealed'): Consumer => ({
      name,
      personalData,
      streamTypes: ['demo'],
      async handle(events) {
        seen[name] = events[0].data;
      },
    });
    for (const consumer of [reader('opens'), reader('seals', 'sealed')]) {
      const r = runner(consumer, store);
      await r.start();
      await r.drain();
    }
    expect(seen.opens).toMatchObject({ email, name: 'Sam Sealed' });
    const sealed = seen.seals as { email: string; name: string };
    expect(JSON.stringify(sealed)).not.toContain(email);
    expect(JSON.stringify(sealed)).not.toContain('Sam Sealed');
    expect(sealed.email).toMatch(/^pii:v2:1:/);
    expect(sealed.name).toMatch(/^pii:v2:1:/);
  });

  it('reads on while batches come back full, and stops after a short one without reading again', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    for (let i = 0; i < 25; i++) await store.append(`demo-many-${i}`, 'demo', 'no-stream', [{ type: 'demo.noted', data: { i } }]);
    await untilLogVisible(t.db);
    const sizes = new Map<number, number[]>();
    const read = store.readAfterCheckpoint.bind(store);
    jest.spyOn(store, 'readAfterCheckpoint').mockImplementation(async (consumer, limit, options) => {
      const batch = await read(consumer, limit, options);
      sizes.set(limit, [...(sizes.get(limit) ?? []), batch.events.length]);
      return batch;
    });
    // The appends' notices may still be on their way when the runners start: handling no noted event, they start no
    // drain of their own, so the reads below are the start's drain alone.
    const handles = (type: string) => type !== 'demo.noted';
    const tens: Consumer = { name: 'tens', streamTypes: ['demo'], batchSize: 10, handles, handle: async () => undefined };
    const fives: Consumer = { name: 'fives', streamTypes: ['demo'], batchSize: 5, handles, handle: async () => undefined };
    for (const consumer of [tens, fives]) await runner(consumer, store).start();
    // 25 events in batches of 10: the short third batch ends the drain.
    expect(sizes.get(10)).toEqual([10, 10, 5]);
    // In batches of 5 every batch is full, so only an empty read can tell the drain it is done.
    expect(sizes.get(5)).toEqual([5, 5, 5, 5, 5, 0]);
  });

  it('falls back to polling when no NOTIFY arrives', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    let resolveSeen: (id: string) => void = () => undefined;
    const seen = new Promise<string>((resolve) => (resolveSeen = resolve));
    const r = runner({ name: 'polled', handle: async (events) => resolveSeen(events[0].streamId) }, store, 50);
    await r.start();
    // Written behind the store's back, so nothing notifies: only the 50 ms poll can find it.
    await t.db.query(`insert into es_streams (stream_id, stream_type, version) values ('demo-quiet', 'demo', 1)`);
    await t.db.query(
      `insert into es_events (stream_id, version, event_id, event_type, stream_type, data, metadata)
       values ('demo-quiet', 1, gen_random_uuid(), 'demo.noted.v1', 'demo', '{}', '{"actor":"system"}')`,
    );
    await expect(seen).resolves.toBe('demo-quiet');
  });

  it('reads a batch with its checkpoint in one statement, and opens a transaction only when there is something to do', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    // It handles no noted event, so their notices wake it for nothing: the drains below are the test's own.
    const r = runner({ ...effectConsumer('frugal', 'a'), handles: (type) => type === 'demo.opened' }, store);
    await r.start();
    // Woken with nothing to read: one statement, no begin, no rollback.
    expect((await statementsDuring(() => r.drain())).sent).toEqual(['select e.event_id,']);

    await store.append('demo-frugal', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    // An event to pass over: the read, then the checkpoint's move in a transaction of its own.
    expect((await statementsDuring(() => r.drain())).sent).toEqual(['select e.event_id,', 'begin', 'update es_checkpoints', 'commit']);
    expect((await statementsDuring(() => r.drain())).sent).toEqual(['select e.event_id,']);
  });

  it('moves past other streams’ events when none of its own lie among them, so no later read goes over them again', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    for (let i = 0; i < 30; i++) await store.append(`lead-${i}`, 'lead', 'no-stream', [{ type: 'demo.noted', data: { i } }]);
    await untilLogVisible(t.db);
    const r = runner(effectConsumer('quiet', 'a'), store);
    const checkpoint = async () =>
      (await t.db.query<{ position: number }>(`select last_position as position from es_checkpoints where consumer = 'quiet'`))[0].position;
    const newest = async () => (await t.db.query<{ newest: number }>('select max(global_position)::int as newest from es_events'))[0].newest;
    // The start's drain read nothing of its own, and moved past the 30 lead events.
    await r.start();
    expect(await checkpoint()).toBe(await newest());
    // With nothing new, a drain is the one read again.
    expect((await statementsDuring(() => r.drain())).sent).toEqual(['select e.event_id,']);

    // Another lead event: its notice tells the runner, and an empty read then moves past it too.
    await store.append('lead-30', 'lead', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    const target = await newest();
    await eventually(
      async () => {
        await r.drain();
        return checkpoint();
      },
      (position) => position === target,
      'the checkpoint to move past the new lead event',
    );
    expect((await statementsDuring(() => r.drain())).sent).toEqual(['select e.event_id,']);

    // Its own event is delivered as before.
    const { events } = await store.append('demo-own', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    await r.drain(); // (its NOTIFY may have started a drain that delivers it first)
    const effects = await t.db.query<{ event_id: string }>('select event_id from demo_effects');
    expect(effects).toEqual([{ event_id: events[0].eventId }]);
    expect(await checkpoint()).toBe(events[0].globalPosition);
  });

  it('asks again at the next empty read when its move past other streams’ events failed, and the read itself stands', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    for (let i = 0; i < 3; i++) await store.append(`lead-${i}`, 'lead', 'no-stream', [{ type: 'demo.noted', data: { i } }]);
    await untilLogVisible(t.db);
    const skip = jest.spyOn(store, 'skipOtherStreams').mockRejectedValueOnce(new Error('connection reset'));
    const r = runner(effectConsumer('resilient', 'a'), store);
    const checkpoint = async () =>
      (await t.db.query<{ position: number }>(`select last_position as position from es_checkpoints where consumer = 'resilient'`))[0].position;
    // The start's drain read nothing of its own; its move failed, and the drain still ends (nothing of its own was missed).
    await r.start();
    expect(skip).toHaveBeenCalledTimes(1);
    expect(await checkpoint()).toBe(0);
    // No new notice: the next empty read asks again, and moves.
    expect(await r.drain()).toBe(0);
    expect(skip).toHaveBeenCalledTimes(2);
    const [{ newest }] = await t.db.query<{ newest: number }>('select max(global_position)::int as newest from es_events');
    expect(await checkpoint()).toBe(newest);
    // Then it is settled: an empty read asks nothing more.
    expect(await r.drain()).toBe(0);
    expect(skip).toHaveBeenCalledTimes(2);
  });

  it('never moves past a transaction still open, whose event of its own may yet commit below the others', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const slow = await t.db.pool.connect();
    try {
      await slow.query('begin');
      const own = await store.append('demo-late', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }], { client: slow });
      for (let i = 0; i < 5; i++) await store.append(`lead-after-${i}`, 'lead', 'no-stream', [{ type: 'demo.noted', data: { i } }]);
      const r = runner(effectConsumer('patient', 'a'), store);
      await r.start();
      expect(await r.drain()).toBe(0);
      // The open transaction is the oldest: nothing after it is final yet, so the checkpoint stays.
      const [cp] = await t.db.query<{ position: number }>(`select last_position as position from es_checkpoints where consumer = 'patient'`);
      expect(cp.position).toBe(0);

      await slow.query('commit');
      await untilLogVisible(t.db);
      await r.drain(); // (the commit's NOTIFY may have started a drain that delivers it first)
      const effects = await t.db.query<{ event_id: string }>('select event_id from demo_effects');
      expect(effects).toEqual([{ event_id: own.events[0].eventId }]);
    } finally {
      slow.release();
    }
  });

  it('reads and writes its batches through its own pool, never the store’s (the connections requests wait for)', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    await store.append('demo-own-pool', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    const own = createDatabase(t.url, 2);
    try {
      const storePool = jest.spyOn(t.db.pool, 'query');
      const storeConnect = jest.spyOn(t.db.pool, 'connect');
      const r = new ConsumerRunner(own, store, effectConsumer('own-pool', 'a'), { pollMs: 60_000 });
      runners.push(r);
      await r.start();
      await r.drain();
      expect(storePool).not.toHaveBeenCalled();
      expect(storeConnect).not.toHaveBeenCalled();
      storePool.mockRestore();
      storeConnect.mockRestore();
      const effects = await t.db.query<{ n: number }>('select count(*)::int as n from demo_effects');
      expect(effects[0].n).toBe(1);
    } finally {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
      await own.close();
    }
  });

  it('rolls a batch back when its checkpoint moved after the batch was read, and reads again from where it moved to', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const first = await store.append('demo-overtaken-1', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await store.append('demo-overtaken-2', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    let moved = false;
    // Between the read and the transaction's update, something else (a replay's reset, a second owner) moves the
    // checkpoint past the first event.
    const r = runner(
      effectConsumer('overtaken', 'a', async () => {
        if (moved) return;
        moved = true;
        await t.db.query(`update es_checkpoints set last_tx = $2::xid8, last_position = $3 where consumer = $1`, [
          'overtaken',
          first.events[0].transactionId,
          first.events[0].globalPosition,
        ]);
      }),
      store,
    );
    const effects = () =>
      t.db.query<{ stream_id: string }>('select e.stream_id from demo_effects d join es_events e using (event_id) order by e.global_position');
    await r.start(); // its drain's batch fails at the checkpoint's guard (logged, retried by the next wake-up)
    expect(moved).toBe(true);
    expect(await effects()).toEqual([]);
    // The next drain reads from where the checkpoint was moved to.
    expect(await r.drain()).toBe(1);
    expect((await effects()).map((row) => row.stream_id)).toEqual(['demo-overtaken-2']);
  });

  it('keeps a checkpoint of (transaction, position) after each batch', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const { events } = await store.append('demo-cp', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await untilLogVisible(t.db);
    const r = runner(effectConsumer('checkpointed', 'a'), store);
    await r.start();
    await r.drain();
    const [cp] = await t.db.query(`select last_tx::text as tx, last_position as position from es_checkpoints where consumer = 'checkpointed'`);
    expect(cp).toEqual({ tx: events[0].transactionId, position: events[0].globalPosition });
    expect(await r.drain()).toBe(0);
  });
});
