import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { PublicPageHead, RenderedPage } from '../../platform/http/public-page-head';
import { injectHead } from './render-head';
import { SeoPages } from './seo-pages.service';

/** Lends the static site this module's head tags, sitemap and robots.txt. */
@Injectable()
export class SeoPageHead extends PublicPageHead {
  constructor(
    @Inject(SeoPages) private readonly pages: SeoPages,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {
    super();
  }

  async render(path: string, template: string): Promise<RenderedPage | null> {
    const meta = await this.pages.metaFor(path);
    if (!meta) return null;
    return { status: meta.status, html: injectHead(template, meta, this.config.publicUrl, this.config.business.name) };
  }

  sitemapXml(): Promise<string> {
    return this.pages.sitemap();
  }

  robotsTxt(): string {
    return this.pages.robots();
  }
}
