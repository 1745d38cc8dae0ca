import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loadFresh, requiredEnv, saveScreenshot, saveViewportScreenshot } from './support';

const denyConsent = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied' })));

interface Article {
  id: string;
  slug: string;
  title: string;
  shortCode?: string;
}

const FIXED_SLUGS = [
  'santa-clarita-pet-waste-removal-benefits',
  'valencia-dog-parks',
  'pet-waste-garden-health',
  'canyon-country-pet-safety',
  'newhall-historic-district',
  'seasonal-pet-waste-management',
];

async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/auth/sign-in', { data: { email: requiredEnv('E2E_ADMIN_EMAIL'), password: requiredEnv('E2E_ADMIN_PASSWORD') } });
  expect(res.ok()).toBe(true);
}

async function articlesAsAdmin(request: APIRequestContext): Promise<Article[]> {
  return ((await (await request.get('/api/articles')).json()) as { data: Article[] }).data;
}

// Checks of the same pages share a test (one context, warm loads), each a step of its own.
test.describe.configure({ timeout: 60_000 });

test("the blog: the list and a post by its slug, then an affiliate link and the admin's post tools", { tag: '@phone' }, async ({ page, request }, testInfo) => {
  await test.step('the blog lists the fixed articles newest first and opens a post by its slug', async () => {
    await denyConsent(page);
    const { data } = (await (await request.get('/api/articles')).json()) as { data: Article[] };
    const titles = FIXED_SLUGS.map((slug) => data.find((a) => a.slug === slug)?.title as string);

    await loadFresh(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'The Scoop Blog' })).toBeVisible();
    const cardTitles = page.locator('.blog-card__title');
    await expect(cardTitles.first()).toBeVisible();
    const shown = await cardTitles.allTextContents();
    const positions = titles.map((title) => shown.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Visitors never see short links.
    await expect(page.getByText('Short link:')).toHaveCount(0);
    await saveScreenshot(page, 'blog', testInfo);

    await page.getByRole('link', { name: titles[1] }).click();
    await expect(page).toHaveURL(/\/blog\/valencia-dog-parks$/);
    await expect(page.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible();
    await expect(page).toHaveTitle(`${titles[1]} | SCV Scoopers`);
    await expect(page.getByText('October 10, 2026')).toBeVisible();
    await expect(page.getByText('4 min read')).toBeVisible();
    await expect(page.getByText('Valencia, CA')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' })).toContainText('Community');
    await expect(page.getByRole('heading', { name: 'References' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources and attribution' })).toBeVisible();
    const cta = page.getByRole('link', { name: 'Get Your Free Quote Today' });
    await expect(cta).toHaveAttribute('href', '/#quote');
    await saveScreenshot(page, 'blog-post', testInfo);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveViewportScreenshot(page, 'blog-post-top', testInfo);

    await cta.click();
    await expect(page).toHaveURL(/\/#quote$/);
    await expect(page.locator('section#quote')).toBeInViewport();

    // Loaded afresh, the post reads its article once: the head's preload, which the page's own read takes over (a read
    // that missed it would show as a second entry, fetched after the scripts ran).
    await loadFresh(page, '/blog/valencia-dog-parks');
    await expect(page.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible();
    const reads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/articles/valencia-dog-parks')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(reads).toEqual(['link']);
    // In a cold cache, the post route's own script is asked for from the head too (modulepreload): while the entry
    // script is held back. Without the preload, only the entry's import could ask for it, once the entry had run.
    const cold = await page.context().browser()!.newContext();
    try {
      const fresh = await cold.newPage();
      let routeAsked: () => void = () => undefined;
      const asked = new Promise<true>((resolve) => (routeAsked = () => resolve(true)));
      fresh.on('request', (request) => {
        if (/\/assets\/BlogSlugRoute-[\w-]+\.js$/.test(new URL(request.url()).pathname)) routeAsked();
      });
      let askedWhileEntryHeld = false;
      await fresh.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
        // A deadline for the failing case only: with the preload, the route's script is asked for at once.
        askedWhileEntryHeld = await Promise.race([asked, new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000))]);
        await route.continue();
      });
      await fresh.goto(new URL('/blog/valencia-dog-parks', page.url()).href);
      await expect(fresh.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible();
      expect(askedWhileEntryHeld).toBe(true);
    } finally {
      await cold.close();
    }
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  await test.step('an affiliate phrase in a post becomes a sponsored shopping link; admins get the short URL box and tools', async () => {
    await denyConsent(page);
    // page.request shares the page's cookies, so the page is signed in as admin too.
    await signInAsAdmin(page.request);
    // One phrase per project, so the two projects running at once never share a link.
    const phrase = testInfo.project.name === 'phone' ? 'winter rain' : 'muddy paws';
    const tag = `e2e-${testInfo.project.name}-${process.env.E2E_RUN_ID ?? 'local'}`;
    const created = await page.request.post('/api/admin/affiliate-links', { data: { phrase, affiliate_url: tag, search_term: 'dog paw towel' } });
    expect(created.status()).toBe(201);
    const link = (await created.json()) as { id: string };

    try {
      await loadFresh(page, '/blog/valencia-dog-parks');
      const affiliate = page.locator('.article-content').getByRole('link', { name: phrase });
      await expect(affiliate).toHaveCount(1);
      await expect(affiliate).toHaveAttribute('href', `https://www.amazon.com/s?k=dog%20paw%20towel&tag=${encodeURIComponent(tag)}`);
      await expect(affiliate).toHaveAttribute('rel', /sponsored/);
      await expect(affiliate).toHaveAttribute('target', '_blank');

      const tools = page.getByRole('complementary', { name: 'Post tools' });
      await expect(tools.getByLabel('Short URL')).toHaveValue(/\/[a-z][0-9]?$/);
      await expect(tools.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /^\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
      await expect(tools.getByRole('button', { name: 'Delete' })).toBeVisible();
      await saveScreenshot(page, 'blog-post-admin', testInfo);

      await loadFresh(page, '/blog');
      await expect(page.getByText('Short link:').first()).toBeVisible();
    } finally {
      await page.request.delete(`/api/admin/affiliate-links/${link.id}`);
    }
  });
});

test('a post by its short code (the visit counted), another single segment and a missing post', async ({ page, playwright, baseURL }, testInfo) => {
  await test.step('a post opens by its short code, and the visit is counted', async () => {
    await denyConsent(page);
    const admin = await playwright.request.newContext({ baseURL });
    await signInAsAdmin(admin);
    // One post per project: both projects run at once and each counts its own visit.
    const slug = testInfo.project.name === 'phone' ? 'canyon-country-pet-safety' : 'pet-waste-garden-health';
    const article = (await articlesAsAdmin(admin)).find((a) => a.slug === slug) as Article;
    expect(article.shortCode).toMatch(/^[a-z][0-9]?$/);
    const clicks = async () => {
      const res = await admin.get(`/api/admin/short-urls?filter=${encodeURIComponent(JSON.stringify({ q: article.slug }))}`);
      expect(res.ok()).toBe(true);
      const rows = (await res.json()) as { shortCode: string; clicks: number }[];
      return rows.find((r) => r.shortCode === article.shortCode)?.clicks ?? 0;
    };
    const before = await clicks();

    await loadFresh(page, `/${article.shortCode}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${slug}$`));
    await expect.poll(clicks).toBe(before + 1);
    await admin.dispose();

    // Any other single segment is still the 404 page.
    await loadFresh(page, '/not-a-short-code');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  await test.step('a missing post says so, then goes to the blog', async () => {
    await denyConsent(page);
    const response = await page.goto('/blog/no-such-post-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('status').filter({ hasText: 'Blog post not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Scoop Blog' })).toBeVisible();
  });
});

test('an admin deletes a post from its page and lands on the blog', async ({ page }, testInfo) => {
  await denyConsent(page);
  await signInAsAdmin(page.request);
  const title = `Delete me ${testInfo.project.name} ${process.env.E2E_RUN_ID ?? 'local'}`;
  const created = await page.request.post('/api/admin/articles', {
    data: {
      title,
      excerpt: 'A post made to be deleted.',
      content: '<p>Short-lived.</p>',
      author: 'E2E',
      status: 'published',
      read_time: '1 min read',
      categories: ['Test'],
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog post deleted' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('crawlers get the post head tags, the sitemap and robots.txt from the built site', async ({ request }) => {
  const html = await (await request.get('/blog/valencia-dog-parks', { headers: { Accept: 'text/html' } })).text();
  expect(html).toMatch(/<meta property="og:type" content="article" \/>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/valencia-dog-parks" \/>/);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of FIXED_SLUGS) expect(sitemap).toContain(`/blog/${slug}</loc>`);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /admin');
});
