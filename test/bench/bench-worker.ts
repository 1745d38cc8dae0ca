import 'reflect-metadata';
import { ChildProcess, fork } from 'node:child_process';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../backend/src/app.module';
import { loadConfig } from '../../backend/src/config/config';
import { HTTP_APP_OPTIONS } from '../../backend/src/configure-http';
import { SystemClock } from '../../backend/src/platform/clock';
import type { BenchApp } from './bench-app';

/** What the parent hands the worker process: the API's configuration, database and Redis. */
interface WorkerSetup {
  env: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
}

export interface BenchWorker {
  /** The worker process's pid (countTraffic's nodePids counts its CPU). */
  pid: number;
  close(): Promise<void>;
}

/**
 * The worker role in a process of its own beside a bench app started with ROLE=api, on the same database, Redis and
 * key prefix: the layout docker-compose.yml runs (an api and a worker container), where background consumers and
 * queue workers do not share the API's event loop. Resolves once the worker's consumers and queues run.
 */
export async function startBenchWorker(api: BenchApp): Promise<BenchWorker> {
  const setup: WorkerSetup = { env: api.env, databaseUrl: api.database.url, redisUrl: api.database.servers.redisUrl };
  const child = fork(__filename, [], { env: { ...process.env, BENCH_WORKER_SETUP: JSON.stringify(setup) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(`bench worker: ${String(message)}`))));
    child.once('exit', (code) => reject(new Error(`bench worker exited with code ${code} before it was ready`)));
  });
  return { pid: child.pid!, close: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** In the forked process: boots the worker role alone and reports ready; SIGTERM closes it. */
async function runWorker(setup: WorkerSetup): Promise<void> {
  const config = loadConfig({ ...setup.env, ROLE: 'worker' });
  const app = await NestFactory.create(
    AppModule.forRoot({ config, databaseUrl: setup.databaseUrl, redisUrl: setup.redisUrl, clock: new SystemClock(), adapters: [] }),
    { ...HTTP_APP_OPTIONS, logger: false },
  );
  await app.init();
  const close = () => void app.close().finally(() => process.exit(0));
  process.on('SIGTERM', close);
  // A bench that died without closing it leaves no worker behind.
  process.on('disconnect', close);
  process.send?.('ready');
}

if (require.main === module && process.env.BENCH_WORKER_SETUP) {
  runWorker(JSON.parse(process.env.BENCH_WORKER_SETUP) as WorkerSetup).catch((error: unknown) => {
    process.send?.(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
