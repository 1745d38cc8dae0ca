export { SeoModule } from './seo.module';
export { SeoPages } from './seo-pages.service';
export { injectHead, escapeHtml, jsonForScript } from './render-head';
export type { PageMeta } from './page-meta';
