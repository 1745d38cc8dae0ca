import { DataSource } from 'typeorm';
import { grantAppRole } from './app-role';
import { ensureDatabaseExists } from './database';
import { MIGRATIONS } from './migrations';

export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    migrationsRun: false,
    logging: false,
  });
}

/** Applies pending TypeORM migrations; returns the names that ran. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

/** As the migration (owner) role: creates the database if missing, migrates it, and grants the app's role its tables. */
export async function prepareSchema(migrationUrl: string, appUrl: string): Promise<string[]> {
  await ensureDatabaseExists(migrationUrl);
  const migrated = await runMigrations(migrationUrl);
  await grantAppRole(migrationUrl, appUrl);
  return migrated;
}
