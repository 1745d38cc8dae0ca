import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config/config';
import { SystemClock } from '../platform/clock';
import { createDatabase } from '../platform/database/database';
import { AdminAccount, adminAccountProblem, PasswordHasher, UsersRepository, UsersService } from '../modules/identity';

const USAGE = 'usage: npm run admin:create -- --email E --password P [--name N]';

export interface AdminCreateArgs {
  email: string;
  password: string;
  name?: string;
}

export class UsageError extends Error {}

/** Reads --email, --password and --name (also as --flag=value); every mistake is one line. */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(email|password|name)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new UsageError(`unknown argument "${argv[i]}" (${USAGE})`);
    const value = match[2] ?? argv[++i];
    if (value === undefined || (match[2] === undefined && value.startsWith('--'))) {
      throw new UsageError(`--${match[1]} needs a value (${USAGE})`);
    }
    values[match[1]] = value;
  }
  if (!values.email || !values.password) throw new UsageError(`--email and --password are required (${USAGE})`);
  const problem = adminAccountProblem(values.email, values.password);
  if (problem) throw new UsageError(problem);
  return { email: values.email, password: values.password, name: values.name };
}

/** Creates or updates the admin in the database at url, with the same SQL the first-start seed uses. */
export async function createAdmin(url: string, args: AdminCreateArgs): Promise<AdminAccount> {
  const db = createDatabase(url, 2);
  try {
    const users = new UsersService(new UsersRepository(db), new PasswordHasher(), new SystemClock());
    return await users.createOrUpdateAdmin(args.email, args.password, args.name);
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const args = parseAdminCreateArgs(process.argv.slice(2));
  const database = await prepareDatabase(loadConfig());
  try {
    const admin = await createAdmin(database.url, args);
    console.log(`Admin ${admin.email} ${admin.created ? 'created' : 'updated'}.`);
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
