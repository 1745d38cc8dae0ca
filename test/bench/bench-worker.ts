import { join } from 'node:path';
import { forkRole } from '../../backend/src/platform/supervision/role-processes';
import type { BenchApp } from './bench-app';

export interface BenchWorker {
  /** The worker process's pid (countTraffic's nodePids counts its CPU). */
  pid: number;
  close(): Promise<void>;
}

/**
 * The worker role in a process of its own beside a bench app started with ROLE=api, on the same database, Redis and
 * configuration: main.js forked as `npm start` (start.js) forks it, the layout docker-compose.yml runs too, where
 * background consumers and queue workers do not share the API's event loop. Resolves once the worker reports ready;
 * it stops on close, or by itself when this process goes away.
 */
export async function startBenchWorker(api: BenchApp): Promise<BenchWorker> {
  const env = { ...process.env, ...api.env, DATABASE_URL: api.database.url, REDIS_URL: api.database.servers.redisUrl };
  const worker = forkRole(join(__dirname, '../../backend/src/main.js'), 'worker', env, { quiet: true });
  await worker.ready;
  return {
    pid: worker.child.pid!,
    close: async () => {
      if (worker.running()) worker.child.kill('SIGTERM');
      await worker.exited;
    },
  };
}
