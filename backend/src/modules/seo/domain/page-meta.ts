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
  /**
   * The same-origin API path the page's script reads first (a post's article): preloaded from the head, so it loads
   * beside the scripts instead of after them. Only for reads that count nothing, since a crawler may fetch it too.
   */
  dataPath?: string;
}
