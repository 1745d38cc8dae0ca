import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { serveSinglePageApps } from '../../backend/src/platform/http/static-apps';
import { createTestApp, TestApp } from '../support/test-app';

const PUBLIC_URL = 'https://www.scvscoopers.example';
const FIXED_SLUGS = [
  'santa-clarita-pet-waste-removal-benefits',
  'valencia-dog-parks',
  'pet-waste-garden-health',
  'canyon-country-pet-safety',
  'newhall-historic-district',
  'seasonal-pet-waste-management',
];

// The shape of the built public-web/index.html: its own title and description get replaced.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Static description" />
    <title>Static title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The head's tags as the crawler sees them, picked out with regular expressions (no DOM on the server). */
function head(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    titles: html.match(/<title>/g)?.length ?? 0,
    title: attr(/<title>([^<]*)<\/title>/),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: (name: string) => attr(new RegExp(`<meta property="og:${name}" content="([^"]*)"`)),
    twitter: (name: string) => attr(new RegExp(`<meta name="twitter:${name}" content="([^"]*)"`)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
  };
}

describe('SEO: head tags, sitemap and robots from the server', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'seo-web-'));
    writeFileSync(join(webRoot, 'index.html'), TEMPLATE);
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), `export const copy = ${JSON.stringify('x'.repeat(4000))};\n`);
    // The build's manifest: the post route's lazy chunk, which the post page preloads from its head.
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(
      join(webRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js' },
        'src/blog/BlogSlugRoute.tsx': { file: 'assets/BlogSlugRoute-abc123.js', imports: ['index.html'], css: ['assets/blog-abc123.css'] },
      }),
    );
    t = await createTestApp({
      env: { PUBLIC_URL },
      beforeInit: (app) => serveSinglePageApps(app as NestExpressApplication, { webRoot, adminRoot: join(webRoot, 'no-admin') }),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (path: string) => t.http().get(path).set('Accept', 'text/html');

  it('home: title, description, canonical, Open Graph, Twitter and LocalBusiness JSON-LD', async () => {
    const res = await page('/').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // The home page is the entry's own: no lazy page of its route to preload.
    expect(res.text).not.toContain('modulepreload');
    const h = head(res.text);
    expect(h.titles).toBe(1);
    expect(h.descriptions).toBe(1);
    expect(h.title).toBe('SCV Scoopers | Pet Waste Removal in the Santa Clarita Valley');
    expect(h.description).toContain('Santa Clarita Valley');
    expect(h.canonical).toBe(`${PUBLIC_URL}/`);
    expect(h.og('title')).toBe(h.title);
    expect(h.og('url')).toBe(`${PUBLIC_URL}/`);
    expect(h.og('type')).toBe('website');
    expect(h.twitter('card')).toBe('summary');
    expect(h.jsonLd).toHaveLength(1);
    expect(h.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'SCV Scoopers',
      telephone: '(661) 555-0142',
      email: 'support@scvscoopers.example',
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
    });
    expect(h.jsonLd[0].areaServed).toEqual(
      expect.arrayContaining([
        { '@type': 'Place', name: 'Santa Clarita Valley' },
        { '@type': 'Place', name: 'Valencia' },
      ]),
    );
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('landing pages carry LocalBusiness too; legal pages their own title without it', async () => {
    for (const path of ['/santa-clarita', '/valencia']) {
      const h = head((await page(path).expect(200)).text);
      expect(h.canonical).toBe(`${PUBLIC_URL}${path}`);
      expect(h.jsonLd.map((d) => d['@type'])).toEqual(['LocalBusiness']);
    }
    const faq = head((await page('/faq?utm_source=x').expect(200)).text);
    expect(faq.title).toBe('Frequently Asked Questions | SCV Scoopers');
    expect(faq.canonical).toBe(`${PUBLIC_URL}/faq`);
    expect(faq.jsonLd).toEqual([]);
    expect(head((await page('/blog').expect(200)).text).title).toBe('Blog | SCV Scoopers');
  });

  it('a seeded post: its title and excerpt, article Open Graph and BlogPosting JSON-LD', async () => {
    const { body } = await t.http().get('/api/articles/valencia-dog-parks').expect(200);
    const res = await page('/blog/valencia-dog-parks').expect(200);
    const h = head(res.text);
    expect(h.title).toBe(`${body.title.replace(/'/g, '&#39;')} | SCV Scoopers`);
    // The article the page's script reads first loads beside the scripts.
    expect(res.text).toContain('<link rel="preload" href="/api/articles/valencia-dog-parks" as="fetch" crossorigin="anonymous" />');
    // So do the post route's own script and styles (from the build's manifest), not after the entry has run and asked.
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/BlogSlugRoute-abc123.js" />');
    expect(res.text).toContain('<link rel="preload" as="style" href="/assets/blog-abc123.css" />');
    expect(res.text.indexOf('BlogSlugRoute-abc123.js')).toBeLessThan(res.text.indexOf('</head>'));
    expect(h.canonical).toBe(`${PUBLIC_URL}/blog/valencia-dog-parks`);
    expect(h.og('type')).toBe('article');
    expect(h.jsonLd).toHaveLength(1);
    expect(h.jsonLd[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: body.title,
      description: body.excerpt,
      url: `${PUBLIC_URL}/blog/valencia-dog-parks`,
      datePublished: '2026-10-10',
      author: { '@type': 'Person', name: body.author },
      publisher: { name: 'SCV Scoopers' },
    });
  });

  it("the build's manifest is read by the server, never served", async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const res = await t
        .http()
        .get(path)
        .ok(() => true);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.text).not.toContain('BlogSlugRoute');
    }
  });

  it('a short code serves its post with the /blog/slug canonical and counts no click', async () => {
    const [{ short_code: code }] = await t.database.db.query<{ short_code: string }>(
      `select s.short_code from short_urls s join scoopers_articles a on a.id = s.article_id where a.slug = 'pet-waste-garden-health'`,
    );
    const res = await page(`/${code}`).expect(200);
    const h = head(res.text);
    expect(h.canonical).toBe(`${PUBLIC_URL}/blog/pet-waste-garden-health`);
    // Its read counts a visit, so nothing is preloaded: a crawler following the head's links would count one.
    expect(res.text).not.toContain('rel="preload"');
    expect(h.jsonLd[0]['@type']).toBe('BlogPosting');
    const [{ n }] = await t.database.db.query<{ n: number }>('select count(*)::int as n from short_url_clicks');
    expect(n).toBe(0);
  });

  it('an unknown slug or short code answers 404 with the not-found title and noindex', async () => {
    const taken = new Set((await t.database.db.query<{ short_code: string }>('select short_code from short_urls')).map((r) => r.short_code));
    const freeCode = ['z9', 'y8', 'x7', 'w6', 'v5', 'u4', 'q0'].find((code) => !taken.has(code));
    for (const path of ['/blog/no-such-post', '/blog/__proto__', '/blog/constructor', `/${freeCode}`]) {
      const res = await page(path).expect(404);
      const h = head(res.text);
      expect(h.title).toBe('Page not found | SCV Scoopers');
      expect(res.text).not.toContain('rel="preload"');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(h.canonical).toBeUndefined();
      expect(res.text).toContain('<div id="root"></div>');
    }
    // A 100 kB slug never reaches the article lookup: the request line is refused as too large.
    const huge = await page(`/blog/${'a'.repeat(100_000)}`).ok(() => true);
    expect(huge.status).toBe(431);
    // Other single segments are app routes the site itself answers (or shows its 404 page for).
    const other = await page('/customer-next-steps').expect(200);
    expect(head(other.text).title).toBe('Static title');
  });

  it('escapes titles: a <script> in a post title never becomes markup', async () => {
    await t.database.db.query(
      `insert into scoopers_articles (title, slug, excerpt, content, author, status, published_date, read_time, categories, created_at, updated_at)
       values ($1, 'escape-test', $2, '<p>x</p>', 'Tester', 'published', '2025-02-01', '1 min read', '{}', now(), now())`,
      ['Hello <script>alert("x")</script> & friends', 'An "excerpt" with </script><script>alert(1)</script>'],
    );
    const res = await page('/blog/escape-test').expect(200);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).toContain('<title>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; friends | SCV Scoopers</title>');
    const h = head(res.text);
    expect(h.jsonLd[0]).toMatchObject({
      headline: 'Hello <script>alert("x")</script> & friends',
      description: 'An "excerpt" with </script><script>alert(1)</script>',
    });
    await t.database.db.query(`delete from scoopers_articles where slug = 'escape-test'`);
  });

  it('sitemap.xml lists the static pages and every published article with lastmod', async () => {
    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const path of ['/', '/santa-clarita', '/valencia', '/blog', '/faq', '/privacy', '/terms']) {
      expect(res.text).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    for (const slug of FIXED_SLUGS) {
      expect(res.text).toMatch(new RegExp(`<url><loc>${PUBLIC_URL}/blog/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
    }
    expect(res.text).not.toContain('/admin');
  });

  it('robots.txt allows all, keeps crawlers out of staff, API, checkout and post-payment pages, and names the sitemap', async () => {
    const res = await t.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/admin', '/api/', '/checkout', '/subscription-success', '/payment-success', '/customer-info', '/customer-onboarding']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('leaves the API alone: unknown /api paths stay problem-details 404s', async () => {
    const res = await t.http().get('/api/no-such-thing').set('Accept', 'text/html,application/json').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('gzips pages and scripts for browsers that accept it, and leaves /api answers alone', async () => {
    const script = await t.http().get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.text).toContain('export const copy');
    const page = await t.http().get('/').set('Accept', 'text/html').set('Accept-Encoding', 'gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await t.http().get('/assets/app-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const api = await t.http().get('/api/articles').set('Accept-Encoding', 'gzip').expect(200);
    expect(api.headers['content-encoding']).toBeUndefined();
  });
});
