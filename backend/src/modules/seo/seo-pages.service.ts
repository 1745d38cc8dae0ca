import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { ArticleDetail, ArticlesQuery, isShortCode } from '../content';
import { PageMeta } from './page-meta';
import { buildRobots, buildSitemap, SitemapEntry } from './sitemap';
import { STATIC_PAGES } from './static-pages';
import { blogPosting, localBusiness } from './structured-data';

const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/;
const SINGLE_SEGMENT = /^\/([^/]+)\/?$/;

/** Head tags for the pages crawlers index, the sitemap and robots.txt. */
@Injectable()
export class SeoPages {
  constructor(
    @Inject(ArticlesQuery) private readonly articles: ArticlesQuery,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** The page's meta, or null for paths the server has nothing to say about (the site's own defaults stay). */
  async metaFor(path: string): Promise<PageMeta | null> {
    const business = this.config.business;
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const page = STATIC_PAGES.find((p) => p.path === normalised);
    if (page) {
      return {
        title: page.title(business),
        description: page.description(business),
        canonicalPath: page.path,
        ogType: 'website',
        jsonLd: page.localBusiness ? [localBusiness(business, this.config.publicUrl)] : [],
        status: 200,
      };
    }
    const slug = decodeSegment(BLOG_POST_PATH.exec(path)?.[1]);
    if (slug !== null) {
      const article = await this.articles.publishedBySlug(slug, { linkAffiliates: false });
      return article ? this.postMeta(article) : this.notFound();
    }
    const code = decodeSegment(SINGLE_SEGMENT.exec(path)?.[1]);
    if (code !== null && isShortCode(code)) {
      const article = await this.articles.publishedByShortCode(code, { linkAffiliates: false });
      return article ? this.postMeta(article) : this.notFound();
    }
    return null;
  }

  async sitemap(): Promise<string> {
    const articles = await this.articles.listPublished();
    const entries: SitemapEntry[] = [
      ...STATIC_PAGES.filter((p) => p.inSitemap).map((p) => ({ path: p.path })),
      ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: lastModified(a.publishedDate, a.createdAt) })),
    ];
    return buildSitemap(this.config.publicUrl, entries);
  }

  robots(): string {
    return buildRobots(this.config.publicUrl);
  }

  private postMeta(article: ArticleDetail): PageMeta {
    const business = this.config.business;
    return {
      title: `${article.title} | ${business.name}`,
      description: article.excerpt,
      // A short link and its post are one page to search engines.
      canonicalPath: `/blog/${article.slug}`,
      ogType: 'article',
      image: article.featuredImage ?? article.videoThumbnail,
      publishedTime: article.publishedDate,
      modifiedTime: article.updatedAt,
      jsonLd: [blogPosting(article, business, this.config.publicUrl)],
      status: 200,
    };
  }

  private notFound(): PageMeta {
    return {
      title: `Page not found | ${this.config.business.name}`,
      description: 'Oops! Page not found',
      canonicalPath: null,
      ogType: 'website',
      jsonLd: [],
      status: 404,
      noIndex: true,
    };
  }
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
