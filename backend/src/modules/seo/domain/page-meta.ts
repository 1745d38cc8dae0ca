/** What the server puts in <head> for one page, so crawlers see it without running JavaScript. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path only; the absolute URL is built from PUBLIC_URL. Null for pages that must not be indexed. */
  canonicalPath: string | null;
  ogType: 'website' | 'article';
  /** Absolute, or a site path such as /uploads/blog-images/… */
  image?: string | null;
  publishedTime?: string | null;
  modifiedTime?: string | null;
  jsonLd: object[];
  status: 200 | 404;
  noIndex?: boolean;
}
