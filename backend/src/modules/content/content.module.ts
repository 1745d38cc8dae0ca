import { Module } from '@nestjs/common';
import { AffiliateLinks } from './commands/affiliate-links.repository';
import { Articles } from './commands/articles.repository';
import { RecordShortLinkClickHandler } from './commands/record-short-link-click.command';
import { RestoreFixedArticlesHandler } from './commands/restore-fixed-articles.command';
import {
  CreateAffiliateLinkHandler,
  DeleteAffiliateLinkHandler,
  ToggleAffiliateLinkHandler,
  UpdateAffiliateLinkHandler,
} from './commands/save-affiliate-link.command';
import { CreateArticleHandler, DeleteArticleHandler, UpdateArticleHandler } from './commands/save-article.command';
import { StoreUploadHandler } from './commands/store-upload.command';
import { AffiliateLinksAdminController } from './http/affiliate-links.admin.controller';
import { ArticlesAdminController } from './http/articles.admin.controller';
import { ArticlesController } from './http/articles.controller';
import { ShortLinksController } from './http/short-links.controller';
import { ShortUrlsAdminController } from './http/short-urls.admin.controller';
import { UploadsAdminController } from './http/uploads.admin.controller';
import { ArticlesQuery, GetPublishedArticleHandler, ListPublishedArticlesHandler } from './queries/articles.query';
import { GetAdminArticleHandler } from './queries/get-admin-article.query';
import { GetAffiliateLinkHandler } from './queries/get-affiliate-link.query';
import { GetShortUrlHandler, ListShortUrlsHandler } from './queries/short-urls.query';
import { FixedArticlesSeed } from './seed/fixed-articles.seed';

/** Blog articles, short links, affiliate links and uploads (spec 001 §2, §3, §7). */
@Module({
  controllers: [
    ArticlesController,
    ShortLinksController,
    ArticlesAdminController,
    ShortUrlsAdminController,
    AffiliateLinksAdminController,
    UploadsAdminController,
  ],
  providers: [
    ArticlesQuery,
    Articles,
    AffiliateLinks,
    FixedArticlesSeed,
    ListPublishedArticlesHandler,
    GetPublishedArticleHandler,
    RecordShortLinkClickHandler,
    RestoreFixedArticlesHandler,
    GetAdminArticleHandler,
    CreateArticleHandler,
    UpdateArticleHandler,
    DeleteArticleHandler,
    ListShortUrlsHandler,
    GetShortUrlHandler,
    GetAffiliateLinkHandler,
    CreateAffiliateLinkHandler,
    UpdateAffiliateLinkHandler,
    ToggleAffiliateLinkHandler,
    DeleteAffiliateLinkHandler,
    StoreUploadHandler,
  ],
  exports: [ArticlesQuery],
})
export class ContentModule {}
