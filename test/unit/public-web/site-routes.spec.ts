import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_SHORT_CODES, isShortCode } from '../../../backend/src/modules/content/domain/short-code';
import { isSiteRoute, matchSiteRoute, SITE_ROUTE_PATTERNS } from '../../../backend/src/platform/http/site-routes';

describe('site routes shared by the server and public-web', () => {
  it('given the router in App.tsx, when its paths are read, then each is in the shared list and the list has no extra', () => {
    const app = readFileSync(join(__dirname, '../../../public-web/src/App.tsx'), 'utf8');
    const routerPaths = [...app.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== '*');
    const withIndex = app.includes('<Route index') ? ['/', ...routerPaths.map((p) => `/${p}`)] : routerPaths.map((p) => `/${p}`);
    expect([...withIndex].sort()).toEqual([...SITE_ROUTE_PATTERNS].sort());
  });

  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/faq/', '/faq'],
    ['/blog', '/blog'],
    ['/blog/valencia-dog-parks', '/blog/:slug'],
    ['/payment-success', '/payment-success'],
    ['/customer-next-steps', '/customer-next-steps'],
    ['/checkout/sandbox/cs_123', '/checkout/sandbox/:sessionId'],
    ['/v', '/:shortCode'],
    ['/v3', '/:shortCode'],
  ])('given %s, when matched, then it is the %s page', (path, pattern) => {
    expect(matchSiteRoute(path)).toBe(pattern);
  });

  it.each(['/no-such-page', '/V', '/v33', '/faq/extra', '/blog/a/b', '/checkout/sandbox', '/checkout', '/constructor', '/__proto__', '/%E0%A4%A'])(
    'given %s, when matched, then the site has no page for it',
    (path) => {
      expect(isSiteRoute(path)).toBe(false);
    },
  );

  it('given a 10,000-character segment, when matched, then the site has no page for it', () => {
    expect(isSiteRoute(`/${'x'.repeat(10000)}`)).toBe(false);
    expect(isSiteRoute(`/blog/${'x'.repeat(10000)}`)).toBe(true);
  });

  it('given every short code and a few near misses, when matched, then the route agrees with the content rule', () => {
    for (const code of [...ALL_SHORT_CODES, 'aa', 'A1', '1a', 'z10']) {
      expect(matchSiteRoute(`/${code}`) === '/:shortCode').toBe(isShortCode(code));
    }
  });
});
