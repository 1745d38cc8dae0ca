import { spawn } from 'node:child_process';

/** How long the watchdog's smart shutdown may wait on open sessions (the roles finishing their work) before a fast one. */
const WATCHDOG_GRACE_MS = 30_000;

/**
 * The watchdog's program, run with `node -e` so it needs no file of its own (compiled or not). It waits for its stdin to
 * close: the process that started it has ended, however (SIGKILL and the OOM killer included), or released it. Then,
 * if the server of the pid file still runs, it asks for a smart shutdown (SIGTERM: no new sessions, the open ones end
 * first, as the API and worker finish their work and close their pools), then after the grace a fast one (SIGINT),
 * and exits once the server is gone. A pid that is not a postgres process (reused after a crash) is left alone.
 */
const WATCHDOG = `
const { existsSync, readFileSync } = require('node:fs');
const [pidFile, graceMs] = [process.argv[1], Number(process.argv[2])];
const server = () => {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\\n')[0]);
    if (!pid) return 0;
    if (existsSync('/proc/self') && readFileSync('/proc/' + pid + '/comm', 'utf8').trim() !== 'postgres') return 0;
    process.kill(pid, 0);
    return pid;
  } catch {
    return 0;
  }
};
const signal = (name) => {
  const pid = server();
  if (pid) try { process.kill(pid, name); } catch {}
};
let closed = false;
const onClose = () => {
  if (closed) return;
  closed = true;
  if (!server()) process.exit(0);
  signal('SIGTERM');
  setTimeout(() => signal('SIGINT'), graceMs);
  setInterval(() => server() || process.exit(0), 200);
};
process.stdin.on('end', onClose).on('error', onClose).resume();
`;

export interface Watchdog {
  /** The server was stopped by its owner (or is about to be): the watchdog checks once, finds it gone, and exits. */
  release(): void;
}

/**
 * Stops the embedded server when the process that started it ends without stopping it. A killed app ran no cleanup,
 * and the server ran on: the next start on the same data directory found it and used it as a server someone else
 * runs, leaving it be when it stopped in turn, so it was never stopped again. The watchdog is a process of its own
 * session (a terminal's Ctrl-C does not reach it), holding the read end of a pipe whose write end only its owner has.
 */
export function watchServer(pidFile: string, graceMs = WATCHDOG_GRACE_MS): Watchdog {
  const child = spawn(process.execPath, ['-e', WATCHDOG, pidFile, String(graceMs)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  // Neither keeps this process alive: its end is what the watchdog waits for.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return { release: () => child.stdin?.end() };
}
