import { afterTheNextBatch } from '../../../test/support/event-loop';
import { AppendBatcher, AppendRow, PreparedAppend } from './append-batcher';
import { Queryable } from '../platform/database/database';

/** A statement the fake database holds until the test answers it. */
interface Held {
  name: string;
  values: unknown[];
  answer(rows: unknown[]): void;
  fail(error: unknown): void;
}

/** A database that records every statement and answers only when told: what the batcher sends, and when. */
function heldDatabase() {
  const held: Held[] = [];
  const db = {
    query: (query: { name: string; values: unknown[] }) =>
      new Promise((resolve, reject) => held.push({ name: query.name, values: query.values, answer: (rows) => resolve({ rows }), fail: reject })),
  } as unknown as Queryable;
  return { db, held };
}

const appendTo = (streamId: string, events = 1): PreparedAppend => ({
  streamId,
  streamType: 'demo',
  kind: 'noStream',
  expected: 0,
  subjectId: null,
  eventIds: Array.from({ length: events }, (_, i) => `${streamId}-e${i}`),
  storedTypes: new Array(events).fill('demo.noted.v1'),
  data: new Array(events).fill('{}'),
  metadataJson: '{}',
});

const row = (version: number): AppendRow => [version, version * 10, '7', new Date(0), null];
const settle = afterTheNextBatch;

function batcherOn(maxInFlight = 2) {
  const { db, held } = heldDatabase();
  const alone: string[] = [];
  const batcher = new AppendBatcher(
    db,
    (append, client) => {
      alone.push(append.streamId);
      const query = { name: `alone:${append.streamId}`, text: '', values: [] };
      return (client.query as unknown as (q: typeof query) => Promise<{ rows: AppendRow[] }>)(query).then((r) => r.rows);
    },
    maxInFlight,
  );
  return { batcher, held, alone };
}

describe('AppendBatcher (group commit)', () => {
  it('given a free slot, when an append arrives, then it goes at once, alone, with the single-stream statement', async () => {
    const { batcher, held } = batcherOn();
    const result = batcher.append(appendTo('s1'));
    expect(held.map((h) => h.name)).toEqual(['alone:s1']);
    held[0].answer([row(1)]);
    await expect(result).resolves.toEqual([row(1)]);
  });

  it('given both slots busy, when more appends arrive, then they wait and go together as one statement when a slot frees', async () => {
    const { batcher, held } = batcherOn(2);
    const first = [batcher.append(appendTo('a')), batcher.append(appendTo('b'))];
    const waiting = [batcher.append(appendTo('c')), batcher.append(appendTo('d', 2)), batcher.append(appendTo('e'))];
    expect(held.map((h) => h.name)).toEqual(['alone:a', 'alone:b']);

    held[0].answer([row(1)]);
    await settle();
    expect(held.map((h) => h.name)).toEqual(['alone:a', 'alone:b', 'es_append_batch']);
    const [streams, , kinds, , counts, , appendIdx, eventIds] = held[2].values as unknown[][];
    expect(streams).toEqual(['c', 'd', 'e']);
    expect(kinds).toEqual([1, 1, 1]);
    expect(counts).toEqual([1, 2, 1]);
    expect(appendIdx).toEqual([1, 2, 2, 3]);
    expect(eventIds).toEqual(['c-e0', 'd-e0', 'd-e1', 'e-e0']);

    // Rows come back by stream; a stream with no rows lost its guard.
    held[2].answer([
      ['c', ...row(1)],
      ['d', ...row(1)],
      ['d', ...row(2)],
    ]);
    held[1].answer([row(1)]);
    await expect(Promise.all([...first, ...waiting])).resolves.toEqual([[row(1)], [row(1)], [row(1)], [row(1), row(2)], []]);
  });

  it('given two waiting appends to one stream, when the batch goes, then the second waits for the next one (each guard sees the last version)', async () => {
    const { batcher, held } = batcherOn(1);
    const busy = batcher.append(appendTo('x'));
    const sameTwice = [batcher.append(appendTo('s')), batcher.append(appendTo('t')), batcher.append(appendTo('s'))];
    held[0].answer([row(1)]);
    await settle();
    expect((held[1].values[0] as string[]).sort()).toEqual(['s', 't']);
    held[1].answer([
      ['s', ...row(1)],
      ['t', ...row(1)],
    ]);
    await settle();
    expect(held[2].name).toBe('alone:s');
    held[2].answer([]);
    await busy;
    await expect(Promise.all(sameTwice)).resolves.toEqual([[row(1)], [row(1)], []]);
  });

  it('given a batch the database refuses, when it fails, then each append runs again alone and only the faulty one rejects', async () => {
    const { batcher, held, alone } = batcherOn(1);
    const busy = batcher.append(appendTo('x'));
    const waiting = ['p', 'q', 'r'].map((id) => batcher.append(appendTo(id)));
    held[0].answer([row(1)]);
    await settle();
    held[1].fail(Object.assign(new Error('duplicate key value violates unique constraint "es_events_event_id_key"'), { code: '23505' }));
    await settle();
    expect(held[2].name).toBe('alone:p');
    held[2].answer([row(1)]);
    await settle();
    held[3].fail(Object.assign(new Error('duplicate key value violates unique constraint "es_events_event_id_key"'), { code: '23505' }));
    await settle();
    held[4].answer([row(1)]);
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'written' : (o.reason as Error).message))).toEqual([
      'written',
      'duplicate key value violates unique constraint "es_events_event_id_key"',
      'written',
    ]);
    expect(alone).toEqual(['x', 'p', 'q', 'r']);
    await busy;
  });

  it('given a batch whose connection is lost, when it fails, then every append in it rejects and none is sent again (it may have committed)', async () => {
    const { batcher, held } = batcherOn(1);
    const busy = batcher.append(appendTo('x'));
    const waiting = ['p', 'q'].map((id) => batcher.append(appendTo(id)));
    held[0].answer([row(1)]);
    await settle();
    held[1].fail(new Error('Connection terminated unexpectedly'));
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as Error).message)).toEqual([
      'Connection terminated unexpectedly',
      'Connection terminated unexpectedly',
    ]);
    expect(held).toHaveLength(2);
    await busy;
    await settle();
    // The slot is free again: after the turn in which the batch failed, the next append goes at once, alone.
    void batcher.append(appendTo('later'));
    expect(held.map((h) => h.name).at(-1)).toBe('alone:later');
  });

  it('given 100 waiting appends, when a slot frees, then at most 64 go in one statement and the rest follow', async () => {
    const { batcher, held } = batcherOn(1);
    void batcher.append(appendTo('x'));
    const waiting = Array.from({ length: 100 }, (_, i) => batcher.append(appendTo(`w${i}`)));
    held[0].answer([row(1)]);
    await settle();
    expect((held[1].values[0] as string[]).length).toBe(64);
    held[1].answer([]);
    await settle();
    expect((held[2].values[0] as string[]).length).toBe(36);
    held[2].answer([]);
    await expect(Promise.all(waiting)).resolves.toHaveLength(100);
  });
});
