import { closeSync, openSync } from 'node:fs';
import { isatty } from 'node:tty';

/**
 * Output that has nowhere to go: the terminal the process ran in closed (EIO; `npm start` in a terminal window that
 * was shut) or the reader of its pipe went away (EPIPE; `npm start | head`). Stopping the product for that would cut
 * the requests and jobs it is finishing, so such a write is dropped instead.
 */
export function isLostOutput(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'EIO' || code === 'EPIPE';
}

/** Drops a stream's lost writes (isLostOutput); any other error stays fatal, as it was. */
export function dropLostOutput(stream: NodeJS.EventEmitter): void {
  stream.on('error', (error: unknown) => {
    if (!isLostOutput(error)) throw error;
  });
}

/** Standard streams that were a terminal when the process started. */
let startedOnTerminal: number[] | null = null;

/**
 * Keeps the process running, and lets it stop cleanly, after its terminal closes. Without it:
 * - the first line written after the hangup failed with EIO, an unhandled 'error' that ended the process at once,
 *   in the middle of the stop SIGHUP had begun (in-flight requests cut, the embedded PostgreSQL stopped under them);
 * - Node, at exit, restores the terminal's mode on every standard stream that was a terminal at start, and aborts
 *   (SIGABRT, or SIGSEGV) when that fails on a hung-up one: so even a clean stop ended killed by a signal, which
 *   start.js reports as a failed role.
 * So: lost writes are dropped (the process's own streams here; the logger's in createLogger), and at exit a standard
 * stream whose terminal has gone is pointed at /dev/null, which Node then leaves alone. Installed first thing in
 * main.js and start.js.
 */
export function surviveClosedTerminal(): void {
  if (startedOnTerminal) return;
  startedOnTerminal = [0, 1, 2].filter((fd) => isatty(fd));
  for (const stream of [process.stdout, process.stderr]) dropLostOutput(stream);
  // First among the exit listeners: the logger's final flush (an exit listener too) then writes to /dev/null.
  process.prependListener('exit', releaseClosedTerminal);
}

/**
 * Points each standard stream whose terminal has hung up at /dev/null (a terminal that went away no longer answers
 * isatty). Run at exit only, when nothing else in the process opens files: the close and the open must meet at the same
 * descriptor number.
 */
function releaseClosedTerminal(): void {
  for (const fd of startedOnTerminal ?? []) {
    if (isatty(fd)) continue;
    try {
      closeSync(fd);
      const reopened = openSync('/dev/null', fd === 0 ? 'r' : 'w');
      // Not the lowest free number after all (cannot happen at exit): leave it rather than hold a stray descriptor.
      if (reopened !== fd) closeSync(reopened);
    } catch {
      // Already closed: Node skips a closed standard stream too.
    }
  }
}
