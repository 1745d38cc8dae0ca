import { Pool, PoolClient } from 'pg';
import { ConsumerRunner } from '../../backend/src/event-store/consumers/consumer-runner';
import { Consumer } from '../../backend/src/event-store/consumers/consumer';
import { replayProjection } from '../../backend/src/event-store/replay/replay';
import { RecordedEvent } from '../../backend/src/event-store/types';
import { createDatabase, Database } from '../../backend/src/platform/database/database';
import { createDemoStore, createDemoTables, demoSummaryProjection } from '../support/demo-stream';
import { BenchDatabase, withBenchDatabase } from './bench-database';
import { benchSeconds, fmtMs, fmtRate, MeasuredLoop, profiled, runInterleaved, timed, verdict, WindowOptions } from './stats';

const WRITERS = 8;
const STREAMS_PER_WRITER = 100;
const CONSUMER_BATCH = 1000;

// Issue 19: appends at ≥ 75% of raw INSERT's throughput with p99 ≤ 1.5× raw's p99, both measured in this run.
const TARGETS = {
  appendShareOfRaw: 0.75,
  appendP99OfRaw: 1.5,
  consumerPerSecond: 5_000,
  replayPerSecond: 20_000,
};

interface EventStoreFigures {
  pgVersion: string;
  raw: MeasuredLoop;
  append: MeasuredLoop;
  appended: number;
  /** Transactions the appends committed in (group commit shares one among several streams' appends under load). */
  commits: number;
  consumer: { events: number; ms: number };
  replay: { events: number; ms: number };
}

const log = (line: string) => process.stderr.write(`  ${line}\n`);

/** A small payload, the same shape in the raw baseline and in the appended events. */
const payload = (writer: number, n: number) => ({ note: 'benchmark note', writer, n, tags: ['a', 'b'] });

/**
 * 1 and 2, in turns (ten slices each, so the machine's changing load hits both alike): single-row autocommit INSERTs,
 * each writer on its own connection (what the server does without the event store), and EventStore.append of one
 * event per command with the expected-version check, each writer on its own 100 streams.
 */
async function rawAndAppends(
  url: string,
  db: Database,
  window: WindowOptions,
): Promise<{
  raw: MeasuredLoop;
  append: MeasuredLoop;
  appended: number;
}> {
  const pool = new Pool({ connectionString: url, max: WRITERS });
  pool.on('error', () => undefined);
  const clients: PoolClient[] = [];
  const { store } = createDemoStore(db, { inline: false });
  const versions = Array.from({ length: WRITERS }, () => new Array<number>(STREAMS_PER_WRITER).fill(0));
  let appended = 0;
  try {
    await pool.query(`create table bench_raw (id bigserial, stream_id text, data jsonb, created_at timestamptz default now())`);
    for (let w = 0; w < WRITERS; w++) clients.push(await pool.connect());
    const [raw, append] = await runInterleaved(WRITERS, { ...window, rounds: 10 }, [
      async (w, i) => {
        await clients[w].query('insert into bench_raw (stream_id, data) values ($1, $2)', [
          `bench-${w}-${i % STREAMS_PER_WRITER}`,
          JSON.stringify(payload(w, i)),
        ]);
      },
      async (w, i) => {
        const k = i % STREAMS_PER_WRITER;
        const current = versions[w][k];
        const result = await store.append(`bench-${w}-${k}`, 'demo', current === 0 ? 'no-stream' : current, [{ type: 'demo.noted', data: payload(w, i) }]);
        versions[w][k] = result.nextVersion;
        appended++;
      },
    ]);
    return { raw, append, appended };
  } finally {
    for (const c of clients) c.release();
    await pool.end();
  }
}

/** 3. A consumer catching up over the whole log: one small upsert per batch, in the batch transaction. */
async function consumerCatchUp(db: Database): Promise<{ events: number; ms: number }> {
  await db.query(`create table bench_consumer_counts (stream_type text primary key, events bigint not null, last_position bigint not null)`);
  const consumer: Consumer = {
    name: 'bench-catch-up',
    batchSize: CONSUMER_BATCH,
    async handle(events: RecordedEvent[], client: PoolClient) {
      const counts = new Map<string, { n: number; last: number }>();
      for (const e of events) {
        const c = counts.get(e.streamType) ?? { n: 0, last: 0 };
        c.n += 1;
        c.last = e.globalPosition;
        counts.set(e.streamType, c);
      }
      await client.query(
        `insert into bench_consumer_counts (stream_type, events, last_position)
         select * from unnest($1::text[], $2::bigint[], $3::bigint[])
         on conflict (stream_type) do update
           set events = bench_consumer_counts.events + excluded.events, last_position = excluded.last_position`,
        [[...counts.keys()], [...counts.values()].map((c) => c.n), [...counts.values()].map((c) => c.last)],
      );
    },
  };
  const { store } = createDemoStore(db, { inline: false });
  const runner = new ConsumerRunner(db, store, consumer, { pollMs: 60_000 });
  try {
    if (!(await runner.ensureOwnership())) throw new Error('bench consumer could not take ownership');
    const { result: events, ms } = await timed(() => runner.drain());
    const [{ total }] = await db.query<{ total: number }>('select coalesce(sum(events), 0)::int as total from bench_consumer_counts');
    if (total !== events) throw new Error(`consumer wrote ${total} counts for ${events} events`);
    const [{ logged }] = await db.query<{ logged: number }>('select count(*)::int as logged from es_events');
    // readAll hides transactions newer than the cluster's oldest running one: a long transaction elsewhere holds events back.
    if (events !== logged) log(`note: the consumer saw ${events} of ${logged} events (a concurrent transaction on the server held the rest back)`);
    return { events, ms };
  } finally {
    await runner.stop();
  }
}

/** 4. Rebuilding the demo_summary projection from position 0. */
async function replay(db: Database): Promise<{ events: number; ms: number }> {
  await createDemoTables(db);
  const { store } = createDemoStore(db);
  const { result: report, ms } = await timed(() => replayProjection(db, store, demoSummaryProjection));
  const [{ notes }] = await db.query<{ notes: number }>('select coalesce(sum(notes), 0)::int as notes from demo_summary');
  if (notes !== report.events) throw new Error(`replay folded ${notes} notes from ${report.events} events`);
  return { events: report.events, ms };
}

export async function runEventStoreBench(): Promise<void> {
  const seconds = benchSeconds();
  const window: WindowOptions = { warmupMs: 1000, durationMs: seconds * 1000 };
  const figures = await withBenchDatabase(async (bench: BenchDatabase) => {
    log(`database ${bench.name} (PostgreSQL ${bench.serverVersion}), ${WRITERS} writers, ${seconds} s per phase after 1 s warm-up`);
    const db = createDatabase(bench.url, WRITERS);
    try {
      log('1-2/4 raw insert baseline and appends, in turns...');
      const { raw, append, appended } = await profiled('event-store-append', () => rawAndAppends(bench.url, db, window));
      const [{ commits }] = await db.query<{ commits: number }>('select count(distinct transaction_id)::int as commits from es_events');
      log(`3/4 consumer catch-up over ${fmtRate(appended)} events...`);
      const consumer = await consumerCatchUp(db);
      log('4/4 replay demo_summary...');
      const replayed = await replay(db);
      return { pgVersion: bench.serverVersion, raw, append, appended, commits, consumer, replay: replayed } satisfies EventStoreFigures;
    } finally {
      await db.close();
    }
  });
  print(figures, seconds);
}

function print(f: EventStoreFigures, seconds: number): void {
  const pgMajor = f.pgVersion.split('.')[0];
  const share = f.append.perSecond / f.raw.perSecond;
  const appendOk = share >= TARGETS.appendShareOfRaw && f.append.p99 <= TARGETS.appendP99OfRaw * f.raw.p99;
  const consumerRate = f.consumer.events / (f.consumer.ms / 1000);
  const replayRate = f.replay.events / (f.replay.ms / 1000);
  const pad = (s: string, n: number) => s.padEnd(n);
  const cpu = (x: MeasuredLoop) =>
    `node CPU ${Math.round(x.cpuMsPerOp * 1000)} µs/op${x.postgresCpuMsPerOp === null ? '' : `, PostgreSQL ${Math.round(x.postgresCpuMsPerOp * 1000)} µs/op`}`;
  const lines = [
    `event-store benchmark (PostgreSQL ${pgMajor}, ${WRITERS} writers, ${seconds} s)`,
    `${pad('raw insert', 18)}${pad(`${fmtRate(f.raw.perSecond)} /s`, 16)}p50 ${pad(`${fmtMs(f.raw.p50)} ms`, 10)}p99 ${pad(`${fmtMs(f.raw.p99)} ms`, 10)}` +
      cpu(f.raw),
    `${pad('append', 18)}${pad(`${fmtRate(f.append.perSecond)} /s`, 16)}p50 ${pad(`${fmtMs(f.append.p50)} ms`, 10)}p99 ${pad(`${fmtMs(f.append.p99)} ms`, 10)}` +
      `${Math.round(share * 100)}% of raw, p99 ${(f.append.p99 / f.raw.p99).toFixed(2)}× raw's  ` +
      `[target ≥${TARGETS.appendShareOfRaw * 100}%, p99 ≤${TARGETS.appendP99OfRaw}× raw's: ${verdict(appendOk)}]  ${cpu(f.append)}  ` +
      `${(f.appended / Math.max(1, f.commits)).toFixed(1)} appends/commit`,
    `${pad('consumer catch-up', 18)}${pad(`${fmtRate(consumerRate)} events/s`, 26)}` +
      `(${fmtRate(f.consumer.events)} events, batch ${CONSUMER_BATCH})  [target ≥${fmtRate(TARGETS.consumerPerSecond)}: ${verdict(consumerRate >= TARGETS.consumerPerSecond)}]`,
    `${pad('replay', 18)}${pad(`${fmtRate(replayRate)} events/s`, 26)}` +
      `(${fmtRate(f.replay.events)} events)  [target ≥${fmtRate(TARGETS.replayPerSecond)}: ${verdict(replayRate >= TARGETS.replayPerSecond)}]`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
}
