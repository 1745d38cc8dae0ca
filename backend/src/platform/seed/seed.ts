import { INestApplicationContext } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { SeedRegistry } from './seed-registry';

/** First start on an empty database: every module's seed runs; returns banner lines (e.g. the admin password). */
export async function runSeeds(app: INestApplicationContext, config: AppConfig): Promise<string[]> {
  if (config.env.SEED_DEMO_CONTENT !== 'true') return [];
  return app.get(SeedRegistry).runAll();
}
