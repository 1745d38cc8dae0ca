import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { Problem, throwIfErrors } from '../../../platform/http/problem';
import { localDate } from '../../../platform/time/local-time';
import { CONTENT_MESSAGES } from '../content.messages';
import { assignShortCode } from '../short-links/assign-short-code';
import { ArticleInput } from './article.dto';
import { sanitizeArticleHtml } from './sanitize-article-html';
import { nextFreeSlug, slugify } from './slug';
import { checkVideo, estimateReadTime } from './video-rules';

export const ARTICLE_COLUMNS = `a.*, s.short_code, (select count(*) from short_url_clicks c where c.short_url_id = s.id)::int as clicks`;
export const ARTICLE_FROM = `scoopers_articles a left join short_urls s on s.article_id = a.id`;

const EDITABLE = [
  'title', 'excerpt', 'content', 'author', 'status', 'featured_image', 'featured_image_position', 'video_url', 'video_type', 'video_thumbnail',
  'published_date', 'read_time', 'location', 'source_url', 'photo_credit', 'photo_source', 'photo_source_url', 'categories',
] as const;
type Editable = Record<(typeof EDITABLE)[number], unknown>;

/** Staff writing posts: the server owns the slug, the short code, the HTML allow-list and the defaults. */
@Injectable()
export class ArticlesAdmin {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async byId(id: string): Promise<Record<string, unknown>> {
    const [row] = await this.db.query(`select ${ARTICLE_COLUMNS} from ${ARTICLE_FROM} where a.id = $1`, [id]);
    if (!row) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.postNotFound);
    return row;
  }

  async create(input: ArticleInput): Promise<Record<string, unknown>> {
    const values = this.prepare(input, null);
    const id = await this.db.transaction(async (tx) => {
      const inserted = await this.insertWithFreeSlug(tx, values);
      await assignShortCode(tx, inserted, this.clock.now());
      return inserted;
    });
    return this.byId(id);
  }

  async update(id: string, input: ArticleInput): Promise<Record<string, unknown>> {
    const current = await this.byId(id);
    const values = this.prepare(input, current.published_date as string | null);
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
    return this.byId(id);
  }

  async remove(id: string): Promise<Record<string, unknown>> {
    const row = await this.byId(id);
    await this.db.query('delete from scoopers_articles where id = $1', [id]);
    return row;
  }

  private prepare(input: ArticleInput, currentDate: string | null): Editable {
    const video = checkVideo(input.video_url, input.video_type);
    throwIfErrors(video.errors);
    const content = sanitizeArticleHtml(input.content ?? '');
    const publishing = input.status === 'published';
    return {
      title: input.title,
      excerpt: input.excerpt ?? '',
      content,
      author: input.author ?? '',
      status: input.status,
      featured_image: input.featured_image ?? null,
      featured_image_position: input.featured_image_position ?? 'center',
      video_url: input.video_url ?? null,
      video_type: video.type,
      video_thumbnail: input.video_thumbnail ?? null,
      // Publishing without a date means "today" in the business's time zone.
      published_date: input.published_date ?? currentDate ?? (publishing ? localDate(this.config.business.timeZone, this.clock.now()) : null),
      read_time: input.read_time || estimateReadTime(content),
      location: input.location ?? null,
      source_url: input.source_url ?? null,
      photo_credit: input.photo_credit ?? null,
      photo_source: input.photo_source ?? null,
      photo_source_url: input.photo_source_url ?? null,
      categories: [...new Set(input.categories ?? [])],
    };
  }

  /** Unique slug from the title; a racing save that takes the same slug makes us take the next one. */
  private async insertWithFreeSlug(tx: PoolClient, values: Editable): Promise<string> {
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
