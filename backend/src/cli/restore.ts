import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { BackupError, openBackupKey, restoreBackup } from '../platform/backup/backup';
import { prepareSchema } from '../platform/database/data-source';
import { resolvePostgres } from '../platform/embedded/infrastructure';
import { backupPassphrase } from './passphrase';

/** npm run restore -- FILE: the database (empty, migrated here) and the vault key back from one backup. */
async function main(argv: string[]): Promise<number> {
  if (!argv[0]) throw new ConfigError('Usage: npm run restore -- FILE');
  const file = resolve(argv[0]);
  if (!existsSync(file)) throw new ConfigError(`No such file: ${file}`);
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const passphrase = await backupPassphrase(false);
  const { masterKey } = await openBackupKey(file, passphrase);
  const keyFile = resolve(config.env.DATA_DIR, 'vault.key');
  const keyHex = masterKey.toString('hex');
  if (config.env.VAULT_MASTER_KEY && config.env.VAULT_MASTER_KEY.toLowerCase() !== keyHex) {
    throw new ConfigError(
      "VAULT_MASTER_KEY differs from the key in this backup: set it to the backup's key (unset it to have the key written to DATA_DIR/vault.key)",
    );
  }
  if (!config.env.VAULT_MASTER_KEY && existsSync(keyFile) && readFileSync(keyFile, 'utf8').trim() !== keyHex) {
    throw new ConfigError(`${keyFile} holds another key: move it away (it may belong to other data) and run the restore again`);
  }
  const postgres = await resolvePostgres(config);
  try {
    await prepareSchema(postgres.migrationUrl, postgres.url);
    const restored = await restoreBackup({ url: postgres.migrationUrl, file, passphrase });
    if (!config.env.VAULT_MASTER_KEY) {
      mkdirSync(config.env.DATA_DIR, { recursive: true });
      writeFileSync(keyFile, keyHex, { mode: 0o600 });
    }
    process.stdout.write(
      `Restored ${restored.rows} rows into ${restored.tables} tables${config.env.VAULT_MASTER_KEY ? '' : `; vault key written to ${keyFile}`}.\n` +
        'Check it with: npm run replay -- --verify\n',
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
