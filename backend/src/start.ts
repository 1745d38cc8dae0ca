import { join } from 'node:path';
import { exitOnStartupFailure, printBanner } from './startup-output';
import { prepareRuntime } from './bootstrap';
import { loadConfig } from './config/config';
import { surviveClosedTerminal } from './platform/supervision/terminal';
import { describeExit, Exit, forkRole, RoleExitedEarly, RoleProcess, shareEmbeddedState } from './platform/supervision/role-processes';

/**
 * `npm start`: the API and the worker in two processes (platform/supervision/role-processes.ts says why), on the PostgreSQL and Redis this
 * process resolves once (embedded ones when nothing is configured, DESIGN.md §2) and releases after both children
 * stop. With ROLE set, it runs that one role in this process instead, as `node dist/backend/main.js` does.
 */
async function start(): Promise<void> {
  if (process.env.ROLE) {
    await import('./main');
    return;
  }
  surviveClosedTerminal();
  const config = loadConfig();
  const { runtime, stop: releaseServices } = await prepareRuntime(config);
  // The children use what was resolved here, migrated already: they neither migrate nor start services of their own.
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: runtime.databaseUrl, REDIS_URL: runtime.redisUrl };
  delete env.DATABASE_MIGRATION_URL;
  const script = join(__dirname, 'main.js');
  const roles: RoleProcess[] = [forkRole(script, 'api', env), forkRole(script, 'worker', env)];
  shareEmbeddedState(roles);

  let stopping = false;
  let failed = false;
  const askToStop = () => {
    for (const role of roles) if (role.running()) role.child.kill('SIGTERM');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`${signal} again: forcing the processes to stop\n`);
    } else {
      stopping = true;
      process.stdout.write(`\n${signal} received: stopping the api and worker processes\n`);
    }
    askToStop();
  };
  // SIGHUP: the terminal closed (the children, in groups of their own, do not get it).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

  // One role stopping on its own leaves the product half there: stop the other too, and say so.
  for (const role of roles) {
    void role.exited.then((exit: Exit) => {
      if (stopping) return;
      stopping = true;
      failed = true;
      const others = roles.filter((r) => r !== role && r.running()).map((r) => r.role);
      process.stderr.write(
        `The ${role.role} process stopped (${describeExit(exit)})${others.length ? `: stopping the ${others.join(' and ')} process` : ''}\n`,
      );
      askToStop();
    });
  }

  const all = Promise.all(roles.map((r) => r.exited)).then(async (exits) => {
    await releaseServices();
    const clean = !failed && exits.every((e) => e.code === 0);
    if (clean) process.stdout.write('Stopped cleanly.\n');
    process.exit(clean ? 0 : 1);
  });

  try {
    const seeded = (await Promise.all(roles.map((r) => r.ready))).flat();
    printBanner(config.publicUrl, `api and worker, in processes ${roles.map((r) => r.child.pid).join(' and ')}`, runtime.adapters, seeded);
  } catch (error) {
    // A child that exits before it is up has written why; the exit handler above stops the rest.
    if (!(error instanceof RoleExitedEarly)) throw error;
  }
  await all;
}

start().catch(exitOnStartupFailure);
