import { DataSource } from 'typeorm';
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
