import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/config';

/** A module's demo content; returns lines for the start-up banner (empty when it had nothing to do). */
export type Seed = { name: string; run(): Promise<string[]> };

@Injectable()
export class SeedRegistry {
  private readonly logger = new Logger('seed');
  private readonly seeds: Seed[] = [];

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  register(seed: Seed): void {
    this.seeds.push(seed);
  }

  /**
   * First start on an empty database: each module's demo content, unless SEED_DEMO_CONTENT=false. The API's job
   * only: a worker starting beside it (docker-compose, `npm start`) would race it to the same empty tables.
   */
  async runAll(): Promise<string[]> {
    if (this.config.env.SEED_DEMO_CONTENT !== 'true' || !this.config.runsApi) return [];
    const lines: string[] = [];
    for (const seed of this.seeds) {
      try {
        lines.push(...(await seed.run()));
      } catch (error) {
        this.logger.error({ err: error }, `seed ${seed.name} failed`);
      }
    }
    return lines;
  }
}
