export { ContentModule } from './content.module';
export { ArticlesQuery, type ArticleReadOptions } from './articles/articles.query';
export type { ArticleSummary, ArticleDetail } from './articles/article.types';
export { linkAffiliatePhrases, affiliateHref, type AffiliatePhrase } from './affiliate/link-affiliate-phrases';
export { isShortCode, SHORT_CODE_PATTERN } from './short-links/short-code';
export { CONTENT_MESSAGES } from './content.messages';
export { FIXED_ARTICLES } from './seed/fixed-articles';
export { uploadDirOf, serveUploads } from './uploads/upload-dir';
