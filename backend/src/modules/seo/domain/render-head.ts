import { beforeHeadEnd, escapeHtml } from '../../../platform/http/html';
import { PageMeta } from './page-meta';

export { escapeHtml };

/** JSON inside <script>: no '<' may survive, or a value containing </script> would end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** The tags for one page, one per line. */
export function headTags(meta: PageMeta, publicUrl: string, siteName: string): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}" />`];
  const property = (name: string, content: string) => tags.push(`<meta property="${name}" content="${escapeHtml(content)}" />`);
  const named = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  if (meta.noIndex) named('robots', 'noindex');
  const url = meta.canonicalPath === null ? null : absoluteUrl(publicUrl, meta.canonicalPath);
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  property('og:type', meta.ogType);
  property('og:site_name', siteName);
  property('og:title', meta.title);
  property('og:description', meta.description);
  if (url) property('og:url', url);
  const image = meta.image ? absoluteUrl(publicUrl, meta.image) : null;
  if (image) property('og:image', image);
  if (meta.publishedTime) property('article:published_time', meta.publishedTime);
  if (meta.modifiedTime) property('article:modified_time', meta.modifiedTime);
  named('twitter:card', image ? 'summary_large_image' : 'summary');
  named('twitter:title', meta.title);
  named('twitter:description', meta.description);
  if (image) named('twitter:image', image);
  for (const data of meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  // `crossorigin`: fetch() asks in CORS mode (same-origin credentials), and a preload is only used by a request of its mode.
  if (meta.dataPath) tags.push(`<link rel="preload" href="${escapeHtml(meta.dataPath)}" as="fetch" crossorigin="anonymous" />`);
  return tags.join('\n    ');
}

/** The built index.html with its own title and description swapped for the page's tags. */
export function injectHead(template: string, meta: PageMeta, publicUrl: string, siteName: string): string {
  const stripped = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']description["'][\s\S]*?\/?>\s*/i, '');
  return beforeHeadEnd(stripped, headTags(meta, publicUrl, siteName));
}
