/** An active affiliate phrase as the linker needs it; `tag` is the spec's affiliate_url column. */
export interface AffiliatePhrase {
  phrase: string;
  tag: string;
  searchTerm: string;
}

/** The shopping-site search the spec describes: search term plus the affiliate tag. */
export function affiliateHref(searchTerm: string, tag: string): string {
  return `https://www.amazon.com/s?k=${encodeURIComponent(searchTerm)}&tag=${encodeURIComponent(tag)}`;
}

const TAG = /<[^>]*>/g;
// Text inside these is never linked: existing links, and markup that isn't prose.
const SKIPPED = new Set(['a', 'script', 'style', 'code', 'pre', 'button', 'textarea']);

/**
 * Links the first whole-word, case-insensitive match of each phrase in `html`'s text, never inside an existing
 * <a>. Longer phrases go first so "dog waste bags" wins over "dog waste".
 */
export function linkAffiliatePhrases(html: string, links: readonly AffiliatePhrase[]): string {
  const usable = links.filter((l) => l.phrase.trim() && l.searchTerm.trim() && l.tag.trim());
  const ordered = [...usable].sort((a, b) => b.phrase.trim().length - a.phrase.trim().length);
  let out = html;
  for (const link of ordered) out = linkFirst(out, link);
  return out;
}

function linkFirst(html: string, link: AffiliatePhrase): string {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(link.phrase.trim())}(?![\\p{L}\\p{N}_])`, 'iu');
  const skipped: string[] = [];
  let cursor = 0;
  for (const tag of html.matchAll(TAG)) {
    const found = skipped.length ? null : matchIn(html, cursor, tag.index, pattern);
    if (found) return insertLink(html, found, link);
    track(tag[0], skipped);
    cursor = tag.index + tag[0].length;
  }
  const found = skipped.length ? null : matchIn(html, cursor, html.length, pattern);
  return found ? insertLink(html, found, link) : html;
}

function matchIn(html: string, from: number, to: number, pattern: RegExp): { start: number; end: number } | null {
  if (to <= from) return null;
  const match = pattern.exec(html.slice(from, to));
  return match ? { start: from + match.index, end: from + match.index + match[0].length } : null;
}

function track(tag: string, skipped: string[]): void {
  const parsed = /^<\s*(\/)?\s*([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag);
  if (!parsed) return;
  const name = parsed[2].toLowerCase();
  if (!SKIPPED.has(name) || tag.endsWith('/>')) return;
  if (!parsed[1]) skipped.push(name);
  else {
    const at = skipped.lastIndexOf(name);
    if (at >= 0) skipped.splice(at, 1);
  }
}

function insertLink(html: string, at: { start: number; end: number }, link: AffiliatePhrase): string {
  const href = affiliateHref(link.searchTerm.trim(), link.tag.trim()).replace(/&/g, '&amp;');
  const anchor = `<a href="${href}" rel="sponsored noopener" target="_blank">${html.slice(at.start, at.end)}</a>`;
  return html.slice(0, at.start) + anchor + html.slice(at.end);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}
