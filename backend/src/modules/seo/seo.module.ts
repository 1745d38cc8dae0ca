import { Module } from '@nestjs/common';
import { PublicPageHead } from '../../platform/http/public-page-head';
import { ContentModule } from '../content';
import { SeoPageHead } from './http/seo-page-head';
import { PageMetaHandler } from './queries/page-meta.query';
import { SitemapHandler } from './queries/sitemap.query';

/** Server-side SEO: head tags for indexed pages, sitemap.xml and robots.txt, served by platform/http/static-apps. */
@Module({
  imports: [ContentModule],
  providers: [PageMetaHandler, SitemapHandler, SeoPageHead, { provide: PublicPageHead, useExisting: SeoPageHead }],
  exports: [PublicPageHead],
})
export class SeoModule {}
