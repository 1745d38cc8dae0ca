import { Coalescer, refusedByDatabase } from '../platform/database/coalescer';
import { Queryable } from '../platform/database/database';

/** How an append guards its stream: at a version, as a new stream, or not at all. */
export type GuardKind = 'expected' | 'noStream' | 'any';

/** One append, ready for the database: the stream, its guard, and its events as the statement's parameters. */
export interface PreparedAppend {
  streamId: string;
  streamType: string;
  kind: GuardKind;
  /** The expected version (0 for a new stream or 'any'). */
  expected: number;
  subjectId: string | null;
  eventIds: string[];
  storedTypes: string[];
  /** Each event's data, as JSON text. */
  data: string[];
  metadataJson: string;
}

/** One appended event's row: [version, global_position, tx, recorded_at, the stream's subject]. */
export type AppendRow = [version: number, globalPosition: number, tx: string, recordedAt: Date, streamSubjectId: string | null];

/** Runs one append alone (the single-stream statement); rows in version order, none when the guard failed. */
export type RunOne = (append: PreparedAppend, db: Queryable) => Promise<AppendRow[]>;

const KIND_CODE: Record<GuardKind, number> = { expected: 0, noStream: 1, any: 2 };

/**
 * Several streams' appends as one statement, and so one transaction: each stream's guard runs as the lone append's
 * does (a version that moved, a stream that exists, a stream type that differs: no rows for that stream), and only the
 * streams that passed get their events. Rows: [stream_id, version, global_position, tx, recorded_at, subject_id].
 */
const BATCH_SQL = `with a as (
    select * from unnest($1::text[], $2::text[], $3::int[], $4::bigint[], $5::bigint[], $6::uuid[])
      with ordinality as a(stream_id, stream_type, kind, expected, n, subject_id, idx)
  ),
  moved as (
    update es_streams s set version = a.expected + a.n, updated_at = now()
    from a where a.kind = 0 and s.stream_id = a.stream_id and s.version = a.expected and s.stream_type = a.stream_type
    returning s.stream_id, a.expected as base, s.subject_id
  ),
  began as (
    insert into es_streams (stream_id, stream_type, version, subject_id)
    select stream_id, stream_type, n, subject_id from a where kind = 1
    on conflict do nothing
    returning stream_id, 0::bigint as base, subject_id
  ),
  anyhow as (
    insert into es_streams (stream_id, stream_type, version, subject_id)
    select stream_id, stream_type, n, subject_id from a where kind = 2
    on conflict (stream_id) do update set version = es_streams.version + excluded.version, updated_at = now()
    returning stream_id, version as top, subject_id
  ),
  s as (
    select stream_id, base, subject_id from moved
    union all select stream_id, base, subject_id from began
    union all select anyhow.stream_id, anyhow.top - a.n, anyhow.subject_id from anyhow join a using (stream_id)
  ),
  ins as (
    insert into es_events (stream_id, version, event_id, event_type, stream_type, data, metadata)
    select s.stream_id, s.base + e.ord, e.event_id, e.event_type, a.stream_type, e.data, e.metadata
    from s join a using (stream_id)
      join unnest($7::int[], $8::uuid[], $9::text[], $10::jsonb[], $11::jsonb[], $12::int[]) as e(append_idx, event_id, event_type, data, metadata, ord)
        on e.append_idx = a.idx
    order by a.idx, e.ord
    returning stream_id, version, global_position, transaction_id::text as tx, recorded_at
  )
  select ins.stream_id, ins.version, ins.global_position, ins.tx, ins.recorded_at, s.subject_id
  from ins join s using (stream_id) order by ins.stream_id, ins.version`;

type BatchRow = [streamId: string, ...AppendRow];

/** At most this many appends in one statement. */
const MAX_BATCH = 64;

/**
 * Group commit for appends that are their own transaction (a Coalescer). An append that finds fewer than `maxInFlight`
 * statements running goes at once, alone, as it always did; under load, appends that arrive while the database is busy
 * wait for the next free slot and go together, as one statement and one commit: fewer round trips, commits and WAL
 * flushes per event, and so more appends per second from the same machine. The writers a statement answered append
 * again within the same turn of the event loop, and join the next statement, which leaves at that turn's end
 * (Coalescer). A stream appears once per batch (a statement moves a stream's row once; a second append to it waits for
 * the next statement, and one of the two wins as it would alone).
 *
 * A batch that the database refuses (an event id used before, say) is not the others' fault: its appends run again one
 * by one, so each caller gets its own answer. A lost connection rejects the whole batch, as it would a lone append:
 * whether the commit happened is unknown, and running the appends again could write them twice.
 */
export class AppendBatcher {
  private readonly coalescer: Coalescer<PreparedAppend, AppendRow[]>;

  constructor(db: Queryable, runOne: RunOne, maxInFlight = 2) {
    this.coalescer = new Coalescer(
      (batch) => runBatch(db, batch),
      (append) => runOne(append, db),
      { maxInFlight, maxBatch: MAX_BATCH, distinctBy: (append) => append.streamId, resendAlone: refusedByDatabase },
    );
  }

  append(append: PreparedAppend): Promise<AppendRow[]> {
    return this.coalescer.call(append);
  }
}

/** Each append's rows in version order (none when its guard failed), from one statement for the whole batch. */
async function runBatch(db: Queryable, batch: PreparedAppend[]): Promise<AppendRow[][]> {
  const query = { name: 'es_append_batch', text: BATCH_SQL, rowMode: 'array' as const, values: batchValues(batch) };
  const rows = (await db.query<BatchRow>(query)).rows as unknown as BatchRow[];
  const byStream = new Map<string, AppendRow[]>();
  for (const [streamId, ...row] of rows) {
    const list = byStream.get(streamId);
    if (list) list.push(row);
    else byStream.set(streamId, [row]);
  }
  return batch.map((append) => byStream.get(append.streamId) ?? []);
}

function batchValues(batch: PreparedAppend[]): unknown[] {
  const streamIds: string[] = [];
  const streamTypes: string[] = [];
  const kinds: number[] = [];
  const expected: number[] = [];
  const counts: number[] = [];
  const subjects: Array<string | null> = [];
  const appendIdx: number[] = [];
  const eventIds: string[] = [];
  const types: string[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  const ords: number[] = [];
  batch.forEach((append, i) => {
    streamIds.push(append.streamId);
    streamTypes.push(append.streamType);
    kinds.push(KIND_CODE[append.kind]);
    expected.push(append.expected);
    counts.push(append.eventIds.length);
    subjects.push(append.subjectId);
    for (let e = 0; e < append.eventIds.length; e++) {
      appendIdx.push(i + 1);
      eventIds.push(append.eventIds[e]);
      types.push(append.storedTypes[e]);
      data.push(append.data[e]);
      metadata.push(append.metadataJson);
      ords.push(e + 1);
    }
  });
  return [streamIds, streamTypes, kinds, expected, counts, subjects, appendIdx, eventIds, types, data, metadata, ords];
}
