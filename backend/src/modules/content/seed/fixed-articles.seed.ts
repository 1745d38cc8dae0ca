import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { SeedRegistry } from '../../../platform/seed/seed-registry';
import { Database } from '../../../platform/database/database';
import { assignShortCode } from '../commands/assign-short-code';
import { FIXED_ARTICLES } from './fixed-articles';

/**
 * The six fixed articles whenever scoopers_articles is empty at start (first start, test apps, e2e).
 * Safe with two api instances starting at once: slugs conflict quietly and short codes are assigned once.
 */
@Injectable()
export class FixedArticlesSeed implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('content');
  private seededAtStart = 0;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(SeedRegistry) private readonly seeds: SeedRegistry,
  ) {}

  onModuleInit(): void {
    // The banner line only: the articles themselves are seeded whatever SEED_DEMO_CONTENT says.
    this.seeds.register({ name: 'fixed-articles', run: async () => (this.seededAtStart ? [`Blog: ${this.seededAtStart} fixed articles published`] : []) });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runsApi) return;
    const [{ n }] = await this.db.query<{ n: number }>('select count(*)::int as n from scoopers_articles');
    if (n > 0) return;
    this.seededAtStart = await this.seed();
    if (this.seededAtStart) this.logger.log(`seeded ${this.seededAtStart} fixed blog articles`);
  }

  async seed(): Promise<number> {
    let seeded = 0;
    for (const article of FIXED_ARTICLES) {
      await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into scoopers_articles (title, slug, excerpt, content, author, status, published_date, read_time, categories, location, source_url, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'published', $6, $7, $8, $9, $10, $11, $11)
           on conflict (slug) do nothing returning id`,
          [
            article.title,
            article.slug,
            article.excerpt,
            article.content,
            article.author,
            article.publishedDate,
            article.readTime,
            article.categories,
            article.location,
            article.sourceUrl,
            this.clock.now(),
          ],
        );
        if (!rows.length) return;
        await assignShortCode(tx, rows[0].id, this.clock.now());
        seeded++;
      });
    }
    return seeded;
  }
}
