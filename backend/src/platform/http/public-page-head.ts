/** A page of the public site with its head filled in for crawlers. */
export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * What the SEO module lends the static site (DI token): head tags per path, sitemap.xml and robots.txt.
 * Platform code depends on this shape only, never on the module behind it.
 */
export abstract class PublicPageHead {
  /** The template with the page's tags, or null to serve the template as it is. */
  abstract render(path: string, template: string): Promise<RenderedPage | null>;
  abstract sitemapXml(): Promise<string>;
  abstract robotsTxt(): string;
}
