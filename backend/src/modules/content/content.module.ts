import { Module } from '@nestjs/common';
import { AffiliateLinks } from './affiliate/affiliate-links.repository';
import { ArticlesController } from './articles/articles.controller';
import { ArticlesQuery } from './articles/articles.query';
import { FixedArticlesSeed } from './seed/fixed-articles.seed';
import { ShortLinksController } from './short-links/short-links.controller';

/** Blog articles, short links, affiliate links and uploads (spec 001 §2, §3). */
@Module({
  controllers: [ArticlesController, ShortLinksController],
  providers: [ArticlesQuery, AffiliateLinks, FixedArticlesSeed],
  exports: [ArticlesQuery],
})
export class ContentModule {}
