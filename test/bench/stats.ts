import { performance } from 'node:perf_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import Redis from 'ioredis';
import { Client } from 'pg';
import { countSocketWrites } from '../support/socket-writes';

/** Milliseconds since an arbitrary origin, sub-millisecond resolution. */
export const now = (): number => performance.now();

/** The p-th percentile (0..100) of latencies in ms, nearest-rank on a sorted copy; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export interface LatencySummary {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/** Collects per-operation latencies (ms) of operations that ran wholly inside a measurement window. */
export class LatencyRecorder {
  private samples: number[] = [];

  record(ms: number): void {
    this.samples.push(ms);
  }

  get count(): number {
    return this.samples.length;
  }

  /** Combines several writers' recorders. */
  static merge(recorders: LatencyRecorder[]): LatencyRecorder {
    const merged = new LatencyRecorder();
    for (const r of recorders) for (const s of r.samples) merged.samples.push(s);
    return merged;
  }

  summary(windowMs: number): LatencySummary {
    const sorted = Float64Array.from(this.samples).sort();
    return {
      count: sorted.length,
      perSecond: sorted.length / (windowMs / 1000),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    };
  }
}

export interface WindowOptions {
  warmupMs: number;
  durationMs: number;
}

/**
 * Runs `writers` concurrent loops of `op` for warm-up + duration. Only operations that start after the
 * warm-up and finish before the window closes count, so throughput = counted / duration.
 */
export async function runClosedLoop(
  writers: number,
  window: WindowOptions,
  op: (writer: number, iteration: number) => Promise<void>,
): Promise<{ summary: LatencySummary; total: number; recorder: LatencyRecorder }> {
  const start = now();
  const measureFrom = start + window.warmupMs;
  const measureTo = measureFrom + window.durationMs;
  let total = 0;
  let failed = false;
  const outcomes = await Promise.allSettled(
    Array.from({ length: writers }, async (_, w) => {
      const recorder = new LatencyRecorder();
      for (let i = 0; !failed; i++) {
        const t0 = now();
        if (t0 >= measureTo) break;
        try {
          await op(w, i);
        } catch (error) {
          failed = true; // the other writers stop too, so the caller can close its pools
          throw error;
        }
        const t1 = now();
        total++;
        if (t0 >= measureFrom && t1 <= measureTo) recorder.record(t1 - t0);
      }
      return recorder;
    }),
  );
  const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  const recorders = outcomes.map((o) => (o as PromiseFulfilledResult<LatencyRecorder>).value);
  const recorder = LatencyRecorder.merge(recorders);
  return { summary: recorder.summary(window.durationMs), total, recorder };
}

/** A closed loop's latencies, with the CPU each operation cost this process and the local PostgreSQL (null off Linux). */
export type MeasuredLoop = LatencySummary & { cpuMsPerOp: number; postgresCpuMsPerOp: number | null };

/**
 * Measures several closed loops in turns (A, B, A, B, ... each `rounds` times, `durationMs` split evenly) so that each
 * sees the same share of a shared machine's changing load: the fair way to put a figure beside its baseline.
 */
export async function runInterleaved(
  writers: number,
  window: WindowOptions & { rounds: number },
  ops: Array<(writer: number, iteration: number) => Promise<void>>,
): Promise<MeasuredLoop[]> {
  const slice = window.durationMs / window.rounds;
  const recorders = ops.map(() => [] as LatencyRecorder[]);
  const cpu = ops.map(() => ({ ms: 0, postgresMs: 0 as number | null, ops: 0 }));
  for (let round = 0; round < window.rounds; round++) {
    for (const [k, op] of ops.entries()) {
      const before = process.cpuUsage();
      const serversBefore = serverCpuMs();
      const { recorder, total } = await runClosedLoop(writers, { warmupMs: round === 0 ? window.warmupMs : 200, durationMs: slice }, op);
      const used = process.cpuUsage(before);
      const serversAfter = serverCpuMs();
      cpu[k].ms += (used.user + used.system) / 1000;
      cpu[k].postgresMs =
        serversBefore && serversAfter && cpu[k].postgresMs !== null ? cpu[k].postgresMs + serversAfter.postgres - serversBefore.postgres : null;
      cpu[k].ops += total;
      recorders[k].push(recorder);
    }
  }
  // CPU per operation (this process: client and server alike; and the local PostgreSQL's) is steadier than throughput on
  // a busy machine. Both counts include each slice's warm-up, whose operations count too.
  return recorders.map((r, k) => ({
    ...LatencyRecorder.merge(r).summary(window.durationMs),
    cpuMsPerOp: cpu[k].ms / cpu[k].ops,
    postgresCpuMsPerOp: cpu[k].postgresMs === null ? null : cpu[k].postgresMs / cpu[k].ops,
  }));
}

/**
 * Open-loop load: starts `op` at a steady `perSecond` for warm-up + duration whether earlier ones have finished or not
 * (as independent visitors arrive), and times each from its scheduled start, so a late start counts against it. What a
 * closed loop at saturation hides: the latency one visitor sees on a busy day, rather than the queue that N loops build.
 */
export async function runPaced(
  perSecond: number,
  window: WindowOptions,
  op: (iteration: number) => Promise<void>,
): Promise<{ summary: LatencySummary; recorder: LatencyRecorder }> {
  const start = now();
  const count = Math.floor(((window.warmupMs + window.durationMs) / 1000) * perSecond);
  const recorder = new LatencyRecorder();
  const running: Array<Promise<void>> = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / perSecond;
    if (due > now()) await new Promise((resolve) => setTimeout(resolve, due - now()));
    running.push(
      op(i).then(() => {
        if (due >= start + window.warmupMs) recorder.record(now() - due);
      }),
    );
  }
  await Promise.all(running);
  return { summary: recorder.summary(window.durationMs), recorder };
}

/** Times one async job; returns its result and the elapsed ms. */
export async function timed<T>(job: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const t0 = now();
  const result = await job();
  return { result, ms: now() - t0 };
}

export function fmtRate(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a';
}

export function fmtMs(n: number): string {
  if (!Number.isFinite(n)) return 'n/a';
  return n < 10 ? n.toFixed(2) : n.toFixed(1);
}

export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'MISS';
}

/** Seconds for the measurement window: BENCH_SECONDS, default 10. */
export function benchSeconds(fallback = 10): number {
  const raw = process.env.BENCH_SECONDS;
  const n = raw ? Number(raw) : fallback;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`BENCH_SECONDS must be a positive number, got ${raw}`);
  return n;
}

/**
 * With BENCH_PROFILE=<dir>, records a V8 CPU profile of `job` alone (start-up and the other phases left out) into
 * <dir>/<name>.cpuprofile, for Chrome DevTools or speedscope; without it, just runs `job`.
 */
export async function profiled<T>(name: string, job: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return job();
  const { Session } = await import('node:inspector/promises');
  const { mkdir, writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await job();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(dir, { recursive: true });
    const file = `${dir}/${name}.cpuprofile`;
    await writeFile(file, JSON.stringify(profile));
    process.stderr.write(`  CPU profile: ${file}\n`);
  }
}

/** What this process sent while a job ran: statements to PostgreSQL, and Redis commands other than blocking waits. */
export interface Traffic {
  statements: number;
  /**
   * The socket writes that carried them: each one a system call here and a wake-up of the server there, what a
   * statement mostly costs on these machines. Statements sent together (pipelined, writeTogether) share one.
   */
  postgresWrites: number;
  redisCommands: number;
  /** CPU used meanwhile, in ms: this process (and countTraffic's nodePids), and the local PostgreSQL and Redis servers (null where /proc cannot tell). */
  cpuMs: { node: number; postgres: number | null; redis: number | null };
}

/**
 * A process's name and the CPU time it has used so far, in ms, from /proc/<pid>/stat (Linux), with its exited children's
 * when `withChildren`; null when it cannot be read (gone meanwhile, or not Linux).
 */
export function processCpu(pid: number | string, withChildren = false): { name: string; ms: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  // After the name: state is field 3, utime 14, stime 15, cutime 16, cstime 17 (1-based, man 5 proc).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]) + (withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
  return { name, ms: ticks * (1000 / 100) }; // USER_HZ is 100 on Linux
}

/**
 * CPU time used so far by the local servers' processes, in ms, from /proc (Linux): every process named postgres
 * (their exited children included, through the postmaster's count of them) and every redis-server. Null off Linux.
 */
function serverCpuMs(): { postgres: number; redis: number } | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const used = { postgres: 0, redis: 0 };
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    const cpu = processCpu(pid, true);
    if (!cpu) continue;
    const kind = cpu.name.startsWith('postgres') ? 'postgres' : cpu.name.startsWith('redis-server') ? 'redis' : null;
    if (kind) used[kind] += cpu.ms;
  }
  return used;
}

/** Blocking reads a worker or event listener keeps open while idle: how many there are depends on timing, not on work. */
const WAITING_COMMANDS = /^(bzpopmin|bzpopmax|blpop|brpop|blmove|brpoplpush|xread|xreadgroup)$/i;

/**
 * Counts the statements this process sends to PostgreSQL and the commands it sends to Redis while `job` runs. Unlike
 * times, these barely move with the machine's load, so a change in the work done per operation shows in a single run.
 * The node CPU is this process's and that of `nodePids` (an app process of its own beside it, such as a worker).
 */
export async function countTraffic<T>(job: () => Promise<T>, options: { nodePids?: number[] } = {}): Promise<{ result: T; traffic: Traffic }> {
  type Method = (this: unknown, ...args: unknown[]) => unknown;
  const traffic: Traffic = { statements: 0, postgresWrites: 0, redisCommands: 0, cpuMs: { node: 0, postgres: null, redis: null } };
  const nodeBefore = process.cpuUsage();
  const othersMs = () => (options.nodePids ?? []).reduce((sum, pid) => sum + (processCpu(pid)?.ms ?? 0), 0);
  const othersBefore = othersMs();
  const serversBefore = serverCpuMs();
  const pg = Client.prototype as unknown as { query: Method };
  const redis = Redis.prototype as unknown as { sendCommand: Method };
  const [query, sendCommand] = [pg.query, redis.sendCommand];
  // A socket a client sends a statement through is PostgreSQL's (noted before the statement's write, which may wait
  // until the end of the tick).
  const postgresSockets = new WeakSet<object>();
  pg.query = function (...args) {
    traffic.statements++;
    const stream = (this as { connection?: { stream?: object } }).connection?.stream;
    if (stream) postgresSockets.add(stream);
    return query.apply(this, args);
  };
  const postgresWrites = countSocketWrites((socket) => postgresSockets.has(socket));
  redis.sendCommand = function (...args) {
    const name = (args[0] as { name?: string } | undefined)?.name ?? '';
    if (!WAITING_COMMANDS.test(name)) traffic.redisCommands++;
    return sendCommand.apply(this, args);
  };
  try {
    const result = await job();
    const node = process.cpuUsage(nodeBefore);
    const others = othersMs() - othersBefore;
    const serversAfter = serverCpuMs();
    traffic.postgresWrites = postgresWrites.count;
    traffic.cpuMs = {
      node: (node.user + node.system) / 1000 + others,
      postgres: serversBefore && serversAfter ? serversAfter.postgres - serversBefore.postgres : null,
      redis: serversBefore && serversAfter ? serversAfter.redis - serversBefore.redis : null,
    };
    return { result, traffic };
  } finally {
    pg.query = query;
    redis.sendCommand = sendCommand;
    postgresWrites.stop();
  }
}

/** "14.5 statements in 11.0 writes, 5.0 Redis commands per lead". */
export function fmtTraffic(traffic: Traffic, operations: number, what: string): string {
  const per = (n: number) => (n / Math.max(1, operations)).toFixed(1);
  return `${per(traffic.statements)} statements in ${per(traffic.postgresWrites)} writes, ${per(traffic.redisCommands)} Redis commands per ${what}`;
}

/**
 * "CPU per lead: node 5.7 ms, PostgreSQL 4.4 ms, Redis 0.9 ms = 11.0 ms; 2 cores: at most 182 leads/s". The ceiling is
 * what this machine's cores could do if nothing else ran and nothing waited; a rate target above it needs less work
 * per operation, not less waiting. The server figures count every local postgres and redis-server process.
 */
export function fmtCpu(traffic: Traffic, operations: number, what: string): string {
  const { node, postgres, redis } = traffic.cpuMs;
  const per = (ms: number) => ms / Math.max(1, operations);
  if (postgres === null || redis === null) return `CPU per ${what}: node ${per(node).toFixed(2)} ms (server processes not readable here)`;
  const total = per(node + postgres + redis);
  const cores = availableParallelism();
  return (
    `CPU per ${what}: node ${per(node).toFixed(2)} ms, PostgreSQL ${per(postgres).toFixed(2)} ms, Redis ${per(redis).toFixed(2)} ms = ${total.toFixed(2)} ms; ` +
    `${cores} cores: at most ${fmtRate((cores * 1000) / total)} ${what}s/s`
  );
}
