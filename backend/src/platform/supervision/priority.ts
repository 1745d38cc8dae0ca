import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers this process's CPU priority to the nice value `nice` (higher is lower; a thread already lower is left as it
 * is, so nothing is ever raised). On Linux a nice value belongs to each thread, and Node's own threads (V8's helpers,
 * libuv's pool) run beside the main one: every thread under `tasks` is lowered, and threads started afterwards inherit
 * the value from the thread that starts them. Where there is no such folder, the calling thread (the process, there).
 * Answers the main thread's nice value afterwards.
 */
export function lowerOwnPriority(nice: number, tasks = '/proc/self/task'): number {
  let threads: number[];
  try {
    threads = readdirSync(tasks).map(Number);
  } catch {
    threads = [0];
  }
  for (const thread of threads) {
    try {
      if (getPriority(thread) < nice) setPriority(thread, nice);
    } catch {
      // A thread that ended since the folder was read.
    }
  }
  return getPriority(0);
}
