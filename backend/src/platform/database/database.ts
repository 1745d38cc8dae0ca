import { AsyncLocalStorage } from 'node:async_hooks';
import { Client, ClientConfig, Pool, PoolClient, PoolConfig, QueryResult, QueryResultRow, types } from 'pg';

// int8 (counts, positions, versions) as numbers: our values stay far below 2^53.
types.setTypeParser(types.builtins.INT8, (v) => Number(v));
// Calendar dates stay 'YYYY-MM-DD' strings: a Date would shift them by the server's time zone.
types.setTypeParser(types.builtins.DATE, (v) => v);

export type Queryable = Pick<PoolClient, 'query'>;

/** A together() block's connection (null once the block is over) and how its statements are sent. */
interface SharedConnection {
  client: PoolClient | null;
  send<R extends QueryResultRow>(sql: string, params: unknown[]): Promise<QueryResult<R>>;
}

/**
 * The shared pg pool; every module reaches PostgreSQL through this. Background jobs may have a pool of their own (the
 * worker's): work run through forJobs, and everything it calls, uses that one, so a backlog of jobs never holds the
 * connections requests wait for, and jobs may run more at once than the request pool could spare.
 */
export class Database {
  private readonly scope = new AsyncLocalStorage<Pool>();
  /** The connection of the together() block running now, if any. */
  private readonly shared = new AsyncLocalStorage<SharedConnection>();
  /** The clients of transactions opened by this.transaction, with what each runs once it has committed. */
  private readonly afterCommit = new WeakMap<Queryable, Array<() => void>>();

  constructor(
    private readonly mainPool: Pool,
    readonly url: string,
    /** Each statement's limit on this pool's connections (0: none); other connections to the same url should use it too. */
    readonly statementTimeoutMs = 0,
    private readonly jobPool: Pool | null = null,
  ) {}

  /** The pool of the work running now: the jobs' own within forJobs (when there is one), else the shared one. */
  get pool(): Pool {
    return this.scope.getStore() ?? this.mainPool;
  }

  /** Runs a background job's work on the jobs' pool (the shared one when there is none). */
  forJobs<T>(work: () => Promise<T>): Promise<T> {
    return this.jobPool ? this.scope.run(this.jobPool, work) : work();
  }

  async query<R extends QueryResultRow = QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
    const shared = this.shared.getStore();
    const result = shared?.client ? await shared.send<R>(sql, params) : await this.pool.query<R>(sql, params);
    return result.rows;
  }

  /**
   * Runs `work` with its db.query statements on one pooled connection: those it issues side by side leave in one write
   * (writeTogether) and cost one round trip and one connection, not one each. Each statement is still its own
   * implicit transaction, answered or refused on its own. For a few short statements only: the server runs them one
   * after another, where separate connections would run them at once. The connection goes back to the pool once every
   * statement sent on it has been answered; a statement `work` leaves for later goes through the pool as usual.
   */
  async together<T>(work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const inFlight = new Set<Promise<unknown>>();
    const shared: SharedConnection = {
      client,
      send: <R extends QueryResultRow>(sql: string, params: unknown[]) => {
        const sent = client.query<R>(sql, params);
        inFlight.add(sent);
        const settled = () => inFlight.delete(sent);
        sent.then(settled, settled);
        return sent;
      },
    };
    try {
      return await this.shared.run(shared, work);
    } finally {
      shared.client = null;
      await Promise.allSettled([...inFlight]);
      client.release();
    }
  }

  /**
   * A statement planned for the values it is given, on every call: never prepared by name (StatementNames). For lists
   * whose filters are ranges (a week of visits, a month of orders): a named statement gets PostgreSQL's generic plan
   * after five calls, and a generic plan cannot tell how much of a table a range holds. It guessed 3 of a week's 33,082
   * visits, so it read all 33,082 and sorted them for a page of 500 (50 ms, against 4 ms planned for the week's dates).
   */
  async queryPlannedPerCall<R extends QueryResultRow = QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
    const result = await this.pool.query<R>({ text: sql, values: params });
    return result.rows;
  }

  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const committed: Array<() => void> = [];
    try {
      // The pool's clients pipeline (createPool): `begin` goes out with the work's first statement instead of costing a
      // round trip of its own. The server runs them in order, so that statement is inside the transaction.
      const began = client.query('begin');
      began.catch(() => undefined);
      this.afterCommit.set(client, committed);
      const result = await work(client);
      // Had `begin` failed on a live connection (nothing known does that), the work's statements would have run outside
      // a transaction: fail rather than commit.
      await began;
      await client.query('commit');
      for (const then of committed) then();
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      this.afterCommit.delete(client);
      client.release();
    }
  }

  /**
   * Runs `then` once the transaction `client` is in has committed, when this.transaction opened it (nothing runs after
   * a rollback); answers false for a client in any other transaction, whose commit this cannot see. `then` must not throw.
   */
  onCommit(client: Queryable, then: () => void): boolean {
    const committed = this.afterCommit.get(client);
    committed?.push(then);
    return committed !== undefined;
  }

  async close(): Promise<void> {
    await Promise.all([this.mainPool.end(), this.jobPool?.end()]);
  }
}

/**
 * How long opening a new connection may take before the request fails with a 503: the "database is down" bound of the
 * fail-fast rule (a server that refuses fails at once; one that accepts and never answers, at this bound).
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 1_200;

/**
 * How long a query may wait for a connection in all, including waiting for a free one while every connection is busy
 * with a healthy server's work. Longer than the connect bound: a busy database is not a down one, and on a loaded
 * machine a slot can take more than the connect bound to free up. Still within the ~2 s a request may wait (issue 20).
 */
export const DATABASE_POOL_WAIT_MS = 2_000;

/** How long a job's query may wait for a connection of the jobs' pool: a job is not a request, and a backlog keeps it busy. */
export const JOB_POOL_WAIT_MS = 10_000;

export function createDatabase(
  url: string,
  max = 10,
  statementTimeoutMs = 0,
  connectTimeoutMs = DATABASE_CONNECT_TIMEOUT_MS,
  poolWaitMs = Math.max(connectTimeoutMs, DATABASE_POOL_WAIT_MS),
  /** Connections of the jobs' own pool (Database.forJobs); 0: jobs share the pool. */
  jobPoolSize = 0,
): Database {
  // A job gains nothing from failing fast (a failed attempt only waits for its retry), so its connections may take as
  // long to open as a slot may take to free up: a cold pool opening 8 connections at once on a loaded machine.
  const jobWaitMs = Math.max(poolWaitMs, JOB_POOL_WAIT_MS);
  const jobPool = jobPoolSize ? createPool(url, jobPoolSize, statementTimeoutMs, jobWaitMs, jobWaitMs) : null;
  return new Database(createPool(url, max, statementTimeoutMs, connectTimeoutMs, poolWaitMs), url, statementTimeoutMs, jobPool);
}

/**
 * How many different statement texts a process remembers, and so at most prepares by name. The application's texts are a
 * few hundred, and the dynamic ones (a list's sort and filters) come from fixed pieces; should something build texts
 * without end, the texts past this bound simply go unnamed, so no connection keeps more than this many prepared
 * statements (each a few to some tens of kB of the server's memory, and only once the connection has run it).
 */
export const MAX_NAMED_STATEMENTS = 1_000;

/**
 * A `*` among a statement's columns (`select *`, `e.*`, `returning *`): its result has the table's shape, and a prepared
 * one fails on every call once a migration adds a column ("cached plan must not change result type") — as it would in a
 * process still running while a newer one migrates. Such statements stay unnamed (a `*` elsewhere costs only the name).
 */
const SHAPE_FOLLOWS_TABLE = /\*/;
const COUNT_ALL = /count\(\*\)/gi;

/**
 * The names parameterised statements are prepared under on each connection: PostgreSQL then parses and plans one once
 * per connection (re-planning it when the tables it reads change) instead of on every call. On this machine that made
 * the relay's backlog of card jobs about two thirds faster (issue 19).
 */
export class StatementNames {
  /** Each text seen, with its name or null (its shape follows a table's): judged once, not on every call. */
  private readonly names = new Map<string, string | null>();
  private named = 0;

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** The text's name; null for a text whose shape follows a table's, and for new texts past `max`. */
  nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.max) return null;
    const name = SHAPE_FOLLOWS_TABLE.test(text.replace(COUNT_ALL, '')) ? null : `s${++this.named}`;
    this.names.set(text, name);
    return name;
  }
}

const statementNames = new StatementNames();

function createPool(url: string, max: number, statementTimeoutMs: number, connectTimeoutMs: number, poolWaitMs: number): Pool {
  const connectMs = Math.min(connectTimeoutMs, poolWaitMs);
  // pg-pool uses one connectionTimeoutMillis for both waits: the pool's is the whole wait (a free slot, or a new
  // connection), and each new connection gets the shorter connect bound of its own, so a down server still fails fast.
  // In pipeline mode a client sends each statement at once, not after the one before has answered: statements issued
  // together (a transaction's `begin` and first statement, reads sent side by side) cost one round trip, not one each.
  // The server still runs them one after another, in the order sent, each with its own answer or error.
  class BoundedClient extends Client {
    constructor(config: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs, pipeline: true });
    }

    // Every parameterised statement given as text by name (StatementNames): parsed and planned once per connection, not
    // per call. A statement given as a config object goes unnamed (Database.queryPlannedPerCall).
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      writeTogether(this);
      const name = typeof config === 'string' && Array.isArray(values) && values.length ? statementNames.nameOf(config) : null;
      const query = super.query as (config: unknown, values?: unknown, callback?: unknown) => never;
      return name ? query.call(this, { name, text: config, values }, undefined, callback) : query.call(this, config, values, callback);
    }
  }
  // statement_timeout is sent at connect, so a runaway query (or an injected pg_sleep) is cancelled by the server.
  const pool = new Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: poolWaitMs,
    Client: BoundedClient as unknown as PoolConfig['Client'],
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A checked-out client whose connection dies rejects its pending query; the stray 'error' event must not crash us.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

type Corkable = { cork(): void; uncork(): void };
/** The clients whose connection is corked until the end of this tick (writeTogether). */
const corkedThisTick = new WeakSet<object>();

/**
 * Holds the client's socket writes until process.nextTick, so statements issued together (a transaction's `begin` and
 * its first statement, projections sent side by side, anything issued from the same run of promise callbacks) leave in
 * one write instead of one each. Each write is a system call here and a wake-up of the server there, which on these
 * virtual machines costs more than a short statement's work: a sandbox checkout's 10.7 statements went in 10.7 writes,
 * and now go in 8.7 (npm run bench -- quote). Nothing waits longer: the writes go out before the event loop moves on
 * to any I/O, including the answers they wait for.
 */
export function writeTogether(client: Client): void {
  if (corkedThisTick.has(client)) return;
  const stream = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  if (typeof stream?.cork !== 'function' || typeof stream.uncork !== 'function') return;
  const socket = stream as Corkable;
  corkedThisTick.add(client);
  socket.cork();
  process.nextTick(() => {
    corkedThisTick.delete(client);
    socket.uncork();
  });
}

/** Creates the database named in the URL when the server lacks it (fresh machines, test runs). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL must name a database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const pool = new Pool({ connectionString: admin.toString(), max: 1 });
  try {
    const { rowCount } = await pool.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await pool.query(`create database "${name.replace(/"/g, '""')}"`).catch((error: Error) => {
        if (!/already exists/.test(error.message)) throw error;
      });
    }
  } finally {
    await pool.end();
  }
}

/** True when a PostgreSQL server answers at url within a second. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 1000 });
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await pool.end();
  }
}
