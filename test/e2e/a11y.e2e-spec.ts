import { expect, test } from '@playwright/test';
import { saveScreenshot, seriousAxeFindings } from './support';

const PAGES: readonly { path: string; name: string }[] = [
  { path: '/', name: 'home' },
  { path: '/santa-clarita', name: 'santa-clarita' },
  { path: '/valencia', name: 'valencia' },
  { path: '/faq', name: 'faq' },
  { path: '/privacy', name: 'privacy' },
  { path: '/terms', name: 'terms' },
  { path: '/data-deletion', name: 'data-deletion' },
  { path: '/auth', name: 'auth' },
  { path: '/account', name: 'account' },
  { path: '/blog', name: 'blog' },
  { path: '/blog/valencia-dog-parks', name: 'blog-post' },
  { path: '/this-page-does-not-exist', name: '404' },
  { path: '/customer-info', name: 'customer-info-no-session' },
];

// One browser context walks every page (each scan a step of its own, soft so that every page is scanned and reported):
// the bundle and its compiled code come from the context's cache after the first page, instead of a fresh context and
// a cold load per page.
test('axe finds no serious or critical violations on any public page', { tag: '@phone' }, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  for (const { path, name } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect.soft(await seriousAxeFindings(page), `axe on ${path}`).toEqual([]);
      await saveScreenshot(page, `page-${name}`, testInfo);
    });
  }
});

test.describe('on a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('axe finds no serious or critical violations with the consent banner open', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your cookie choices' })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
