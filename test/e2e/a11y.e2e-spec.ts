import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot, wcagAxe } from './support';

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

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const { path, name } of PAGES) {
  test(`axe finds no serious or critical violations on ${path}`, { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied' })));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `page-${name}`, testInfo);
  });
}

test.describe('on a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('axe finds no serious or critical violations with the consent banner open', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your cookie choices' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
