/**
 * The public site's client routes (public-web/src/App.tsx), shared by the server and the client: a path none of them
 * matches answers 404 with the site's "Page not found" view; a matched one answers 200 (a blog post or short link that
 * does not exist is turned into a 404 by the SEO head, which looks the article up).
 * Patterns use the router's syntax: `:name` is one path segment.
 */
export const SITE_ROUTE_PATTERNS = [
  '/',
  '/santa-clarita',
  '/valencia',
  '/blog',
  '/blog/:slug',
  '/faq',
  '/privacy',
  '/terms',
  '/data-deletion',
  '/auth',
  '/account',
  '/account/card/:sessionId',
  '/account/receipts/:orderId/:receiptId',
  '/subscription-success',
  '/payment-success',
  '/customer-info',
  '/customer-confirmation',
  '/customer-next-steps',
  '/customer-onboarding',
  '/trello-test',
  '/functionality-test',
  '/checkout/sandbox/:sessionId',
  '/:shortCode',
] as const;

export type SiteRoutePattern = (typeof SITE_ROUTE_PATTERNS)[number];

// Spec 001 §2: a short link is one lowercase letter and an optional digit (the content module's SHORT_CODE_PATTERN).
const SEGMENT_RULES = new Map<string, RegExp>([['shortCode', /^[a-z][0-9]?$/]]);

/** The pattern a path (without its query) belongs to, or null for a path the site has no page for. */
export function matchSiteRoute(path: string): SiteRoutePattern | null {
  const segments = splitPath(path);
  if (!segments) return null;
  return SITE_ROUTE_PATTERNS.find((pattern) => matches(splitPath(pattern) ?? [], segments)) ?? null;
}

export const isSiteRoute = (path: string): boolean => matchSiteRoute(path) !== null;

/** Decoded, non-empty segments; a trailing slash is the same page. Null when a segment cannot be decoded. */
function splitPath(path: string): string[] | null {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (!raw) continue;
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return segments;
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, i) => {
    if (!part.startsWith(':')) return part === segments[i];
    const rule = SEGMENT_RULES.get(part.slice(1));
    return rule ? rule.test(segments[i]) : segments[i].length > 0;
  });
}
