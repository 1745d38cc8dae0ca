import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { prepareRuntime, runtimeFromSupervisor } from './bootstrap';
import { exitOnStartupFailure, printBanner } from './startup-output';
import { followEmbeddedState, isSupervised, reportReady } from './platform/supervision/role-processes';
import { loadConfig } from './config/config';
import { configureHttp, HTTP_APP_OPTIONS } from './configure-http';
import { SeedRegistry } from './platform/seed/seed-registry';
import { AdminSeed } from './modules/identity';
import { HttpDrain } from './platform/http/graceful-shutdown';
import { surviveClosedTerminal } from './platform/supervision/terminal';

async function main(): Promise<void> {
  surviveClosedTerminal();
  const config = loadConfig();
  const supervised = isSupervised();
  if (supervised) followEmbeddedState();
  const { runtime, stop: releaseServices } = supervised ? runtimeFromSupervisor(config) : await prepareRuntime(config);
  const app = await NestFactory.create(AppModule.forRoot(runtime), { ...HTTP_APP_OPTIONS, bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Signals are ours (not Nest's shutdown hooks): the HTTP side drains first, then Nest closes consumers, workers,
  // Redis and the pool (PlatformShutdown's order), then the services this process started. A second signal forces it.
  const drain = new HttpDrain();
  // Under start.ts two processes share the terminal: each line says whose it is.
  const who = supervised ? `[${config.role}] ` : '';
  let stopping = false;
  const stop = async (signal: string, reason = `${signal} received`) => {
    if (stopping) {
      process.stderr.write(`${who}${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    stopping = true;
    const graceMs = config.env.SHUTDOWN_GRACE_MS;
    process.stdout.write(`\n${who}${reason}: finishing in-flight requests and jobs (up to ${graceMs / 1000} s; send it again to force)\n`);
    setTimeout(() => {
      process.stderr.write(`${who}Still busy after ${graceMs / 1000} s: exiting; unfinished jobs are retried and lost ones re-derived at the next start\n`);
      process.exit(1);
    }, graceMs).unref();
    if (config.runsApi) await drain.drain(app.getHttpServer());
    await app.close().catch((error: unknown) => process.stderr.write(`${who}Shutdown: ${(error as Error).message}\n`));
    await releaseServices();
    process.stdout.write(`${who}Stopped cleanly.\n`);
    process.exit(0);
  };
  // SIGHUP: the terminal it ran in closed. Node's default would end the process at once, leaving the embedded server.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
  // start.ts went away without asking (killed, say): stop as if asked, rather than run on unsupervised.
  if (supervised) process.once('disconnect', () => stopping || void stop('disconnect', 'The start process went away'));

  if (config.runsApi) {
    app.use(drain.middleware);
    configureHttp(app, config);
    await app.listen(config.port, config.env.HOST);
  } else {
    await app.init();
  }
  // The admin account is seeded whatever SEED_DEMO_CONTENT says: someone must be able to sign in.
  const admin = config.runsApi ? await app.get(AdminSeed).seedAdminIfMissing() : null;
  const seeded = [
    ...(admin
      ? [
          `First start: sign in at ${config.publicUrl}/admin as ${admin.email} with password ${admin.password}`,
          '(shown once; change it with npm run admin:create)',
        ]
      : []),
    ...(await app.get(SeedRegistry).runAll()),
  ];
  if (supervised) reportReady(seeded);
  else printBanner(config.publicUrl, config.role, runtime.adapters, seeded);
}

main().catch(exitOnStartupFailure);
