import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module';
import { prepareRuntime } from '../bootstrap';
import { ConfigError, loadConfig } from '../config/config';
import { Database } from '../platform/database/database';
import { EventStore } from '../event-store/event-store';
import { ProjectionRegistry } from '../event-store/projections/projection';
import { replayProjection } from '../event-store/replay/replay';

/** npm run replay -- [--projection NAME] [--verify]: rebuilds read tables from position 0, firing no side effects. */
async function main(argv: string[]): Promise<number> {
  const verify = argv.includes('--verify');
  const at = argv.indexOf('--projection');
  const only = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && !only) throw new ConfigError('--projection needs a name');
  // The api role starts no consumers or workers, so nothing but projection code runs.
  const config = loadConfig({
    // Replay is batch work that opens thousands of sealed events at once: it waits for pool connections rather than
    // failing fast like a request would (DATABASE_CONNECT_TIMEOUT_MS, 2 s for the server).
    DATABASE_CONNECT_TIMEOUT_MS: '120000',
    ...process.env,
    ROLE: 'api',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const { runtime, stop } = await prepareRuntime(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(runtime), { logger: ['error'] });
  try {
    const registry = app.get(ProjectionRegistry);
    const projections = only ? [registry.get(only)] : registry.all();
    if (projections.some((p) => !p)) {
      throw new ConfigError(
        `Unknown projection "${only}". Known: ${
          registry
            .all()
            .map((p) => p.name)
            .join(', ') || 'none'
        }`,
      );
    }
    if (!projections.length) process.stdout.write('No projections are registered; nothing to rebuild.\n');
    let failed = false;
    for (const projection of projections) {
      if (!projection) continue;
      const bar = new SingleBar(
        { format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | {eta}s left`, stream: process.stderr },
        Presets.shades_classic,
      );
      bar.start(1, 0);
      const report = await replayProjection(app.get(Database), app.get(EventStore), projection, {
        verify,
        onProgress: ({ done, total }) => {
          bar.setTotal(Math.max(total, 1));
          bar.update(done);
        },
      });
      bar.stop();
      const diffs = Object.entries(report.differences).filter(([, n]) => n > 0);
      process.stdout.write(
        `${projection.name}: ${report.events} events applied; ${verify ? 'verified (live tables untouched)' : 'rebuilt'}; ` +
          (diffs.length ? `DIFFERENCES: ${diffs.map(([t, n]) => `${t} ${n} row(s)`).join(', ')}\n` : 'identical to the live tables\n'),
      );
      if (verify && diffs.length) failed = true;
    }
    return failed ? 1 : 0;
  } finally {
    await app.close();
    await stop();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  });
