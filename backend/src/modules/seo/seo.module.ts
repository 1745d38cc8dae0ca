import { Module } from '@nestjs/common';
import { PublicPageHead } from '../../platform/http/public-page-head';
import { ContentModule } from '../content';
import { SeoPageHead } from './seo-page-head';
import { SeoPages } from './seo-pages.service';

/** Server-side SEO: head tags for indexed pages, sitemap.xml and robots.txt, served by platform/http/static-apps. */
@Module({
  imports: [ContentModule],
  providers: [SeoPages, SeoPageHead, { provide: PublicPageHead, useExisting: SeoPageHead }],
  exports: [SeoPages, PublicPageHead],
})
export class SeoModule {}
