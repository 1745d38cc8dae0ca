import { randomUUID } from 'node:crypto';
import { Pool, PoolClient } from 'pg';
import { Clock } from '../platform/clock';
import { Coalescer, CoalescerMap, oneRowOf, unsizedArrays } from '../platform/database/coalescer';
import { Database, Queryable } from '../platform/database/database';
import { AppendBatcher, AppendRow, GuardKind, PreparedAppend } from './append-batcher';
import { commitNotice } from './consumers/commit-notice';
import { ConcurrencyError } from './errors';
import { EventRegistry } from './event-registry';
import { ProjectionRegistry } from './projections/projection';
import { Checkpoint, EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './types';
import { erasureCountSql, PersonalDataVault } from './vault/personal-data-vault';
import { DomainEvent, TypedStream, TypedStreamDefinition } from './typed-stream';

export interface AppendOptions {
  metadata?: Partial<EventMetadata>;
  /** The person whose personal fields these events carry (PersonalDataVault.subjectIdFor). */
  subjectId?: string | null;
  /** Join a transaction the caller already opened. */
  client?: PoolClient;
}

/** How readAll and readAfterCheckpoint read: which stream types, on which connection, personal fields opened or not. */
export interface ReadAfterOptions {
  streamTypes?: string[];
  client?: Queryable;
  personalData?: 'opened' | 'sealed';
}

/** What a relay job reads first (EventStore.readForJob). */
export interface JobRead {
  event: RecordedEvent | null;
  /** The job's consumer recorded this event done before. */
  done: boolean;
  /** How many times the event's subject was erased; null when the event has no subject (or is gone). */
  erasures: number | null;
}

export interface AppendResult {
  nextVersion: number;
  events: RecordedEvent[];
}

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  global_position: number;
  tx: string;
  event_type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
  subject_id: string | null;
}

/** An EventRow's columns: where each comes from in `es_events e join es_streams s`, under its row name. */
const EVENT_COLUMN_SOURCES: ReadonlyArray<readonly [source: string, name: string]> = [
  ['e.event_id', 'event_id'],
  ['e.stream_id', 'stream_id'],
  ['e.stream_type', 'stream_type'],
  ['e.version', 'version'],
  ['e.global_position', 'global_position'],
  ['e.transaction_id::text', 'tx'],
  ['e.event_type', 'event_type'],
  ['e.data', 'data'],
  ['e.metadata', 'metadata'],
  ['e.recorded_at', 'recorded_at'],
  ['s.subject_id', 'subject_id'],
];
const EVENT_COLUMNS = EVENT_COLUMN_SOURCES.map(([source, name]) => (source.endsWith(`.${name}`) ? source : `${source} as ${name}`)).join(', ');
/** EVENT_COLUMNS' names, as a subquery that selected them answers them under `alias`. */
const eventColumnsOf = (alias: string) => EVENT_COLUMN_SOURCES.map(([, name]) => `${alias}.${name}`).join(', ');

/** EventStore.skipOtherStreams: the newest final event, and no event of the consumer's types between it and the checkpoint. */
const SKIP_OTHER_STREAMS_SQL = `update es_checkpoints c set last_tx = b.tx, last_position = b.position, updated_at = now()
  from (select transaction_id as tx, global_position as position from es_events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id desc, global_position desc limit 1) b
  where c.consumer = $1 and (b.tx, b.position) > (c.last_tx, c.last_position)
    and not exists (select 1 from es_events e
                    where (e.transaction_id, e.global_position) > (c.last_tx, c.last_position)
                      and (e.transaction_id, e.global_position) <= (b.tx, b.position)
                      and e.stream_type = any($2::text[]))`;

/** What one job asks readForJob. */
interface JobReadAsk {
  eventId: string;
  consumer: string;
  personalData: 'opened' | 'sealed';
}

const JOB_READ_COLUMNS = `${EVENT_COLUMNS}, case when s.subject_id is null then null else ${erasureCountSql('s.subject_id')} end as erasures`;

/**
 * A job's event, whether its consumer did it before, and its subject's erasure mark, for one id or many ($1): a row per
 * id in the order given, an unknown id's without the event. Each id's done flag and its event are lookups of their own
 * (laterals with a limit, which the planner keeps per row): as joins or an EXISTS, the connection's cached plan (the
 * ids' array is unsized, so there is one) could read every row the consumer ever recorded, or the whole log, per batch.
 */
const READ_FOR_JOBS_SQL = `select coalesce(p.done, false) as done, ${eventColumnsOf('ev')}, ev.erasures
  from unnest(${unsizedArrays(1, ['uuid'])}) with ordinality as i(id, ord)
  left join lateral (select true as done from processed_events where consumer = $2 and event_id = i.id limit 1) p on true
  left join lateral (select ${JOB_READ_COLUMNS} from es_events e join es_streams s using (stream_id) where e.event_id = i.id limit 1) ev on true
  order by i.ord`;

/** The stream-version guard and the event insert run as one statement, so a loser draws no sequence number. */
const APPEND_SQL = {
  expected: `update es_streams set version = $3::bigint + $4::bigint, updated_at = now()
             where stream_id = $1 and version = $3::bigint and stream_type = $2 and ($9::uuid is null or true)
             returning stream_id, $3::bigint as base, subject_id`,
  noStream: `insert into es_streams (stream_id, stream_type, version, subject_id) select $1, $2, $4::bigint, $9::uuid where $3::bigint = 0
             on conflict do nothing returning stream_id, 0::bigint as base, subject_id`,
  any: `insert into es_streams (stream_id, stream_type, version, subject_id) select $1, $2, $4::bigint, $9::uuid where $3::bigint = 0
        on conflict (stream_id) do update set version = es_streams.version + $4::bigint, updated_at = now()
        returning stream_id, version - $4::bigint as base, subject_id`,
};

/** Events from arrays (any count), or, for the common single event, from plain parameters (nothing to unnest). */
const EVENT_SOURCES = {
  many: {
    from: `s cross join unnest($5::uuid[], $6::text[], $7::jsonb[], $8::jsonb[]) with ordinality as e(event_id, event_type, data, metadata, ord)`,
    select: 's.stream_id, s.base + e.ord, e.event_id, e.event_type, $2, e.data, e.metadata',
  },
  one: { from: 's', select: 's.stream_id, s.base + 1, $5::uuid, $6::text, $2, $7::jsonb, $8::jsonb' },
};

function appendStatement(guard: string, notifyInside: boolean, source: keyof typeof EVENT_SOURCES): string {
  return `with s as (${guard}),
    ins as (
      insert into es_events (stream_id, version, event_id, event_type, stream_type, data, metadata)
      select ${EVENT_SOURCES[source].select}
      from ${EVENT_SOURCES[source].from}
      returning version, global_position, transaction_id::text as tx, recorded_at
    )
    select ins.version, ins.global_position, ins.tx, ins.recorded_at, s.subject_id${notifyInside ? `, pg_notify('es_events', $2)` : ''}
    from ins cross join s order by ins.version`;
}

/** Rows as arrays (no per-row object keyed by column): AppendRow, [version, global_position, tx, recorded_at, stream subject]. */
type AppendStatement = { name: string; text: string; rowMode: 'array' };

/**
 * Named, so each pooled connection parses and plans them once. The notify-inside variants serve
 * transactions the caller commits; everywhere else one coalesced NOTIFY follows the commit, because a
 * NOTIFY inside a transaction takes a server-wide lock at commit and serialises every writer's flush.
 */
const STATEMENTS = {
  afterCommit: statements(false, 'many'),
  inside: statements(true, 'many'),
  afterCommitOne: statements(false, 'one'),
  insideOne: statements(true, 'one'),
};

function statements(notifyInside: boolean, source: keyof typeof EVENT_SOURCES): Record<GuardKind, AppendStatement> {
  const entries = (Object.keys(APPEND_SQL) as GuardKind[]).map((kind) => [
    kind,
    {
      name: `es_append_${kind}${notifyInside ? '_notify' : ''}${source === 'one' ? '_one' : ''}`,
      text: appendStatement(APPEND_SQL[kind], notifyInside, source),
      rowMode: 'array',
    },
  ]);
  return Object.fromEntries(entries) as Record<GuardKind, AppendStatement>;
}

/** One append as the single-stream statement; rows in version order, none when the guard failed. */
async function runAppend(append: PreparedAppend, client: Queryable, notifyInside: boolean): Promise<AppendRow[]> {
  const count = append.eventIds.length;
  const one = count === 1;
  const statement = STATEMENTS[notifyInside ? (one ? 'insideOne' : 'inside') : one ? 'afterCommitOne' : 'afterCommit'][append.kind];
  const values = [
    append.streamId,
    append.streamType,
    append.expected,
    count,
    one ? append.eventIds[0] : append.eventIds,
    one ? append.storedTypes[0] : append.storedTypes,
    one ? append.data[0] : append.data,
    one ? append.metadataJson : new Array<string>(count).fill(append.metadataJson),
    append.subjectId,
  ];
  const query = { name: statement.name, text: statement.text, rowMode: statement.rowMode, values };
  return (await client.query<AppendRow>(query)).rows as unknown as AppendRow[];
}

/**
 * Wakes consumers after commits: one NOTIFY statement every few milliseconds at most. The first commit after a quiet
 * spell notifies at once (no wait added to a lone commit's wake-up); the commits of the next `windowMs` share one
 * statement at its end, each stream and event type once.
 */
export class CommitNotifier {
  private readonly pending = new Set<string>();
  private window: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly windowMs = 5,
  ) {}

  /** `notices`: commitNotice payloads. */
  committed(notices: Iterable<string>): void {
    for (const notice of notices) this.pending.add(notice);
    if (!this.window) this.flush();
  }

  /** Sends what gathered and opens the next window; a window that gathered nothing closes, and the next commit goes at once. */
  private flush(): void {
    if (!this.pending.size) {
      this.window = null;
      return;
    }
    const notices = [...this.pending];
    this.pending.clear();
    // A lost wake-up only delays consumers until their next poll.
    this.db.query(`select pg_notify('es_events', t) from unnest($1::text[]) t`, [notices]).catch(() => undefined);
    this.window = setTimeout(() => this.flush(), this.windowMs);
    this.window.unref();
  }
}

export class EventStore {
  private readonly notifier: CommitNotifier;
  private readonly batcher: AppendBatcher;

  constructor(
    private readonly db: Database,
    readonly registry: EventRegistry,
    readonly vault: PersonalDataVault,
    readonly projections: ProjectionRegistry,
    private readonly clock: Clock,
  ) {
    this.notifier = new CommitNotifier(db);
    this.batcher = new AppendBatcher(db.pool, (append, client) => runAppend(append, client, false));
  }

  async append(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    if (!events.length) throw new Error('append needs at least one event');
    const metadata: EventMetadata = {
      correlationId: options.metadata?.correlationId ?? randomUUID(),
      causationId: options.metadata?.causationId ?? null,
      actor: options.metadata?.actor ?? 'system',
      occurredAt: options.metadata?.occurredAt ?? this.clock.now().toISOString(),
      requestId: options.metadata?.requestId ?? null,
    };
    const subjectId = options.subjectId ?? null;
    const count = events.length;
    const eventIds = new Array<string>(count);
    const storedTypes = new Array<string>(count);
    const data = new Array<string>(count);
    // Only sealing personal fields needs the person's key (a possible round trip); nothing else awaits before the statement.
    const seals: Array<Promise<void>> = [];
    for (let i = 0; i < count; i++) {
      const event = events[i];
      storedTypes[i] = this.registry.storedType(event.type);
      eventIds[i] = event.eventId ?? randomUUID();
      const paths = this.registry.personalFields(event.type);
      if (!paths.length) data[i] = JSON.stringify(event.data);
      else if (!subjectId) throw new Error(`${event.type} carries personal fields; append it with a subjectId`);
      else seals.push(this.vault.seal(subjectId, event.data, paths).then((sealed) => void (data[i] = JSON.stringify(sealed))));
    }
    if (seals.length) await Promise.all(seals);
    const kind: GuardKind = expected === 'any' ? 'any' : expected === 'no-stream' || expected === 0 ? 'noStream' : 'expected';
    const prepared: PreparedAppend = {
      streamId,
      streamType,
      kind,
      expected: typeof expected === 'number' ? expected : 0,
      subjectId,
      eventIds,
      storedTypes,
      data,
      metadataJson: JSON.stringify(metadata),
    };
    const recordedFrom = (rows: AppendRow[]): RecordedEvent[] => {
      // Rows come in version order, which is the events' order; none when the guard failed.
      if (!rows.length) throw new ConcurrencyError(streamId, expected);
      const recorded = new Array<RecordedEvent>(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        recorded[i] = {
          eventId: eventIds[i],
          streamId,
          streamType,
          version: row[0],
          globalPosition: row[1],
          transactionId: row[2],
          type: events[i].type,
          storedType: storedTypes[i],
          data: events[i].data,
          metadata,
          recordedAt: row[3],
          // The stream's own subject (set when it began), whatever this append passed.
          subjectId: row[4] ?? subjectId,
        };
      }
      return recorded;
    };
    const inTransaction = async (client: Queryable, notifyInside: boolean): Promise<AppendResult> => {
      const recorded = recordedFrom(await runAppend(prepared, client, notifyInside));
      await this.projections.apply(recorded, client);
      return { nextVersion: recorded[recorded.length - 1].version, events: recorded };
    };

    // The caller's transaction commits later. Opened by Database.transaction (this.transaction among them), it wakes the
    // consumers after its commit; any other notifies inside, in the append's own statement.
    if (options.client) {
      const notices = events.map((event) => commitNotice(streamType, event.type));
      const afterCommit = this.db.onCommit(options.client, () => this.notifier.committed(notices));
      return inTransaction(options.client, !afterCommit);
    }
    // Inline projections share the events' transaction; without them the append is its own transaction, and under
    // load it commits together with other streams' appends (AppendBatcher).
    let result: AppendResult;
    if (this.projections.handlesAny(events.map((e) => e.type))) result = await this.db.transaction((client) => inTransaction(client, false));
    else {
      const recorded = recordedFrom(await this.batcher.append(prepared));
      result = { nextVersion: recorded[recorded.length - 1].version, events: recorded };
    }
    this.notifier.committed(events.map((event) => commitNotice(streamType, event.type)));
    return result;
  }

  /**
   * One transaction for work that appends (pass the client to append) beside writes of its own: Database.transaction,
   * whose appends wake the consumers after the commit, as a lone append does. A NOTIFY inside the transaction would take
   * the server-wide lock at commit that serialises every writer's flush.
   */
  transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Typed read, fold and append for one stream type. */
  stream<S, E extends DomainEvent>(definition: TypedStreamDefinition<S, E>): TypedStream<S, E> {
    return new TypedStream(this, definition);
  }

  async readStream(streamId: string, options: { toVersion?: number; client?: Queryable } = {}): Promise<RecordedEvent[]> {
    const { rows } = await (options.client ?? this.db.pool).query<EventRow>(
      `select ${EVENT_COLUMNS} from es_events e join es_streams s using (stream_id)
       where e.stream_id = $1 and ($2::bigint is null or e.version <= $2) order by e.version`,
      [streamId, options.toVersion ?? null],
    );
    return this.decode(rows);
  }

  /** One event by id (a relay job carries only the id), decoded and opened; null when unknown. */
  async readEvent(eventId: string, client: Queryable = this.db.pool): Promise<RecordedEvent | null> {
    const { rows } = await client.query<EventRow>(`select ${EVENT_COLUMNS} from es_events e join es_streams s using (stream_id) where e.event_id = $1`, [
      eventId,
    ]);
    return rows.length ? (await this.decode(rows))[0] : null;
  }

  /**
   * A relay job's first read, in one round trip: its event (null when gone), whether `consumer` has recorded it done,
   * and the event subject's erasure mark (null without a subject), which the job compares after its effect.
   */
  async readForJob(eventId: string, consumer: string, options: { personalData?: 'opened' | 'sealed' } = {}): Promise<JobRead> {
    const personalData = options.personalData ?? 'opened';
    return this.jobReads.for(this.db.pool, `${personalData}:${consumer}`).call({ eventId, consumer, personalData });
  }

  /**
   * readForJob's statement, for one job or for several at once (Coalescer): concurrent jobs of one consumer, on one
   * pool, share a statement under load. Rows come back in the order asked, one per id, an unknown id's with no event.
   */
  private readonly jobReads = new CoalescerMap<Pool, JobReadAsk, JobRead>((pool) => {
    const readMany = (asks: JobReadAsk[]) => this.readJobEvents(pool, asks);
    return new Coalescer(readMany, oneRowOf(readMany));
  });

  /** Asks of one consumer and one personalData (the coalescer's key). */
  private async readJobEvents(pool: Pool, asks: JobReadAsk[]): Promise<JobRead[]> {
    const { consumer, personalData } = asks[0];
    const { rows } = await pool.query<EventRow & { done: boolean; erasures: number | null }>(READ_FOR_JOBS_SQL, [asks.map((ask) => ask.eventId), consumer]);
    // Decoded in the rows' order, one object per row: two jobs that asked for the same event never share one.
    const events = await this.decode(
      rows.filter((row) => row.event_id),
      personalData,
    );
    let next = 0;
    return rows.map((row) => ({ done: row.done, erasures: row.erasures, event: row.event_id ? events[next++] : null }));
  }

  async streamVersion(streamId: string, client: Queryable = this.db.pool): Promise<number | null> {
    const { rows } = await client.query<{ version: number }>('select version from es_streams where stream_id = $1', [streamId]);
    return rows[0]?.version ?? null;
  }

  /**
   * Events committed after the checkpoint, in commit-safe order: only transactions older than every
   * transaction still running are visible, so a slow writer's lower position is never skipped.
   */
  async readAll(after: Checkpoint, limit: number, options: ReadAfterOptions = {}): Promise<RecordedEvent[]> {
    const rows = await this.readAfter('select $3::xid8 as tx, $4::bigint as position', [after.tx, after.position], limit, options);
    return this.decode(rows, options.personalData);
  }

  /**
   * A consumer's next batch and the checkpoint it follows, in one statement (readAll after the consumer's es_checkpoints
   * row, START when it has none): a consumer woken for nothing costs one statement, with no transaction around it.
   * `after` is null when there is no event to read.
   */
  async readAfterCheckpoint(consumer: string, limit: number, options: ReadAfterOptions = {}): Promise<{ after: Checkpoint | null; events: RecordedEvent[] }> {
    // Two scalar subqueries, which run once each before the scan (init plans): the index on (transaction_id,
    // global_position) is searched from the checkpoint as it would be from parameters.
    const rows = await this.readAfter(
      `select coalesce((select last_tx from es_checkpoints where consumer = $3), '0')::xid8 as tx,
              coalesce((select last_position from es_checkpoints where consumer = $3), 0)::bigint as position`,
      [consumer],
      limit,
      options,
    );
    if (!rows.length) return { after: null, events: [] };
    return { after: { tx: rows[0].after_tx, position: Number(rows[0].after_position) }, events: await this.decode(rows, options.personalData) };
  }

  /**
   * Moves a consumer that reads only `streamTypes` past the other streams' events after its checkpoint, up to the newest
   * event below every running transaction, when none of its own lie among them. The runner asks after a read of its
   * types found nothing while other streams committed: otherwise a consumer of quiet streams kept its checkpoint at its
   * last own event, and each poll (every second) and wake-up read again every other event committed since (a burst of
   * leads had the order and visit consumers rescan thousands of lead events a second).
   *
   * One statement, checked against the checkpoint as it stands, not as a read saw it: every event up to the newest below
   * pg_snapshot_xmin is final (nothing can commit below it any more), and the span is skipped only if none is of these
   * types.
   */
  async skipOtherStreams(consumer: string, streamTypes: string[], client: Queryable = this.db.pool): Promise<void> {
    await client.query(SKIP_OTHER_STREAMS_SQL, [consumer, streamTypes]);
  }

  /** The events after the checkpoint that `checkpoint` selects (tx, position; its parameters from $3 on), each row with it. */
  private async readAfter(checkpoint: string, checkpointValues: unknown[], limit: number, options: ReadAfterOptions) {
    const { rows } = await (options.client ?? this.db.pool).query<EventRow & { after_tx: string; after_position: number }>(
      `select ${EVENT_COLUMNS}, k.tx::text as after_tx, k.position as after_position
       from es_events e join es_streams s using (stream_id), (${checkpoint}) k
       where e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         and (e.transaction_id, e.global_position) > (k.tx, k.position)
         and ($2::text[] is null or e.stream_type = any($2))
       order by e.transaction_id, e.global_position limit $1`,
      [limit, options.streamTypes ?? null, ...checkpointValues],
    );
    return rows;
  }

  /** The stream's state folded up to a version (auditors' "as of"), with the registered evolve or a merge. */
  async stateAt(streamId: string, toVersion?: number): Promise<{ streamType: string; version: number; state: unknown } | null> {
    const events = await this.readStream(streamId, { toVersion });
    if (!events.length) return null;
    const definition = this.registry.stream(events[0].streamType);
    const state = definition
      ? events.reduce((s, e) => definition.evolve(s, e), definition.initialState())
      : events.reduce<Record<string, unknown>>((s, e) => ({ ...s, ...e.data, lastEvent: e.type }), {});
    return { streamType: events[0].streamType, version: events[events.length - 1].version, state };
  }

  /** Rows as events, upcast; personal fields opened, or left sealed for a reader that uses none of them. */
  async decode(rows: EventRow[], personalData: 'opened' | 'sealed' = 'opened'): Promise<RecordedEvent[]> {
    return Promise.all(
      rows.map(async (row) => {
        const { type, data } = this.registry.upcast(row.event_type, row.data);
        return {
          eventId: row.event_id,
          streamId: row.stream_id,
          streamType: row.stream_type,
          version: row.version,
          globalPosition: row.global_position,
          transactionId: row.tx,
          type,
          storedType: row.event_type,
          data: personalData === 'sealed' ? data : await this.vault.open(row.subject_id, data),
          metadata: row.metadata,
          recordedAt: row.recorded_at,
          subjectId: row.subject_id,
        };
      }),
    );
  }
}

/** Load, decide, append with the expected version; on a conflict reload and retry, then give up with 409. */
export async function withConcurrencyRetry<T>(attempt: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || i >= attempts) throw error;
    }
  }
}
