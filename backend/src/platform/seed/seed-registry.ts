import { Injectable, Logger } from '@nestjs/common';

/** A module's demo content; returns lines for the start-up banner (empty when it had nothing to do). */
export type Seed = { name: string; run(): Promise<string[]> };

@Injectable()
export class SeedRegistry {
  private readonly logger = new Logger('seed');
  private readonly seeds: Seed[] = [];

  register(seed: Seed): void {
    this.seeds.push(seed);
  }

  async runAll(): Promise<string[]> {
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
