import { expect, test, type Page } from '@playwright/test';
import { isPhoneLayout, loadFresh, quoteForm, requiredEnv, saveScreenshot } from './support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openMenuOnPhone(page: Page): Promise<void> {
  if (!isPhoneLayout(page)) return;
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
}

/** The consent banner would sit over the page in screenshots; these tests are about the pages, so a choice is saved first. */
async function withConsentChosen(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied' })));
}

test.beforeEach(async ({ page }) => withConsentChosen(page));
// Checks of the same pages share a test (one context, warm loads), each a step of its own.
test.describe.configure({ timeout: 60_000 });

test(
  "public pages: anchors from another page, the pricing section, the keyboard-only path and a signed-in admin's menu",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await test.step('nav and footer anchors from another page land on the home section', async () => {
      await loadFresh(page, '/valencia');
      await openMenuOnPhone(page);
      await mainNav(page).getByRole('link', { name: 'Services', exact: true }).click();
      await expect(page).toHaveURL(/\/#services$/);
      await expect(page.locator('section#services')).toBeInViewport();

      await loadFresh(page, '/terms');
      await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/#about$/);
      await expect(page.locator('section#about')).toBeInViewport();
      await expect.poll(() => page.locator('section#about').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    });

    await test.step('the pricing section shows the table prices and hands a chosen plan to the quote form', async () => {
      await loadFresh(page, '/#pricing');
      const pricing = page.locator('section#pricing');
      await expect(pricing.getByRole('heading', { name: 'Monthly' })).toBeVisible();
      for (const price of ['$45', '$55', '$65', '$24', '$29', '$34', '$40', '$50', '$60', '$75']) await expect(pricing).toContainText(price);
      await expect(pricing).not.toContainText('Medium yard prices');
      await expect(pricing.getByRole('button', { name: /^Choose weekly for 2 dogs \$29\/week Most popular$/ })).toBeVisible();
      await expect(pricing.getByRole('button', { name: /^Choose twice-weekly for 2 dogs \$50\/week Best value$/ })).toBeVisible();
      await expect(page.locator('section#services')).toContainText('Weekly from $24/week · Twice-weekly from $40/week · Monthly from $45/month');
      await pricing.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'home-pricing', testInfo);

      const planSelected = page.evaluate(
        () => new Promise<unknown>((resolve) => window.addEventListener('planSelected', (event) => resolve((event as CustomEvent).detail), { once: true })),
      );
      await pricing.getByRole('button', { name: /^Choose twice-weekly for 3\+ dogs/ }).click();
      expect(await planSelected).toEqual({ numberOfDogs: '3+', serviceFrequency: 'twice-weekly' });
      await expect(page).toHaveURL(/\/\?dogs=3%2B&frequency=twice-weekly#quote$/);

      const form = quoteForm(page);
      await expect(form).toBeInViewport();
      await expect(form.getByRole('radio', { name: '3+ dogs', exact: true })).toBeChecked();
      await expect(form.getByRole('radio', { name: /^Twice-weekly/ })).toBeChecked();

      await pricing.getByRole('button', { name: /^Choose weekly for 1 dog\b/ }).click();
      await expect(page).toHaveURL(/\/\?dogs=1&frequency=weekly#quote$/);
      await expect(form.getByRole('radio', { name: '1 dog', exact: true })).toBeChecked();
      await expect(form.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
    });

    await test.step('keyboard only: tab to the menu and the quote button and activate them with Enter', async () => {
      await loadFresh(page, '/faq');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const target = isPhoneLayout(page) ? page.getByRole('button', { name: 'Menu' }) : mainNav(page).getByRole('link', { name: 'Pricing', exact: true });
      for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
      if (isPhoneLayout(page)) {
        await expect(target).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(page).toHaveURL(/\/#pricing$/);
        await loadFresh(page, '/faq');
      }

      const cta = mainNav(page).getByRole('link', { name: 'Get Free Quote' });
      for (let i = 0; i < 20 && !(await cta.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(cta).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/#quote$/);
      await expect(quoteForm(page)).toBeInViewport();
    });

    await test.step('a signed-in admin sees their name, Admin Dashboard, Blog Management and Sign Out', async () => {
      const signIn = await page.request.post('/api/auth/sign-in', {
        data: { email: requiredEnv('E2E_ADMIN_EMAIL'), password: requiredEnv('E2E_ADMIN_PASSWORD') },
      });
      expect(signIn.ok()).toBe(true);
      await loadFresh(page, '/faq');
      await openMenuOnPhone(page);
      const toggle = mainNav(page).getByRole('button', { name: /e2e-admin@scvscoopers\.example|Admin/i });
      await toggle.click();
      await expect(mainNav(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
      await expect(mainNav(page).getByRole('link', { name: 'Blog Management' })).toHaveAttribute('href', '/admin/blog');
      await mainNav(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
      if (isPhoneLayout(page) && (await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')) === 'false') await openMenuOnPhone(page);
      await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account');
    });
  },
);

const TOWNS = [
  { path: '/santa-clarita', title: 'Dog Poop Pickup in Santa Clarita', neighborhood: 'Saugus' },
  { path: '/valencia', title: 'Pet Waste Removal in Valencia', neighborhood: 'Bridgeport' },
];

test('the town landing pages, the FAQ, privacy and terms pages and the 404 page', async ({ page }, testInfo) => {
  for (const town of TOWNS) {
    await test.step(`landing page ${town.path}: neighborhoods, three benefits, two testimonials and the quote button`, async () => {
      await loadFresh(page, town.path);
      await expect(page.getByRole('heading', { level: 1, name: town.title })).toBeVisible();
      await expect(page).toHaveTitle(`${town.title} | SCV Scoopers`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain(town.path === '/valencia' ? 'Valencia' : 'Santa Clarita');
      await expect(page.locator('.neighborhood-list li').filter({ hasText: town.neighborhood })).toBeVisible();
      await expect(page.locator('.landing .card')).toHaveCount(3);
      await expect(page.locator('.testimonial')).toHaveCount(2);
      const cta = page.getByRole('main').getByRole('link', { name: 'Get Free Quote' }).first();
      await expect(cta).toHaveAttribute('href', '/#quote');
      await saveScreenshot(page, `landing${town.path.replace('/', '-')}`, testInfo);
      await cta.click();
      await expect(page).toHaveURL(/\/#quote$/);
      await expect(quoteForm(page)).toBeInViewport();
    });
  }
  await test.step('FAQ, privacy and terms share the legal nav and quote the pricing module and policy figures', async () => {
    await loadFresh(page, '/faq');
    const legalNav = page.getByRole('navigation', { name: 'Help and legal' });
    for (const label of ['FAQ', 'Privacy Policy', 'Terms of Service', 'Data Deletion']) await expect(legalNav.getByRole('link', { name: label })).toBeVisible();
    const pricing = page.getByText('How much does it cost?');
    await pricing.click();
    await expect(page.getByRole('main')).toContainText('twice-weekly service is $40, $50, $60 a week');
    await page.getByText('How do I cancel?').click();
    await expect(page.getByRole('main')).toContainText("7 days' notice");
    await page.getByText('What if I am not happy with a visit?').click();
    await expect(page.getByRole('main')).toContainText('within 24 hours');
    await saveScreenshot(page, 'faq', testInfo);

    await legalNav.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated May 22, 2025')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('within 30 days');
    await saveScreenshot(page, 'privacy', testInfo);

    await page.getByRole('navigation', { name: 'Help and legal' }).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated May 10, 2025')).toBeVisible();
    const main = page.getByRole('main');
    for (const figure of ["7 days' notice", '48 hours before the visit', 'more than 15 days overdue', 'within 24 hours', "48 hours' notice", '$50', '$25']) {
      await expect(main).toContainText(figure);
    }
    await saveScreenshot(page, 'terms', testInfo);
  });

  await test.step('the 404 page names the problem and links home', async () => {
    await loadFresh(page, '/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await saveScreenshot(page, 'not-found-page', testInfo);
  });
});
