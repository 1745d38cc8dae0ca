import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AppProcess,
  chaosServers,
  COMPILED_START,
  fetchHealth,
  isRunning,
  leadBody,
  makeDataDir,
  postJson,
  processGroupOf,
  startAppProcess,
  terminalExit,
  watchdogsOf,
} from '../support/app-process';
import { eventually } from '../support/eventually';

/**
 * `npm start` (dist/backend/start.js) with nothing configured but Redis: one embedded PostgreSQL, and the API and the
 * worker in two processes of their own, as docker-compose runs them. One signal stops all three; one role dying
 * takes the rest down with a clear line rather than leaving half a product; the children stop if start.js is killed.
 */
describe('chaos: npm start runs the API and the worker as two processes', () => {
  const dataDir = makeDataDir();
  const prefix = `scv-start-${randomBytes(3).toString('hex')}`;
  const servers = chaosServers([dataDir]);
  // Each test starts an app of its own, stopped after it.
  let app: AppProcess | undefined;
  afterEach(async () => {
    await app?.stop();
    app = undefined;
  });

  const start = async (env: Record<string, string> = {}, ownProcessGroup = false) => {
    app = await startAppProcess({ redisUrl: servers.redis.url, dataDir, script: 'start', ownProcessGroup, env: { REDIS_PREFIX: prefix, ...env } });
    const [, api, worker] = /in processes (\d+) and (\d+)/.exec(app.output())!.map(Number);
    return { app, api, worker };
  };

  it('serves from one process and works jobs in the other, seeds the first start once, reports and survives a restart of its database, and stops all three on Ctrl-C under load, the database last', async () => {
    const { app, api, worker } = await start({ SEED_DEMO_CONTENT: 'true' }, true);
    expect([roleOf(api), roleOf(worker)]).toEqual(['api', 'worker']);
    expect(app.output()).toMatch(/database: embedded PostgreSQL/);
    // The demo content is the API's to seed: the worker starting beside it does not race it to the empty tables.
    expect(app.output().match(/Demo discount code: WELCOME10/g)).toHaveLength(1);

    // The embedded server is start.js's; the API process's health reports what start.js's supervisor sees, also when
    // it brings a killed server back (and both children reconnect: the lead below is taken and carded).
    const health = () => fetchHealth(app.url);
    expect((await health())?.body.database).toEqual({ status: 'up', embedded: { state: 'running', restarts: 0 } });
    const firstPostgres = app.postgresPid();
    kill(firstPostgres, 'SIGKILL');
    const recovered = await eventually(health, (h) => h?.status === 200 && h.body.database.embedded?.restarts === 1, 'health to report the restart', 60_000);
    expect(recovered?.body.database).toEqual({ status: 'up', embedded: { state: 'running', restarts: 1 } });
    expect(app.postgresPid()).not.toBe(firstPostgres);

    const pg = app.postgres();
    expect((await pg.query<{ n: number }>(`select count(*)::int as n from discount_codes`)).rows[0].n).toBe(1);

    const email = `two-processes-${randomBytes(3).toString('hex')}@example.com`;
    expect((await postJson(`${app.url}/api/leads`, leadBody(email))).status).toBe(200);
    // The API process runs no jobs (ROLE=api), so the card is the worker process's work.
    await eventually(
      async () => (await pg.query(`select 1 from task_cards where lower(contact_email) = $1`, [email])).rowCount,
      (n) => n === 1,
      "the lead's card, made by the worker process",
      30_000,
    );

    await pg.end();
    const postgres = app.postgresPid();
    // Ctrl-C in a terminal signals its whole process group: start.js's, where the embedded server is not, so the
    // server does not shut down under the requests still being finished; start.js stops it last.
    expect(processGroupOf(postgres)).not.toBe(processGroupOf(app.child.pid!));
    let exited = false;
    void app.exited.then(() => (exited = true));
    const answers: number[] = [];
    const client = async (n: number) => {
      for (let i = 0; !exited; i++) answers.push((await postJson(`${app.url}/api/leads`, leadBody(`ctrl-c-${n}-${i}@example.com`))).status);
    };
    const clients = Promise.all([0, 1, 2, 3].map(client));
    await eventually(
      async () => answers.length,
      (n) => n >= 20,
      'leads under way before the signal',
    );
    const outputBefore = app.output().length;
    process.kill(-app.child.pid!, 'SIGINT');
    const { code } = await app.exited;
    await clients;
    expect(code).toBe(0);
    // Taken, turned away while draining (503), or refused once it stopped listening (0); never failed by a database
    // that went away under a request it had taken.
    expect(answers.filter((status) => ![200, 503, 0].includes(status))).toEqual([]);
    expect(app.output().slice(outputBefore)).not.toMatch(/database system is shutting down|EPIPE|Embedded PostgreSQL stopped unexpectedly|"level":50/);
    expect(app.output()).toMatch(/SIGINT received: stopping the api and worker processes[\s\S]*\[(api|worker)\] Stopped cleanly[\s\S]*\nStopped cleanly\.\n/);
    expect(app.output().match(/\[(api|worker)\] Stopped cleanly/g)).toHaveLength(2);
    expect([api, worker, postgres].filter(isRunning)).toEqual([]);
    expect(watchdogsOf(dataDir)).toEqual([]);
  }, 120_000);

  it('stops the API and the database, exiting 1 with the reason, when the worker process dies', async () => {
    const { app, api, worker } = await start();
    const postgres = app.postgresPid();
    kill(worker, 'SIGKILL');
    const { code } = await app.exited;
    expect(code).toBe(1);
    expect(app.output()).toContain('The worker process stopped (killed by SIGKILL): stopping the api process');
    expect(app.output()).toContain('[api] Stopped cleanly.');
    expect([api, postgres].filter(isRunning)).toEqual([]);
  }, 120_000);

  it('stops both children and the embedded PostgreSQL when start.js itself is killed', async () => {
    const { app, api, worker } = await start();
    const postgres = app.postgresPid();
    // A killed process runs no cleanup: its watchdog stops the server, once the children have closed their sessions.
    expect(watchdogsOf(dataDir)).toHaveLength(1);
    app.child.kill('SIGKILL');
    await app.exited;
    await eventually(
      async () => [api, worker, postgres, ...watchdogsOf(dataDir)].filter(isRunning),
      (left) => left.length === 0,
      'the api, worker, PostgreSQL and watchdog processes to stop after losing their parent',
      60_000,
    );
    expect(app.output()).toMatch(/\[api\] The start process went away: finishing in-flight requests/);
    expect(app.output()).toMatch(/\[worker\] The start process went away: finishing in-flight requests/);
    // A shutdown, not a crash: the server removed its pid file, and the next start begins a server of its own.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('stops before starting anything on a bad setting, with one line naming it', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: 'abc', DATA_DIR: dataDir };
    delete env.ROLE;
    const run = spawnSync(process.execPath, [COMPILED_START], { env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Invalid configuration: PORT expected number, received nan (got "abc")\n');
    expect(run.stdout).toBe('');
  });

  it('runs the one role ROLE names in its own process, as main.js does, when ROLE is set, and stops cleanly when its terminal closes', async () => {
    app = await startAppProcess({ redisUrl: servers.redis.url, dataDir, script: 'start', env: { REDIS_PREFIX: prefix, ROLE: 'all' } });
    expect(app.output()).toContain('SCV Scoopers is running (role: all)');
    expect(roleOf(app.child.pid!)).toBe('all');
    expect((await fetchHealth(app.url))?.status).toBe(200);
    // The terminal it ran in closes: a clean stop, embedded server included, not Node's abrupt default.
    const postgres = app.postgresPid();
    app.child.kill('SIGHUP');
    expect((await app.exited).code).toBe(0);
    expect(app.output()).toMatch(/\nSIGHUP received: finishing in-flight requests[\s\S]*\nStopped cleanly\.\n/);
    expect(isRunning(postgres)).toBe(false);
  }, 120_000);

  // A terminal window closed under it: as clean a stop as Ctrl-C. Before, the first line written after the hangup
  // failed (EIO) and ended the process in the middle of its stop, and Node's exit, unable to restore the closed
  // terminal's mode, ended even a clean stop with SIGABRT or SIGSEGV (seen: start.js killed by SIGSEGV 0.1 s after the
  // hangup, the requests it was finishing cut).
  it.each([
    ['start.js, the api and worker processes', 'start' as const, {}],
    ['main.js, every role in one process', 'main' as const, { ROLE: 'all' }],
  ])(
    'closing the terminal %s runs in: in-flight requests finish, every process exits 0 and the embedded PostgreSQL shuts down',
    async (_, script, env) => {
      app = await startAppProcess({
        redisUrl: servers.redis.url,
        dataDir,
        script,
        terminal: true,
        env: { REDIS_PREFIX: prefix, ...env },
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

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

/** The ROLE a process was started with, from its environment. */
function roleOf(pid: number): string | undefined {
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return environ.find((v) => v.startsWith('ROLE='))?.slice('ROLE='.length);
}
