import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AppProcess, chaosServers, leadBody, makeDataDir, postJson, ROOT, startAppProcess } from '../support/app-process';
import { eventually } from '../support/eventually';

const run = promisify(execFile);

/**
 * The operator's path with the embedded default: `npm run backup` beside the running app, `npm run restore` on
 * another machine's fresh data directory (a new cluster, whose transaction ids start below the backup's),
 * `npm run replay -- --verify`, then the app starts on it and keeps working.
 */
describe('chaos: backup of a running embedded app, restored onto a fresh data directory', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'scv-backup-cli-'));
  const file = join(scratch, 'nightly.scvbak');
  const [from, to] = [makeDataDir(), makeDataDir()];
  const vaultKey = '33'.repeat(32);
  const servers = chaosServers([scratch, from, to]);

  const cli = (script: string, dataDir: string, args: string[] = []) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      VAULT_MASTER_KEY: vaultKey,
      BACKUP_PASSPHRASE: 'staple battery horse',
    };
    for (const name of ['DATABASE_URL', 'DATABASE_MIGRATION_URL', 'REDIS_URL']) delete env[name];
    return run(process.execPath, [join(ROOT, 'dist/backend/cli', script), ...args], { cwd: ROOT, env, timeout: 180_000 });
  };
  const cards = async (a: AppProcess) =>
    (await a.postgres().query<{ email: string; n: number }>('select lower(contact_email) as email, count(*)::int as n from task_cards group by 1 order by 1'))
      .rows;

  it('backs up, restores, verifies, and the restored app takes and relays new leads', async () => {
    const source = (servers.app = await startAppProcess({ redisUrl: servers.redis.url, dataDir: from, env: { VAULT_MASTER_KEY: vaultKey } }));
    for (const email of ['one@example.com', 'two@example.com']) expect((await postJson(`${source.url}/api/leads`, leadBody(email))).status).toBe(200);
    await eventually(
      () => cards(source),
      (rows) => rows.length === 2,
      'the two cards',
      30_000,
    );

    const backup = await cli('backup.js', from, [file]);
    expect(backup.stdout).toMatch(/Backup written: .*nightly\.scvbak/);
    await source.stop();
    servers.app = undefined;

    const restore = await cli('restore.js', to, [file]);
    expect(restore.stdout).toMatch(/Restored \d+ rows into \d+ tables/);
    const verify = await cli('replay.js', to, ['--verify']);
    expect(verify.stdout).not.toMatch(/DIFFERENCES/);
    expect(verify.stdout).toMatch(/identical to the live tables/);

    const restored = (servers.app = await startAppProcess({ redisUrl: servers.redis.url, dataDir: to, env: { VAULT_MASTER_KEY: vaultKey } }));
    expect((await postJson(`${restored.url}/api/leads`, leadBody('three@example.com'))).status).toBe(200);
    expect(
      await eventually(
        () => cards(restored),
        (rows) => rows.length === 3,
        'the new lead relayed to a card',
        30_000,
      ),
    ).toEqual([
      { email: 'one@example.com', n: 1 },
      { email: 'three@example.com', n: 1 },
      { email: 'two@example.com', n: 1 },
    ]);
  }, 300_000);
});
