import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AppProcess, chaosServers, ensureCompiled, fetchHealth, leadBody, makeDataDir, postJson, ROOT, startAppProcess } from '../support/app-process';
import { eventually } from '../support/eventually';

/**
 * Issue 20, "heal by itself": the app's own embedded PostgreSQL is killed outright (SIGKILL to its postmaster, found
 * in the app's data directory, never the machine's server); the supervisor starts it again, the pool reconnects, the
 * consumers resume, health says so, and requests succeed again without anyone restarting the app.
 */
describe('chaos: the embedded PostgreSQL is killed', () => {
  const servers = chaosServers();
  let app: AppProcess;
  beforeAll(async () => {
    app = servers.app = await startAppProcess({ redisUrl: servers.redis.url });
  }, 240_000);

  const health = () => fetchHealth(app.url);

  it('is restarted with back-off; requests answer 503 (never 500) meanwhile, then succeed; nothing accepted is lost', async () => {
    expect((await postJson(`${app.url}/api/leads`, leadBody('before@example.com'))).status).toBe(200);
    expect((await health())?.body.database.embedded).toEqual({ state: 'running', restarts: 0 });
    const firstPid = app.postgresPid();

    process.kill(firstPid, 'SIGKILL');
    // While it is down or coming back, a lead is refused with a 503 and Retry-After, or taken; never a 500.
    const during = await postJson(`${app.url}/api/leads`, leadBody('during@example.com'));
    expect([200, 503]).toContain(during.status);
    if (during.status === 503) expect(during.headers?.get('retry-after')).toBeTruthy();

    const recovered = await eventually(health, (h) => h?.status === 200 && h.body.database.embedded?.state === 'running', 'health to report recovery', 60_000);
    expect(recovered?.body.database).toEqual({ status: 'up', embedded: { state: 'running', restarts: 1 } });
    expect(app.postgresPid()).not.toBe(firstPid);
    expect((await postJson(`${app.url}/api/leads`, leadBody('after@example.com'))).status).toBe(200);

    // Every lead the app acknowledged is in the log, and the consumers got past it (their checkpoints caught up).
    const pg = app.postgres();
    const accepted = ['before@example.com', ...(during.status === 200 ? ['during@example.com'] : []), 'after@example.com'];
    const leads = await pg.query<{ n: number }>(`select count(*)::int as n from es_events where event_type = 'lead.started.v1'`);
    expect(leads.rows[0].n).toBe(accepted.length);
    // The relay and the board's worker resumed from their checkpoints: one card per accepted lead, none twice.
    const cards = async () =>
      (await pg.query<{ email: string; n: number }>(`select lower(contact_email) as email, count(*)::int as n from task_cards group by 1 order by 1`)).rows;
    const expected = accepted.map((email) => ({ email, n: 1 })).sort((x, y) => x.email.localeCompare(y.email));
    expect(await eventually(cards, (rows) => rows.length >= expected.length, 'a card for every accepted lead', 30_000)).toEqual(expected);
    expect(app.output()).toMatch(/Embedded PostgreSQL stopped unexpectedly[\s\S]*Embedded PostgreSQL is back/);
  }, 180_000);
});

describe('chaos: the embedded PostgreSQL cannot come back', () => {
  beforeAll(() => ensureCompiled(), 240_000);

  it('exits non-zero after the last restart fails, so a supervisor (docker compose restart:) takes over', async () => {
    const dataDir = makeDataDir();
    // The server's own supervisor with short waits; its default on giving up is to exit the process with 1.
    const script = `
      const { startEmbeddedPostgres } = require(${JSON.stringify(join(ROOT, 'dist/backend/platform/embedded/embedded-postgres.js'))});
      startEmbeddedPostgres(process.argv[1], 'scv', { firstDelayMs: 50, maxRestarts: 3 }).then(() => { console.log('started'); setInterval(() => undefined, 1000); });`;
    const child = spawn(process.execPath, ['-e', script, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      await eventually(
        async () => output,
        (o) => o.includes('started'),
        'the embedded server to start',
        120_000,
      );
      const pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      // Its data directory gone, no restart can succeed.
      rmSync(join(dataDir, 'postgres'), { recursive: true, force: true });
      process.kill(pid, 'SIGKILL');
      expect(await exited).toBe(1);
      expect(output).toMatch(/Embedded PostgreSQL could not be restarted: 3 restarts failed/);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
