import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  AppProcess,
  ensureCompiled,
  isRunning,
  leadBody,
  makeDataDir,
  OwnRedis,
  postJson,
  startAppProcess,
  terminalExit,
  watchdogsOf,
} from '../support/app-process';
import { eventually } from '../support/eventually';

/**
 * `npm start` in a terminal window that is then closed: the product stops as cleanly as on Ctrl-C. Before, the first
 * line written after the hangup failed (EIO) and ended the process in the middle of its stop, and Node's exit, unable
 * to restore the closed terminal's mode, ended even a clean stop with SIGABRT or SIGSEGV (seen: start.js killed by
 * SIGSEGV 0.1 s after the hangup, the requests it was finishing cut).
 */
describe('chaos: the terminal npm start runs in is closed', () => {
  let redis: OwnRedis;
  let app: AppProcess | undefined;
  const dataDir = makeDataDir();
  beforeAll(async () => {
    ensureCompiled();
    redis = await OwnRedis.start();
  }, 240_000);
  afterEach(async () => {
    await app?.stop();
    app = undefined;
  });
  afterAll(async () => {
    await redis?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['start.js, the api and worker processes', 'start' as const, {}],
    ['main.js, every role in one process', 'main' as const, { ROLE: 'all' }],
  ])(
    '%s: in-flight requests finish, every process exits 0 and the embedded PostgreSQL shuts down',
    async (_, script, env) => {
      app = await startAppProcess({
        redisUrl: redis.url,
        dataDir,
        script,
        terminal: true,
        env: { REDIS_PREFIX: `scv-tty-${randomBytes(3).toString('hex')}`, ...env },
      });
      const postgres = app.postgresPid();
      const roles = /in processes (\d+) and (\d+)/.exec(app.output())?.slice(1).map(Number) ?? [];
      expect(roles).toHaveLength(script === 'start' ? 2 : 0);

      let closed = false;
      const answers: number[] = [];
      const client = async (n: number) => {
        for (let i = 0; !closed; i++) answers.push((await postJson(`${app!.url}/api/leads`, leadBody(`hangup-${n}-${i}@example.com`))).status);
      };
      const clients = Promise.all([0, 1, 2].map(client));
      await eventually(
        async () => answers.length,
        (n) => n >= 10,
        'leads under way before the terminal closes',
      );
      app.child.stdin!.write('hangup\n');
      await app.exited;
      closed = true;
      await clients;

      expect(terminalExit(app.output())).toEqual({ code: 0, signal: null });
      // Taken, turned away while draining (503) or refused once it stopped listening (0): never cut off (a 500 or a reset).
      expect(answers.filter((status) => ![200, 503, 0].includes(status))).toEqual([]);
      expect([...roles, postgres].filter(isRunning)).toEqual([]);
      // Shut down by the app, which removes its pid file: not killed with it.
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(watchdogsOf(dataDir)).toEqual([]);
    },
    120_000,
  );
});
