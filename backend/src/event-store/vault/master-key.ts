import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppConfig } from '../../config/config';

/** VAULT_MASTER_KEY when set (required in production); otherwise a key generated once under DATA_DIR. */
export function resolveMasterKey(config: AppConfig): Buffer {
  if (config.env.VAULT_MASTER_KEY) return Buffer.from(config.env.VAULT_MASTER_KEY, 'hex');
  const file = resolve(config.env.DATA_DIR, 'vault.key');
  if (!existsSync(file)) {
    mkdirSync(config.env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
