import { buildRobots, buildSitemap } from './sitemap';

describe('sitemap and robots', () => {
  it('lists absolute, escaped locations with lastmod where known', () => {
    const xml = buildSitemap('https://x.example/', [{ path: '/' }, { path: '/blog/a&b', lastmod: '2024-01-15' }]);
    expect(xml).toContain('<url><loc>https://x.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://x.example/blog/a&amp;b</loc><lastmod>2024-01-15</lastmod></url>');
  });

  it('robots allows all but staff, API, checkout and after-payment pages, and names the sitemap', () => {
    const robots = buildRobots('https://x.example');
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /customer-info\n');
    expect(robots.trimEnd().endsWith('Sitemap: https://x.example/sitemap.xml')).toBe(true);
  });
});
