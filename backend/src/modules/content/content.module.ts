import { Module } from '@nestjs/common';
import { AffiliateLinks } from './affiliate/affiliate-links.repository';
import { AffiliateLinksAdminController } from './affiliate/affiliate-links.admin.controller';
import { ArticlesAdmin } from './articles/articles.admin';
import { ArticlesAdminController } from './articles/articles.admin.controller';
import { ArticlesController } from './articles/articles.controller';
import { ArticlesQuery } from './articles/articles.query';
import { FixedArticlesSeed } from './seed/fixed-articles.seed';
import { ShortLinksController } from './short-links/short-links.controller';
import { ShortUrlsAdminController } from './short-links/short-urls.admin.controller';
import { UploadsAdminController } from './uploads/uploads.admin.controller';

/** Blog articles, short links, affiliate links and uploads (spec 001 §2, §3, §7). */
@Module({
  controllers: [ArticlesController, ShortLinksController, ArticlesAdminController, ShortUrlsAdminController, AffiliateLinksAdminController, UploadsAdminController],
  providers: [ArticlesQuery, ArticlesAdmin, AffiliateLinks, FixedArticlesSeed],
  exports: [ArticlesQuery],
})
export class ContentModule {}
