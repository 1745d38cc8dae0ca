import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { PublicPageHead, RenderedPage } from '../../../platform/http/public-page-head';
import { injectHead } from '../domain/render-head';
import { buildRobots } from '../domain/sitemap';
import { PageMetaQuery } from '../queries/page-meta.query';
import { SitemapQuery } from '../queries/sitemap.query';

/** Lends the static site this module's head tags, sitemap and robots.txt. */
@Injectable()
export class SeoPageHead extends PublicPageHead {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {
    super();
  }

  async render(path: string, template: string): Promise<RenderedPage | null> {
    const meta = await this.queries.execute(new PageMetaQuery(path));
    if (!meta) return null;
    return { status: meta.status, html: injectHead(template, meta, this.config.publicUrl, this.config.business.name) };
  }

  sitemapXml(): Promise<string> {
    return this.queries.execute(new SitemapQuery());
  }

  robotsTxt(): string {
    return buildRobots(this.config.publicUrl);
  }
}
