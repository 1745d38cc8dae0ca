export { SeoModule } from './seo.module';
export { PageMetaQuery } from './queries/page-meta.query';
export { SitemapQuery } from './queries/sitemap.query';
export { injectHead, escapeHtml, jsonForScript } from './domain/render-head';
export type { PageMeta } from './domain/page-meta';
