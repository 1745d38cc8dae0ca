export { ContentModule } from './content.module';
export { ArticlesQuery, type ArticleReadOptions } from './queries/articles.query';
export type { ArticleSummary, ArticleDetail } from './domain/article.types';
export { linkAffiliatePhrases, affiliateHref, type AffiliatePhrase } from './domain/link-affiliate-phrases';
export { isShortCode, SHORT_CODE_PATTERN } from './domain/short-code';
export { CONTENT_MESSAGES } from './content.messages';
export { FIXED_ARTICLES } from './seed/fixed-articles';
export { uploadDirOf, serveUploads } from './uploads/upload-dir';
