import 'reflect-metadata';
import { prepareDatabase } from '../bootstrap';
import { ConfigError, loadConfig } from '../config/config';

/** npm run migrate: applies pending TypeORM migrations (start does the same). */
async function main(): Promise<void> {
  const database = await prepareDatabase(loadConfig());
  const { migrated } = database;
  process.stdout.write(migrated.length ? `Applied ${migrated.length} migration(s): ${migrated.join(', ')}\n` : 'Database is up to date.\n');
  await database.stop();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
  process.exit(1);
});
