import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { serveSinglePageApps } from '../../backend/src/platform/http/static-apps';
import { createTestApp, TestApp } from '../support/test-app';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Static title</title></head><body><div id="root"></div></body></html>';

// Every client route of public-web with a concrete path (the article and short link are the seeded ones).
const KNOWN_PATHS = [
  '/',
  '/santa-clarita',
  '/valencia',
  '/blog',
  '/blog/valencia-dog-parks',
  '/faq',
  '/faq/',
  '/privacy',
  '/terms',
  '/data-deletion',
  '/auth',
  '/subscription-success',
  '/payment-success?session_id=cs_test_1',
  '/customer-info',
  '/customer-confirmation',
  '/customer-next-steps',
  '/customer-onboarding',
  '/trello-test',
  '/functionality-test',
  '/checkout/sandbox/cs_sandbox_1',
];

describe('Public site: unknown paths answer 404 with the site page, known routes 200', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-404-'));
    writeFileSync(join(webRoot, 'index.html'), TEMPLATE);
    t = await createTestApp({
      beforeInit: (app) => serveSinglePageApps(app as NestExpressApplication, { webRoot, adminRoot: join(webRoot, 'no-admin') }),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (path: string) => t.http().get(path).set('Accept', 'text/html');

  it.each(KNOWN_PATHS)('%s answers 200 with the site', async (path) => {
    const res = await page(path).expect(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('a short link of a published article answers 200', async () => {
    const [row] = await t.database.db.query<{ short_code: string }>('select short_code from short_urls limit 1');
    expect(row).toBeDefined();
    await page(`/${row.short_code}`).expect(200);
  });

  it.each(['/no-such-page', '/faq/extra', '/blog/valencia-dog-parks/extra', '/checkout', '/constructor', '/__proto__', '/%E0%A4%A', `/${'x'.repeat(5000)}`])(
    'an unknown path answers 404 with the site, which shows its "Page not found" view (%#)',
    async (path) => {
      const res = await page(path).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  it('an article that does not exist answers 404', async () => {
    await page('/blog/no-such-article').expect(404);
  });

  it('leaves the API alone: an unknown /api path stays a problem-details 404', async () => {
    const res = await t.http().get('/api/no-such-thing').set('Accept', 'text/html,application/json').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});
