import { escapeHtml, absoluteUrl } from './render-head';
import { DISALLOWED_PATHS } from './static-pages';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string | null;
}

export function buildSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`];
  return `${lines.join('\n')}\n`;
}
