import type { PoolClient } from 'pg';
import { createDemoStore, createDemoTables } from '../../../test/support/demo-stream';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { ConcurrencyError } from './errors';
import { withConcurrencyRetry } from './event-store';

describe('event store: append', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await createDemoTables(t.db);
  });
  afterAll(() => t.close());

  it('gives exactly one winner per version when 50 writers append to one stream at once', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    const streamId = 'demo-race';
    let conflicts = 0;
    await Promise.all(
      Array.from({ length: 50 }, (_, writer) =>
        withConcurrencyRetry(async () => {
          const version = (await store.streamVersion(streamId)) ?? 0;
          try {
            return await store.append(streamId, 'demo', version, [{ type: 'demo.noted', data: { writer } }]);
          } catch (error) {
            if (error instanceof ConcurrencyError) conflicts++;
            throw error;
          }
        }, 500),
      ),
    );
    const events = await store.readStream(streamId);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.data.writer)).size).toBe(50);
    expect(conflicts).toBeGreaterThan(0);
    const [{ version }] = await t.db.query('select version from es_streams where stream_id = $1', [streamId]);
    expect(version).toBe(50);
  });

  it('writes several events of one append with consecutive versions, positions in version order, in one transaction', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    await store.append('demo-many', 'demo', 'no-stream', [{ type: 'demo.noted', data: { n: 1 } }]);
    const result = await store.append('demo-many', 'demo', 1, [
      { type: 'demo.noted', data: { n: 2 } },
      { type: 'demo.noted', data: { n: 3 } },
      { type: 'demo.noted', data: { n: 4 } },
    ]);
    expect(result.nextVersion).toBe(4);
    const events = await store.readStream('demo-many');
    expect(events.map((e) => [e.version, e.data.n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    const later = events.slice(1);
    expect(new Set(later.map((e) => e.transactionId)).size).toBe(1);
    expect(later.map((e) => e.globalPosition)).toEqual([...later.map((e) => e.globalPosition)].sort((a, b) => a - b));
    expect(result.events.map((e) => e.eventId)).toEqual(later.map((e) => e.eventId));
    await expect(store.append('demo-many', 'demo', 1, [{ type: 'demo.noted', data: {} }])).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('rejects a stale expected version with a typed error and writes nothing', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    await store.append('demo-stale', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    await expect(store.append('demo-stale', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('demo-stale', 'demo', 5, [{ type: 'demo.noted', data: {} }])).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream('demo-stale')).toHaveLength(1);
  });

  it('gives up after the bounded number of retries', async () => {
    let attempts = 0;
    await expect(
      withConcurrencyRetry(async () => {
        attempts++;
        throw new ConcurrencyError('demo-x', 1);
      }, 3),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(attempts).toBe(3);
  });

  it('runs inline projections in the append transaction: a failing projection leaves no event behind', async () => {
    const { store, projections } = createDemoStore(t.db);
    await store.append('demo-inline', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }]);
    const [row] = await t.db.query('select notes, last_event from demo_summary where stream_id = $1', ['demo-inline']);
    expect(row).toEqual({ notes: 1, last_event: 'demo.noted' });

    projections.register({ name: 'broken', tables: [], handles: () => true, apply: async () => Promise.reject(new Error('boom')) });
    await expect(store.append('demo-inline', 'demo', 1, [{ type: 'demo.noted', data: {} }])).rejects.toThrow('boom');
    expect(await store.readStream('demo-inline')).toHaveLength(1);
    const [after] = await t.db.query('select notes from demo_summary where stream_id = $1', ['demo-inline']);
    expect(after.notes).toBe(1);
  });

  it('stores versioned type strings and upcasts old versions on read', async () => {
    const { store, registry } = createDemoStore(t.db, { inline: false });
    await t.db.query(`insert into es_streams (stream_id, stream_type, version) values ('demo-old', 'demo', 1)`);
    await t.db.query(
      `insert into es_events (stream_id, version, event_id, event_type, stream_type, data, metadata)
       values ('demo-old', 1, gen_random_uuid(), 'demo.renamed.v1', 'demo', '{"fullName":"Ada Lovelace"}', '{"actor":"system"}')`,
    );
    registry.register({
      type: 'demo.renamed',
      version: 2,
      upcasters: { 1: (data) => ({ name: data.fullName, upcast: true }) },
    });
    const [event] = await store.readStream('demo-old');
    expect(event).toMatchObject({ type: 'demo.renamed', storedType: 'demo.renamed.v1', data: { name: 'Ada Lovelace', upcast: true } });
    const appended = await store.append('demo-old', 'demo', 1, [{ type: 'demo.renamed', data: { name: 'Grace' } }]);
    expect(appended.events[0].storedType).toBe('demo.renamed.v2');
  });

  it('records metadata and folds the state as of any version', async () => {
    const { store } = createDemoStore(t.db, { inline: false });
    await store.append('demo-asof', 'demo', 'no-stream', [{ type: 'demo.noted', data: { step: 1 } }], {
      metadata: { actor: 'user:1', correlationId: 'c-1' },
    });
    await store.append('demo-asof', 'demo', 1, [{ type: 'demo.noted', data: { step: 2, extra: true } }]);
    const [first] = await store.readStream('demo-asof');
    expect(first.metadata).toMatchObject({ actor: 'user:1', correlationId: 'c-1', causationId: null });
    expect(await store.stateAt('demo-asof', 1)).toMatchObject({ version: 1, state: { step: 1, lastEvent: 'demo.noted' } });
    expect(await store.stateAt('demo-asof')).toMatchObject({ version: 2, state: { step: 2, extra: true } });
  });

  it('commits the work and its appends together in EventStore.transaction, rolls both back on failure, and wakes consumers after the commit', async () => {
    const { store } = createDemoStore(t.db);
    const listener = await t.db.pool.connect();
    try {
      await listener.query('listen es_events');
      // Earlier tests' appends may still be noticed (a notice follows its commit by a few ms): this commit's stream type
      // is its own, and the first notice of that type must come from it, after the commit.
      const woken = new Promise<string>((resolve) =>
        listener.on('notification', ({ payload = '' }) => {
          if (payload.startsWith('demo-own ')) resolve(payload);
        }),
      );
      await store.transaction(async (client) => {
        await client.query(`insert into demo_summary (stream_id, notes, last_event) values ('demo-tx-side', 0, 'side')`);
        await store.append('demo-tx', 'demo-own', 'no-stream', [{ type: 'demo.noted', data: {} }], { client });
      });
      expect(await woken).toBe('demo-own demo.noted');
      expect(await store.readStream('demo-tx')).toHaveLength(1);
      const [projected] = await t.db.query('select notes from demo_summary where stream_id = $1', ['demo-tx']);
      expect(projected.notes).toBe(1);

      await expect(
        store.transaction(async (client) => {
          await client.query(`insert into demo_summary (stream_id, notes, last_event) values ('demo-tx-lost', 0, 'side')`);
          await store.append('demo-tx-failed', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }], { client });
          throw new Error('after the append');
        }),
      ).rejects.toThrow('after the append');
      expect(await store.readStream('demo-tx-failed')).toHaveLength(0);
      expect(await t.db.query('select 1 from demo_summary where stream_id = $1', ['demo-tx-lost'])).toHaveLength(0);
    } finally {
      await listener.query('unlisten es_events');
      listener.removeAllListeners('notification');
      listener.release();
    }
  });

  it('runs Database.onCommit hooks after the commit only: not inside, not after a rollback, not for a transaction it did not open', async () => {
    const ran: string[] = [];
    await t.db.transaction(async (client) => {
      expect(t.db.onCommit(client, () => ran.push('committed'))).toBe(true);
      await client.query('select 1');
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['committed']);
    await expect(
      t.db.transaction(async (client) => {
        t.db.onCommit(client, () => ran.push('rolled back'));
        throw new Error('before the commit');
      }),
    ).rejects.toThrow('before the commit');
    const own = await t.db.pool.connect();
    try {
      expect(t.db.onCommit(own, () => ran.push('not ours'))).toBe(false);
    } finally {
      own.release();
    }
    // The connection back in the pool carries no hook into its next transaction.
    await t.db.transaction((client) => client.query('select 1'));
    expect(ran).toEqual(['committed']);
  });

  it('wakes consumers after the commit of any Database.transaction, and from inside a transaction whose commit it cannot see', async () => {
    const { store } = createDemoStore(t.db);
    const listener = await t.db.pool.connect();
    /** The append statements a client sent: the notifying ones end in _notify. */
    const appendsOf = (client: PoolClient) => {
      const names: string[] = [];
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      jest.spyOn(client, 'query').mockImplementation(((config: unknown, ...rest: unknown[]) => {
        const name = (config as { name?: string } | null)?.name;
        if (name?.startsWith('es_append_')) names.push(name);
        return query(config, ...rest);
      }) as never);
      return names;
    };
    try {
      await listener.query('listen es_events');
      const woken = new Promise<string>((resolve) =>
        listener.on('notification', ({ payload = '' }) => {
          if (payload.startsWith('demo-db-tx ')) resolve(payload);
        }),
      );
      // A module's own Database.transaction (not the store's): the append's statement does not notify; the commit does after.
      let sent: string[] = [];
      await t.db.transaction(async (client) => {
        sent = appendsOf(client);
        await store.append('demo-db-tx-1', 'demo-db-tx', 'no-stream', [{ type: 'demo.noted', data: {} }], { client });
      });
      jest.restoreAllMocks();
      expect(sent).toEqual(['es_append_noStream_one']);
      expect(await woken).toBe('demo-db-tx demo.noted');

      // A transaction opened by hand: nothing tells the store when it commits, so the statement notifies inside it.
      const own = await t.db.pool.connect();
      try {
        sent = appendsOf(own);
        await own.query('begin');
        await store.append('demo-db-tx-2', 'demo', 'no-stream', [{ type: 'demo.noted', data: {} }], { client: own });
        await own.query('commit');
      } finally {
        jest.restoreAllMocks();
        own.release();
      }
      expect(sent).toEqual(['es_append_noStream_notify_one']);
      expect(await store.readStream('demo-db-tx-2')).toHaveLength(1);
    } finally {
      await listener.query('unlisten es_events');
      listener.removeAllListeners('notification');
      listener.release();
    }
  });

  describe('group commit: appends that arrive while the database is busy commit together', () => {
    const note = (data: Record<string, unknown> = {}) => [{ type: 'demo.noted', data }];

    it("writes 30 streams' appends made at once in fewer transactions than appends, each stream in its own version order", async () => {
      const { store } = createDemoStore(t.db, { inline: false });
      await Promise.all(Array.from({ length: 30 }, (_, i) => store.append(`demo-group-${i}`, 'demo', 'no-stream', note({ i }))));
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => store.append(`demo-group-${i}`, 'demo', 1, [...note({ i, n: 2 }), ...note({ i, n: 3 })])),
      );
      expect(results.map((r) => r.nextVersion)).toEqual(new Array(30).fill(3));
      for (const [i, result] of results.entries()) {
        expect(result.events.map((e) => [e.streamId, e.version, e.data])).toEqual([
          [`demo-group-${i}`, 2, { i, n: 2 }],
          [`demo-group-${i}`, 3, { i, n: 3 }],
        ]);
        expect(result.events[0].globalPosition).toBeLessThan(result.events[1].globalPosition);
      }
      const rows = await t.db.query<{ stream_id: string; version: number; global_position: number; transaction_id: string; data: { i: number } }>(
        `select stream_id, version, global_position, transaction_id::text, data from es_events where stream_id like 'demo-group-%' order by stream_id, version`,
      );
      expect(rows).toHaveLength(90);
      for (let i = 0; i < 30; i++) {
        const mine = rows.filter((r) => r.stream_id === `demo-group-${i}`);
        expect(mine.map((r) => r.version)).toEqual([1, 2, 3]);
        expect(mine.every((r) => r.data.i === i)).toBe(true);
        expect(mine[1].global_position).toBeLessThan(mine[2].global_position);
      }
      // Two appends go at once; the others, queued behind them, share commits.
      expect(new Set(rows.map((r) => r.transaction_id)).size).toBeLessThan(60);
      const [{ versions }] = await t.db.query<{ versions: number[] }>(
        `select array_agg(distinct version)::int[] as versions from es_streams where stream_id like 'demo-group-%'`,
      );
      expect(versions).toEqual([3]);
    });

    it('fails only the append whose guard fails in a shared commit; a stream named twice gets one winner', async () => {
      const { store } = createDemoStore(t.db, { inline: false });
      await store.append('demo-guard-stale', 'demo', 'no-stream', note());
      await store.append('demo-guard-other-type', 'other', 'no-stream', note());
      await store.append('demo-guard-any', 'demo', 'no-stream', note());
      const outcomes = await Promise.allSettled([
        store.append('demo-guard-filler-1', 'demo', 'no-stream', note()),
        store.append('demo-guard-filler-2', 'demo', 'no-stream', note()),
        // Queued behind the two fillers, these share a statement:
        store.append('demo-guard-stale', 'demo', 5, note({ stale: true })),
        store.append('demo-guard-other-type', 'demo', 1, note({ wrongType: true })),
        store.append('demo-guard-new', 'demo', 'no-stream', note({ fresh: true })),
        store.append('demo-guard-any', 'demo', 'any', note({ any: 1 })),
        store.append('demo-guard-twice', 'demo', 'no-stream', note({ first: true })),
        store.append('demo-guard-twice', 'demo', 'no-stream', note({ second: true })),
        store.append('demo-guard-existing', 'demo', 'any', note({ any: 'new stream' })),
      ]);
      const status = outcomes.map((o) =>
        o.status === 'fulfilled' ? o.value.nextVersion : o.reason instanceof ConcurrencyError ? 'conflict' : String(o.reason),
      );
      // The stream named twice goes in the next statement for its second append (a statement moves a stream once): one wins.
      expect([status[6], status[7]].sort()).toEqual([1, 'conflict']);
      expect(status.filter((_, i) => i !== 6 && i !== 7)).toEqual([1, 1, 'conflict', 'conflict', 1, 2, 1]);
      const shared = await Promise.all(
        ['demo-guard-new', 'demo-guard-any', 'demo-guard-existing'].map(async (id) => (await store.readStream(id)).at(-1)!.transactionId),
      );
      expect(new Set(shared).size).toBe(1);
      expect((await store.readStream('demo-guard-stale')).map((e) => e.data)).toEqual([{}]);
      expect((await store.readStream('demo-guard-other-type')).map((e) => e.data)).toEqual([{}]);
      expect((await store.readStream('demo-guard-any')).map((e) => e.data)).toEqual([{}, { any: 1 }]);
      expect((await store.readStream('demo-guard-twice')).map((e) => e.data)).toEqual([status[6] === 1 ? { first: true } : { second: true }]);
      expect(await store.streamVersion('demo-guard-twice')).toBe(1);
    });

    it('answers each caller alone when the database refuses a shared commit: only the faulty append fails, with its own error', async () => {
      const { store } = createDemoStore(t.db, { inline: false });
      const taken = '6b0f7a52-3c55-4d7e-9a53-0d3c9d7bb001';
      await store.append('demo-refused-first', 'demo', 'no-stream', [{ type: 'demo.noted', data: {}, eventId: taken }]);
      const sent = jest.spyOn(t.db.pool, 'query');
      const outcomes = await Promise.allSettled([
        store.append('demo-refused-filler-1', 'demo', 'no-stream', note()),
        store.append('demo-refused-filler-2', 'demo', 'no-stream', note()),
        store.append('demo-refused-a', 'demo', 'no-stream', note({ a: true })),
        store.append('demo-refused-dup', 'demo', 'no-stream', [{ type: 'demo.noted', data: { dup: true }, eventId: taken }]),
        store.append('demo-refused-b', 'demo', 'no-stream', note({ b: true })),
      ]);
      const batches = sent.mock.calls.filter(([query]) => (query as { name?: string }).name === 'es_append_batch');
      sent.mockRestore();
      expect(batches).toHaveLength(1);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/duplicate key/);
      expect(await store.readStream('demo-refused-dup')).toHaveLength(0);
      expect(await store.streamVersion('demo-refused-dup')).toBeNull();
      expect((await store.readStream('demo-refused-a')).map((e) => e.data)).toEqual([{ a: true }]);
      expect((await store.readStream('demo-refused-b')).map((e) => e.data)).toEqual([{ b: true }]);
    });

    it('stores awkward data through a shared commit exactly as a lone append does: quotes, backslashes, unicode, prototype keys, a long string', async () => {
      const { store } = createDemoStore(t.db, { inline: false });
      const awkward = [
        { text: 'say "hi" \\ back\\slash \n newline \t tab', quote: '"', backslash: '\\' },
        { unicode: 'Ñandú 🐕 日本 \u2028 \u2029', emptyKey: { '': 'empty key' } },
        JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": 1}, "nested": [[1, "two", null, false]]}') as Record<string, unknown>,
        { long: 'x"'.repeat(20_000), big: 9007199254740991, tiny: 1e-7, negative: -0.5 },
      ];
      const sent = jest.spyOn(t.db.pool, 'query');
      const appended = await Promise.all([
        store.append('demo-awkward-filler-1', 'demo', 'no-stream', note()),
        store.append('demo-awkward-filler-2', 'demo', 'no-stream', note()),
        ...awkward.map((data, i) => store.append(`demo-awkward-${i}`, 'demo', 'no-stream', [{ type: 'demo.noted', data }])),
        store.append('demo-awkward-two', 'demo', 'no-stream', [
          { type: 'demo.noted', data: awkward[0] },
          { type: 'demo.noted', data: awkward[1] },
        ]),
      ]);
      const batches = sent.mock.calls.filter(([query]) => (query as { name?: string }).name === 'es_append_batch');
      sent.mockRestore();
      expect(batches).toHaveLength(1);
      expect(new Set(appended.slice(2).map((a) => a.events[0].transactionId)).size).toBe(1);
      // Read back as a lone append's data reads back (jsonb's own normalisation: the same values, keys included).
      for (const [i, data] of awkward.entries()) {
        expect((await store.readStream(`demo-awkward-${i}`)).map((e) => e.data)).toEqual([JSON.parse(JSON.stringify(data))]);
      }
      expect((await store.readStream('demo-awkward-two')).map((e) => [e.version, e.data])).toEqual([
        [1, JSON.parse(JSON.stringify(awkward[0]))],
        [2, JSON.parse(JSON.stringify(awkward[1]))],
      ]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('keeps prototype-named stream ids apart in a shared commit: each is a stream like any other', async () => {
      const { store } = createDemoStore(t.db, { inline: false });
      const ids = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
      // Each round: two fillers take the two free slots, and the four appends queued behind them share a statement.
      // (Two rounds, not one: two statements may run at once, and a second append to a stream could commit first.)
      const round = async (n: number, expected: 'no-stream' | 'any') =>
        Promise.all([
          store.append(`demo-proto-filler-${n}-1`, 'demo', 'no-stream', note()),
          store.append(`demo-proto-filler-${n}-2`, 'demo', 'no-stream', note()),
          ...ids.map((id) => store.append(id, 'demo', expected, note({ id, round: n }))),
        ]);
      const first = await round(1, 'no-stream');
      const second = await round(2, 'any');
      expect(first.map((o) => o.nextVersion)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(second.map((o) => o.nextVersion)).toEqual([1, 1, 2, 2, 2, 2]);
      expect(new Set(first.slice(2).map((o) => o.events[0].transactionId)).size).toBe(1);
      for (const id of ids) {
        expect((await store.readStream(id)).map((e) => [e.streamId, e.version, e.data])).toEqual([
          [id, 1, { id, round: 1 }],
          [id, 2, { id, round: 2 }],
        ]);
      }
    });
  });
});
