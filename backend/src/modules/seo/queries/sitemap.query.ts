import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { ArticlesQuery } from '../../content';
import { sitemapEntries } from '../domain/seo-pages';
import { buildSitemap } from '../domain/sitemap';

/** sitemap.xml: the indexed static pages and every published post. */
export class SitemapQuery extends Query<string> {}

@QueryHandler(SitemapQuery)
export class SitemapHandler implements IQueryHandler<SitemapQuery> {
  constructor(
    @Inject(ArticlesQuery) private readonly articles: ArticlesQuery,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<string> {
    return buildSitemap(this.config.publicUrl, sitemapEntries(await this.articles.listPublished()));
  }
}
