import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { resolveMasterKey } from '../event-store/vault/master-key';
import { BackupError, writeBackup } from '../platform/backup/backup';
import { resolvePostgres } from '../platform/embedded/infrastructure';
import { backupPassphrase } from './passphrase';

/** npm run backup -- [FILE]: one archive of the database and the vault key (sealed with BACKUP_PASSPHRASE). */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const file = resolve(argv[0] ?? `scv-backup-${stamp}.scvbak`);
  const passphrase = await backupPassphrase(true);
  // With the embedded default this reaches the running app's server, or starts it for the dump.
  const postgres = await resolvePostgres(config);
  try {
    const summary = await writeBackup({ url: postgres.migrationUrl, file, masterKey: resolveMasterKey(config), passphrase });
    process.stdout.write(
      `Backup written: ${summary.file} (${summary.tables} tables, ${summary.rows} rows, vault key sealed with the passphrase).\n` +
        'Copy it off this machine; keep the passphrase somewhere else (a password manager), never beside the file.\n',
    );
    return 0;
  } finally {
    await postgres.stop();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof BackupError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  });
