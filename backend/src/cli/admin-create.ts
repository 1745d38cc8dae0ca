import { createInterface } from 'node:readline';
import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config/config';
import { SystemClock } from '../platform/clock';
import { createDatabase } from '../platform/database/database';
import { AdminAccount, adminAccountProblem, CreateAdminCommand, CreateAdminHandler, PasswordHasher, UsersRepository } from '../modules/identity';

const USAGE = 'usage: ADMIN_PASSWORD=… npm run admin:create -- --email E [--name N] [--promote], or leave ADMIN_PASSWORD unset and type it when asked';
const PASSWORD_ON_ARGV =
  '--password is not accepted on the command line, where shell history and the process list keep it: set ADMIN_PASSWORD or type the password when asked';

export interface AdminCreateArgs {
  email: string;
  name?: string;
  /** Make an existing self-registered account an admin. */
  promote: boolean;
}

export interface AdminCreateInput extends AdminCreateArgs {
  password: string;
}

export class UsageError extends Error {}

/** Reads --email, --name (also as --flag=value) and --promote; every mistake is one line. */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  const values = new Map<string, string>();
  let promote = false;
  for (let i = 0; i < argv.length; i++) {
    if (/^--password(=|$)/.test(argv[i])) throw new UsageError(PASSWORD_ON_ARGV);
    if (argv[i] === '--promote') {
      promote = true;
      continue;
    }
    const match = /^--(email|name)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new UsageError(`unknown argument "${argv[i]}" (${USAGE})`);
    const value = match[2] ?? argv[++i];
    if (value === undefined || (match[2] === undefined && value.startsWith('--'))) {
      throw new UsageError(`--${match[1]} needs a value (${USAGE})`);
    }
    values.set(match[1], value);
  }
  const email = values.get('email');
  if (!email) throw new UsageError(`--email is required (${USAGE})`);
  const name = values.get('name');
  return { email, ...(name === undefined ? {} : { name }), promote };
}

export interface PasswordSource {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: NodeJS.WritableStream;
}

/** ADMIN_PASSWORD when set; otherwise a prompt that does not echo on a terminal, or the first line of piped stdin. */
export async function readAdminPassword(source: PasswordSource): Promise<string> {
  const fromEnv = source.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (source.stdin.isTTY && source.stdin.setRawMode) return promptHidden(source);
  return readFirstLine(source.stdin);
}

function readFirstLine(stdin: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stdin, crlfDelay: Infinity, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => answered || reject(new UsageError(`no password on stdin (${USAGE})`)));
    stdin.once('error', reject);
  });
}

/** Raw mode: every key comes to us and none is echoed; Enter ends, Backspace erases, Ctrl-C and Ctrl-D give up. */
function promptHidden({ stdin, stdout }: PasswordSource): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdout.write('Password for the admin account (not shown): ');
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Creates or updates the admin in the database at url, with the same SQL the first-start seed uses. */
export async function createAdmin(url: string, input: AdminCreateInput): Promise<AdminAccount> {
  const db = createDatabase(url, 2);
  try {
    const handler = new CreateAdminHandler(new UsersRepository(db), new PasswordHasher(), new SystemClock());
    return await handler.execute(new CreateAdminCommand(input.email, input.password, input.name, { promote: input.promote }));
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const args = parseAdminCreateArgs(process.argv.slice(2));
  const password = await readAdminPassword({ env: process.env, stdin: process.stdin, stdout: process.stdout });
  const problem = adminAccountProblem(args.email, password);
  if (problem) throw new UsageError(problem);
  const database = await prepareDatabase(loadConfig());
  try {
    const admin = await createAdmin(database.url, { ...args, password });
    console.log(`Admin ${admin.email} ${admin.created ? 'created' : 'updated; its sessions and pending sign-up links have ended'}.`);
  } finally {
    await database.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`admin:create: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
