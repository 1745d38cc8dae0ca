import type { BusinessIdentity } from '../../../config/business';
import type { ArticleDetail, ArticleSummary } from '../../content';
import { isShortCode } from '../../content';
import { PageMeta } from './page-meta';
import { SitemapEntry } from './sitemap';
import { STATIC_PAGES, StaticPage } from './static-pages';
import { blogPosting, localBusiness } from './structured-data';

const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/;
const SINGLE_SEGMENT = /^\/([^/]+)\/?$/;

/** What a path is to the server's SEO: a known static page, a blog post by slug, a short link, or nothing it speaks for. */
export type SeoRoute = { kind: 'static'; page: StaticPage } | { kind: 'post'; slug: string } | { kind: 'short-link'; code: string } | null;

export function seoRoute(path: string): SeoRoute {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = STATIC_PAGES.find((p) => p.path === normalised);
  if (page) return { kind: 'static', page };
  const slug = decodeSegment(BLOG_POST_PATH.exec(path)?.[1]);
  if (slug !== null) return { kind: 'post', slug };
  const code = decodeSegment(SINGLE_SEGMENT.exec(path)?.[1]);
  if (code !== null && isShortCode(code)) return { kind: 'short-link', code };
  return null;
}

export function staticPageMeta(page: StaticPage, business: BusinessIdentity, publicUrl: string): PageMeta {
  return {
    title: page.title(business),
    description: page.description(business),
    canonicalPath: page.path,
    ogType: 'website',
    jsonLd: page.localBusiness ? [localBusiness(business, publicUrl)] : [],
    status: 200,
  };
}

export function postMeta(article: ArticleDetail, business: BusinessIdentity, publicUrl: string): PageMeta {
  return {
    title: `${article.title} | ${business.name}`,
    description: article.excerpt,
    // A short link and its post are one page to search engines.
    canonicalPath: `/blog/${article.slug}`,
    ogType: 'article',
    image: article.featuredImage ?? article.videoThumbnail,
    publishedTime: article.publishedDate,
    modifiedTime: article.updatedAt,
    jsonLd: [blogPosting(article, business, publicUrl)],
    status: 200,
  };
}

export function notFoundMeta(business: BusinessIdentity): PageMeta {
  return {
    title: `Page not found | ${business.name}`,
    description: 'Oops! Page not found',
    canonicalPath: null,
    ogType: 'website',
    jsonLd: [],
    status: 404,
    noIndex: true,
  };
}

/** The sitemap's pages: the static pages it lists, then every published post with its last change. */
export function sitemapEntries(articles: readonly Pick<ArticleSummary, 'slug' | 'publishedDate' | 'createdAt'>[]): SitemapEntry[] {
  return [
    ...STATIC_PAGES.filter((p) => p.inSitemap).map((p) => ({ path: p.path })),
    ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: lastModified(a.publishedDate, a.createdAt) })),
  ];
}

function decodeSegment(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The later of the published date and the creation day, as YYYY-MM-DD. */
function lastModified(publishedDate: string | null, createdAt: string): string {
  const created = createdAt.slice(0, 10);
  return publishedDate && publishedDate > created ? publishedDate : created;
}
