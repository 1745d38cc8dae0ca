import { expect, test, type Locator, type Page } from '@playwright/test';
import { isPhoneLayout, loadFresh, quoteForm, saveViewportScreenshot } from './support';

// Issue 18 §3: the chat button, its idle prompt, the cookie banner and toasts never sit over what the visitor is doing.
const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });

/** Waits until the element's CSS animations and transitions (its own and its children's) have finished. */
const settled = (locator: Locator) =>
  locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => undefined));
const prompt = (page: Page) => page.getByRole('region', { name: 'Chat invitation' });

async function scrollBy(page: Page, by: number): Promise<void> {
  const target = (await page.evaluate(() => window.scrollY)) + by;
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
}

test.describe.configure({ timeout: 60_000 });

test('the idle prompt never opens while a form field has focus or the visitor types; it waits until they leave the field', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await scrollBy(page, 400);
  const name = quoteForm(page).getByLabel('Full name');
  await name.focus();
  await page.clock.runFor(2000);
  await name.pressSequentially('Jos');
  await page.clock.runFor(2500);
  await name.pressSequentially('é');
  await page.clock.runFor(5000);
  // 3 s still after the last key, but the field still has focus: no prompt over the form.
  await expect(prompt(page)).toBeHidden();
  await name.blur();
  await page.clock.runFor(3100);
  await expect(prompt(page)).toBeVisible();
});

test('on a phone the chat button and a toast keep clear of the price bar', { tag: '@phone' }, async ({ page }, testInfo) => {
  await test.step('on a phone the chat button is small, steps aside while a field has focus, and clears the price bar', async () => {
    await loadFresh(page, '/#quote');
    await expect(launcher(page)).toBeVisible();
    const size = await launcher(page).boundingBox();
    expect(size?.width).toBeLessThanOrEqual(isPhoneLayout(page) ? 52 : 62);
    const form = quoteForm(page);
    await form.getByRole('radio', { name: '1 dog', exact: true }).check();
    // On a phone the details are the form's second step, shown before a price when asked for (issue 18 §8).
    if (isPhoneLayout(page)) await form.getByRole('button', { name: 'Continue to your details' }).click();
    await form.getByLabel('Full name').focus();
    if (isPhoneLayout(page)) {
      await expect(launcher(page)).toBeHidden();
      await saveViewportScreenshot(page, 'chat-tucked-while-typing', testInfo);
      await form.getByLabel('Full name').blur();
      await expect(launcher(page)).toBeVisible();
      const bar = await page.locator('.quote-bar').boundingBox();
      const button = await launcher(page).boundingBox();
      expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    } else {
      await expect(launcher(page)).toBeVisible();
    }
  });

  await test.step('on a phone a toast sits above the sticky price bar, not over it', async () => {
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    await form.getByRole('radio', { name: '1 dog', exact: true }).check();
    await form.getByRole('radio', { name: /^Small/ }).check();
    await form.getByRole('radio', { name: /^Monthly/ }).check();
    await form.getByLabel('Discount code (optional)').fill('nope99');
    await form.getByRole('button', { name: 'Apply' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid Discount Code' });
    await expect(toast).toBeVisible();
    if (isPhoneLayout(page)) {
      const bar = await page.locator('.quote-bar').boundingBox();
      const box = await toast.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
    }
    await saveViewportScreenshot(page, 'toast-above-price-bar', testInfo);
  });
});

test.describe('without a saved cookie choice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie banner is compact on a phone: under a third of the screen, the three choices on one row', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await expect(banner).toBeVisible();
    await expect(launcher(page)).toBeVisible();
    // Both slide in: measure where they come to rest, not a frame of the entrance.
    await settled(banner);
    await settled(launcher(page));
    const box = await banner.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.height).toBeLessThan(viewport.height / 3);
    const tops = await banner.getByRole('button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // Nothing floats over its buttons: on a phone the chat button sits below it.
    const chat = await launcher(page).boundingBox();
    if (isPhoneLayout(page)) expect(chat!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    await saveViewportScreenshot(page, 'consent-banner-compact', testInfo);
  });
});
