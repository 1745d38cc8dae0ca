import { expect, test, type Page } from '@playwright/test';
import { forgetAdminState, isPhoneLayout, saveScreenshot, signInToAdmin } from './support';

async function openSettings(page: Page): Promise<void> {
  if (isPhoneLayout(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test.describe.configure({ timeout: 60_000 });

test(
  'settings: the order cleanup (on the desktop) and the payment mode switch, production announced as real charges',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // The cleanup runs once, on the desktop (it was a desktop-only test); the mode switch at both widths.
    if (!isPhoneLayout(page))
      await test.step('staff run the order cleanup and see the result', async () => {
        await signInToAdmin(page);
        await openSettings(page);
        const card = page.getByRole('region', { name: 'Order Cleanup Utility' });
        await expect(card.getByText('Pending without payment')).toBeVisible();
        await card.getByLabel(/Duplicate pending orders/).check();
        await card.getByRole('button', { name: 'Clean up' }).click();
        await expect(page.getByRole('dialog')).toContainText('most recent of each group is kept');
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByText(/Duplicate Cleanup Complete: Removed \d+ duplicate orders\.|No Duplicates Found/)).toBeVisible();
        await saveScreenshot(page, 'admin-settings', testInfo);
      });

    await test.step('staff switch the payment mode; production is announced as real charges', async () => {
      await forgetAdminState(page);
      await signInToAdmin(page);
      // Checkouts of parallel tests must stay in test mode, and this run has no live key: the server's answer to
      // the switch to production is played back here (the server side is covered by the integration tests).
      await page.route('**/api/admin/settings/payment-mode', async (route) => {
        if (route.request().method() !== 'PUT' || (route.request().postDataJSON() as { mode: string }).mode !== 'production') return route.fallback();
        await route.fulfill({
          json: { mode: 'production', testMode: false, provider: 'stripe', liveKeyConfigured: true, updatedAt: new Date().toISOString() },
        });
      });
      await openSettings(page);
      const card = page.getByRole('region', { name: 'Card payment mode' });
      await expect(card.getByRole('status')).toHaveText('Test mode is on: no real charges');

      await card.getByLabel(/Production mode/).click();
      await expect(page.getByRole('dialog')).toContainText('charges real cards real money');
      await saveScreenshot(page, 'admin-payment-mode-confirm', testInfo);
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Production mode on: real charges')).toBeVisible();
      await expect(card.getByRole('status')).toHaveText('Production mode is on: customers are charged real money');

      await card.getByLabel(/Test mode/).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Test mode on', { exact: true })).toBeVisible();
      await expect(card.getByRole('status')).toHaveText('Test mode is on: no real charges');
      const saved = await page.request.get('/api/admin/settings/payment-mode');
      expect(((await saved.json()) as { mode: string }).mode).toBe('test');
    });
  },
);
