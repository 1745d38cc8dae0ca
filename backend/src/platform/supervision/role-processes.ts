import { ChildProcess, fork } from 'node:child_process';
import { embeddedPostgresState, EmbeddedStateSnapshot } from '../embedded/supervision';

/**
 * `npm start` runs the API and the worker as two processes (start.ts), as docker-compose.yml does: on a 2-core box
 * the worker's consumers and jobs then stop competing with requests for one event loop (the quote bench's checkout
 * p99 about halves). The parent prepares PostgreSQL and Redis once and hands their addresses to both children; each
 * child reports over IPC when it is up, and stops when the parent goes away.
 */
const SUPERVISED_FLAG = 'SCV_SUPERVISED';

export type RoleName = 'api' | 'worker';

interface ReadyMessage {
  type: 'scv:ready';
  seeded: string[];
}

/** This process was forked by start.ts: the flag is set and an IPC channel to the parent is open. */
export function isSupervised(): boolean {
  return process.env[SUPERVISED_FLAG] === '1' && typeof process.send === 'function' && process.connected;
}

/** Tells the parent this role is up, with the banner lines its first start produced. */
export function reportReady(seeded: string[]): void {
  const message: ReadyMessage = { type: 'scv:ready', seeded };
  process.send?.(message);
}

function isReady(message: unknown): message is ReadyMessage {
  const m = message as Partial<ReadyMessage> | null;
  return typeof m === 'object' && m !== null && m.type === 'scv:ready' && Array.isArray(m.seeded);
}

/** The embedded PostgreSQL runs in the parent: its supervisor's state, for the child's health report. */
interface EmbeddedStateMessage {
  type: 'scv:embedded';
  state: EmbeddedStateSnapshot;
}

/** In a child: health reports what the parent's supervisor of the embedded PostgreSQL saw. */
export function followEmbeddedState(): void {
  process.on('message', (message) => {
    const m = message as Partial<EmbeddedStateMessage> | null;
    if (typeof m === 'object' && m !== null && m.type === 'scv:embedded' && typeof m.state === 'object' && m.state) embeddedPostgresState.adopt(m.state);
  });
}

/** In the parent: each role gets the state once it is up (it listens by then), and again at every change. */
export function shareEmbeddedState(roles: RoleProcess[]): void {
  const send = (role: RoleProcess, state: EmbeddedStateSnapshot) => {
    const message: EmbeddedStateMessage = { type: 'scv:embedded', state };
    if (role.running() && role.child.connected) role.child.send(message, () => undefined);
  };
  for (const role of roles)
    void role.ready.then(
      () => send(role, embeddedPostgresState.snapshot()),
      () => undefined,
    );
  embeddedPostgresState.onChange((state) => roles.forEach((role) => send(role, state)));
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function describeExit({ code, signal }: Exit): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

export class RoleExitedEarly extends Error {
  constructor(
    readonly role: RoleName,
    readonly exit: Exit,
  ) {
    super(`the ${role} process stopped before it was up (${describeExit(exit)})`);
  }
}

export interface RoleProcess {
  role: RoleName;
  child: ChildProcess;
  /** The banner lines the role reported when it came up; rejects with RoleExitedEarly if it exits first. */
  ready: Promise<string[]>;
  exited: Promise<Exit>;
  running(): boolean;
}

/**
 * Forks main.js in the given role. The child gets a process group of its own, so a Ctrl-C in the terminal reaches
 * only the parent, which then asks each child once (a second signal straight to a child would force it). quiet: its
 * stdout (the stop lines) is dropped, its stderr kept (the bench's worker).
 */
export function forkRole(script: string, role: RoleName, env: NodeJS.ProcessEnv, options: { quiet?: boolean } = {}): RoleProcess {
  const child = fork(script, [], {
    env: { ...env, ROLE: role, [SUPERVISED_FLAG]: '1' },
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit', 'ipc'] : 'inherit',
    detached: true,
  });
  let ended = false;
  const exited = new Promise<Exit>((done) =>
    child.once('exit', (code, signal) => {
      ended = true;
      done({ code, signal });
    }),
  );
  const ready = new Promise<string[]>((resolve, reject) => {
    child.on('message', (message) => {
      if (isReady(message)) resolve(message.seeded);
    });
    void exited.then((exit) => reject(new RoleExitedEarly(role, exit)));
  });
  ready.catch(() => undefined);
  return { role, child, ready, exited, running: () => !ended };
}
