import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError } from '../config/config';

/** BACKUP_PASSPHRASE when set, else asked on the terminal without echo (twice when confirm), else a clear error. */
export async function backupPassphrase(confirm: boolean): Promise<string> {
  const fromEnv = process.env.BACKUP_PASSPHRASE;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new ConfigError('Set BACKUP_PASSPHRASE (no terminal to ask for it on)');
  const first = await ask('Backup passphrase (seals the vault key; keep it apart from the backup): ');
  if (confirm && (await ask('Again: ')) !== first) throw new ConfigError('The passphrases differ');
  return first;
}

async function ask(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(prompt, resolve));
  muted = true;
  const value = await answer;
  rl.close();
  process.stderr.write('\n');
  return value;
}
