import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { ArticlesQuery } from '../../content';
import { PageMeta } from '../domain/page-meta';
import { notFoundMeta, postMeta, seoRoute, staticPageMeta } from '../domain/seo-pages';

/** Head tags for a page crawlers index, or null for paths the server has nothing to say about (the site's own defaults stay). */
export class PageMetaQuery extends Query<PageMeta | null> {
  constructor(readonly path: string) {
    super();
  }
}

@QueryHandler(PageMetaQuery)
export class PageMetaHandler implements IQueryHandler<PageMetaQuery> {
  constructor(
    @Inject(ArticlesQuery) private readonly articles: ArticlesQuery,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ path }: PageMetaQuery): Promise<PageMeta | null> {
    const { business, publicUrl } = this.config;
    const route = seoRoute(path);
    if (!route) return null;
    if (route.kind === 'static') return staticPageMeta(route.page, business, publicUrl);
    // Page heads need the title and excerpt only: no affiliate links.
    if (route.kind === 'post') {
      const article = await this.articles.publishedBySlug(route.slug, { linkAffiliates: false });
      // The post page reads its article by the slug in its address, encoded as the page's script encodes it
      // (public-web's fetchArticleBySlug), so the preload and the read are one request.
      return article ? { ...postMeta(article, business, publicUrl), dataPath: `/api/articles/${encodeURIComponent(route.slug)}` } : notFoundMeta(business);
    }
    // A short link's read counts a visit, so it is not preloaded: a crawler fetching the head's links would count one.
    const article = await this.articles.publishedByShortCode(route.code, { linkAffiliates: false });
    return article ? postMeta(article, business, publicUrl) : notFoundMeta(business);
  }
}
