import { Inject, Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { CONTENT_MESSAGES } from '../content.messages';
import { ArticleDetail, ArticleSummary } from '../domain/article.types';
import { AffiliatePhrase, linkAffiliatePhrases } from '../domain/link-affiliate-phrases';
import { isShortCode } from '../domain/short-code';
import { ArticleRow, toDetail, toSummary } from './article-row';

export interface ArticleReadOptions {
  /** Admins see the post's short code (the short URL box); visitors don't. */
  includeShortCode?: boolean;
  /** Page heads (SEO) need the title and excerpt only: skip reading the affiliate links and rewriting the content. */
  linkAffiliates?: boolean;
}

const PUBLISHED = `select a.*, s.short_code from scoopers_articles a left join short_urls s on s.article_id = a.id where a.status = 'published'`;

/** Published articles for the blog, the post page and server-side SEO (exported to the seo module). Never counts clicks. */
@Injectable()
export class ArticlesQuery {
  constructor(@Inject(Database) private readonly db: Database) {}

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

  /** The active affiliate phrases, oldest first (spec 001 §7: public read of active ones). */
  async activeAffiliatePhrases(): Promise<AffiliatePhrase[]> {
    const rows = await this.db.query<{ phrase: string; affiliate_url: string; search_term: string }>(
      `select phrase, affiliate_url, search_term from affiliate_links where is_active order by created_at, id`,
    );
    return rows.map((r) => ({ phrase: r.phrase, tag: r.affiliate_url, searchTerm: r.search_term }));
  }

  private async detail(row: ArticleRow, options: ArticleReadOptions): Promise<ArticleDetail> {
    const raw = String(row.content ?? '');
    const content = options.linkAffiliates === false ? raw : linkAffiliatePhrases(raw, await this.activeAffiliatePhrases());
    return toDetail(row, options.includeShortCode ?? false, content);
  }
}

/** The blog list: published articles, newest first. */
export class ListPublishedArticlesQuery extends Query<ArticleSummary[]> {
  constructor(readonly includeShortCode: boolean) {
    super();
  }
}

/** One published article by slug or by short code, affiliate links applied; 404 with the spec's message when there is none. */
export class GetPublishedArticleQuery extends Query<ArticleDetail> {
  constructor(
    readonly by: { slug: string } | { shortCode: string },
    readonly includeShortCode: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListPublishedArticlesQuery)
export class ListPublishedArticlesHandler implements IQueryHandler<ListPublishedArticlesQuery> {
  constructor(@Inject(ArticlesQuery) private readonly articles: ArticlesQuery) {}

  execute({ includeShortCode }: ListPublishedArticlesQuery): Promise<ArticleSummary[]> {
    return this.articles.listPublished({ includeShortCode });
  }
}

@QueryHandler(GetPublishedArticleQuery)
export class GetPublishedArticleHandler implements IQueryHandler<GetPublishedArticleQuery> {
  constructor(@Inject(ArticlesQuery) private readonly articles: ArticlesQuery) {}

  async execute({ by, includeShortCode }: GetPublishedArticleQuery): Promise<ArticleDetail> {
    if ('slug' in by) {
      const article = await this.articles.publishedBySlug(by.slug, { includeShortCode });
      if (!article) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.postNotFound);
      return article;
    }
    const article = isShortCode(by.shortCode) ? await this.articles.publishedByShortCode(by.shortCode, { includeShortCode }) : null;
    if (!article) throw new Problem(404, 'Not Found', CONTENT_MESSAGES.shortUrlNotFound);
    return article;
  }
}
