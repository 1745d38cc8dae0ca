import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../platform/database/database';
import { AffiliateLinks } from '../affiliate/affiliate-links.repository';
import { linkAffiliatePhrases } from '../affiliate/link-affiliate-phrases';
import { ArticleRow, toDetail, toSummary } from './article-row';
import { ArticleDetail, ArticleSummary } from './article.types';

export interface ArticleReadOptions {
  /** Admins see the post's short code (the short URL box); visitors don't. */
  includeShortCode?: boolean;
  /** Page heads (SEO) need the title and excerpt only: skip reading the affiliate links and rewriting the content. */
  linkAffiliates?: boolean;
}

const PUBLISHED = `select a.*, s.short_code from scoopers_articles a left join short_urls s on s.article_id = a.id where a.status = 'published'`;

/** Published articles for the blog, the post page and server-side SEO. Never counts clicks. */
@Injectable()
export class ArticlesQuery {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AffiliateLinks) private readonly affiliates: AffiliateLinks,
  ) {}

  async listPublished(options: ArticleReadOptions = {}): Promise<ArticleSummary[]> {
    const rows = await this.db.query<ArticleRow>(`${PUBLISHED} order by a.published_date desc nulls last, a.created_at desc`);
    return rows.map((row) => toSummary(row, options.includeShortCode ?? false));
  }

  async publishedBySlug(slug: string, options: ArticleReadOptions = {}): Promise<ArticleDetail | null> {
    const [row] = await this.db.query<ArticleRow>(`${PUBLISHED} and a.slug = $1`, [slug]);
    return row ? this.detail(row, options) : null;
  }

  async publishedByShortCode(code: string, options: ArticleReadOptions = {}): Promise<ArticleDetail | null> {
    const [row] = await this.db.query<ArticleRow>(`${PUBLISHED} and s.short_code = $1`, [code]);
    return row ? this.detail(row, options) : null;
  }

  private async detail(row: ArticleRow, options: ArticleReadOptions): Promise<ArticleDetail> {
    const raw = String(row.content ?? '');
    const content = options.linkAffiliates === false ? raw : linkAffiliatePhrases(raw, await this.affiliates.active());
    return toDetail(row, options.includeShortCode ?? false, content);
  }
}
