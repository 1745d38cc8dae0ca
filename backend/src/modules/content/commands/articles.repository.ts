import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { EDITABLE } from '../domain/article-fields';
import { ArticleValues } from '../domain/article-values';
import { nextFreeSlug, slugify } from '../domain/slug';
import { ARTICLE_COLUMNS, ARTICLE_FROM } from '../queries/admin-article-row';
import { assignShortCode } from './assign-short-code';

/** scoopers_articles as staff write it: the server owns the slug and the short code. Used by the article command handlers only. */
@Injectable()
export class Articles {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The post with its short code and clicks, as the admin shows it; null when there is none. */
  async find(id: string): Promise<Record<string, unknown> | null> {
    const [row] = await this.db.query(`select ${ARTICLE_COLUMNS} from ${ARTICLE_FROM} where a.id = $1`, [id]);
    return row ?? null;
  }

  /** A new post under a free slug from its title, with its short code; its id. */
  async create(values: ArticleValues): Promise<string> {
    return this.db.transaction(async (tx) => {
      const inserted = await this.insertWithFreeSlug(tx, values);
      await assignShortCode(tx, inserted, this.clock.now());
      return inserted;
    });
  }

  async update(id: string, values: ArticleValues): Promise<void> {
    await this.db.transaction(async (tx) => {
      const sets = EDITABLE.map((column, i) => `${column} = $${i + 2}`).join(', ');
      await tx.query(`update scoopers_articles set ${sets}, updated_at = $${EDITABLE.length + 2} where id = $1`, [
        id,
        ...EDITABLE.map((c) => values[c]),
        this.clock.now(),
      ]);
      // Posts from before short links existed get theirs on their next save.
      await assignShortCode(tx, id, this.clock.now());
    });
  }

  async remove(id: string): Promise<void> {
    await this.db.query('delete from scoopers_articles where id = $1', [id]);
  }

  /** Unique slug from the title; a racing save that takes the same slug makes us take the next one. */
  private async insertWithFreeSlug(tx: PoolClient, values: ArticleValues): Promise<string> {
    const base = slugify(String(values.title));
    for (let attempt = 0; attempt < 10; attempt++) {
      const { rows: taken } = await tx.query<{ slug: string }>(`select slug from scoopers_articles where slug = $1 or slug like $2`, [
        base,
        `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`,
      ]);
      const slug = nextFreeSlug(base, new Set(taken.map((r) => r.slug)));
      const now = this.clock.now();
      const { rows } = await tx.query<{ id: string }>(
        `insert into scoopers_articles (slug, ${EDITABLE.join(', ')}, created_at, updated_at)
         values ($1, ${EDITABLE.map((_, i) => `$${i + 2}`).join(', ')}, $${EDITABLE.length + 2}, $${EDITABLE.length + 2})
         on conflict (slug) do nothing returning id`,
        [slug, ...EDITABLE.map((c) => values[c]), now],
      );
      if (rows.length) return rows[0].id;
    }
    throw new Problem(409, 'Conflict', 'Could not choose a unique address for this post. Please save again.', undefined, 'SLUG_BUSY');
  }
}
