import { expect, test } from '@playwright/test';
import { expectFitsTheScreen, isPhoneLayout, saveScreenshot, useAdminSession } from './support';

test.describe.configure({ timeout: 90_000 });

// Each project links its own phrase of the seeded Valencia article, so the two runs never race for one phrase.
const PHRASES = { desktop: 'waste bags', phone: 'high-value treats' } as Record<string, string>;

test('an affiliate link appears in a published post, disappears when switched off, and can be deleted', async ({ page }, testInfo) => {
  const phrase = PHRASES[testInfo.project.name] ?? 'towel';
  const tag = `e2e-${testInfo.project.name}-20`;
  const postLink = () => page.locator(`article a[href*="tag=${tag}"]`);
  await useAdminSession(page);

  await test.step('the form asks for phrase, tag and search term', async () => {
    await page.goto('/admin/affiliate-links/create');
    // Save wakes up once the form is touched.
    await page.getByRole('textbox', { name: 'Phrase' }).fill(phrase);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tag is required')).toBeVisible();
    await expect(page.getByText('Search term is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Tag' }).fill(tag);
    await page.getByRole('textbox', { name: 'Search term' }).fill(`dog ${phrase}`);
    await page.getByRole('textbox', { name: 'Phrase' }).fill('');
    // Enter submits: on a phone the "form is not valid" snackbar covers the Save button for a while.
    await page.getByRole('textbox', { name: 'Search term' }).press('Enter');
    await expect(page.getByText('Phrase is required')).toBeVisible();
    // react-admin shows one notification at a time: let the "not valid" one go, so the success one is not queued behind it.
    // A pointer resting on a snackbar pauses its timer (the first Save click leaves it where the snackbar opens), so move it off.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('alert').filter({ hasText: 'The form is not valid' })).toBeHidden({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Phrase' }).fill(phrase);
    await page.getByRole('textbox', { name: 'Phrase' }).press('Enter');
    await expect(page.getByText('Affiliate link added')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/affiliate-links$/);
    await expect(page.locator('main').getByText(phrase, { exact: true }).first()).toBeVisible();
    await saveScreenshot(page, 'admin-affiliate-links', testInfo);
  });

  await test.step('the seeded post links the phrase to a shopping search with the tag', async () => {
    await page.goto('/blog/valencia-dog-parks');
    await expect(postLink()).toHaveText(new RegExp(phrase, 'i'));
    await expect(postLink()).toHaveAttribute('rel', 'sponsored noopener');
    await expect(postLink()).toHaveAttribute('href', `https://www.amazon.com/s?k=${encodeURIComponent(`dog ${phrase}`)}&tag=${tag}`);
  });

  await test.step('switched off, the phrase is plain text again', async () => {
    await page.goto('/admin/affiliate-links');
    await page.getByLabel(`Active: ${phrase}`).click();
    await expect(page.getByText('Affiliate link updated')).toBeVisible();
    await expect(page.getByLabel(`Active: ${phrase}`)).not.toBeChecked();
    await page.goto('/blog/valencia-dog-parks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article').getByText(phrase).first()).toBeVisible();
    await expect(postLink()).toHaveCount(0);
  });

  await test.step('delete asks first and removes it', async () => {
    await page.goto('/admin/affiliate-links');
    // The other project's link may be listed too: delete this run's own row (a card on a phone).
    const scope = isPhoneLayout(page)
      ? page
          .locator('main div')
          .filter({ hasText: tag })
          .filter({ has: page.getByRole('button', { name: 'Delete' }) })
          .last()
      : page.getByRole('row').filter({ hasText: tag });
    await scope.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Affiliate link deleted')).toBeVisible();
    await expect(page.locator('main').getByText(tag)).toHaveCount(0);
  });
});

test('on a phone: the affiliate links and the new-link form fit the screen', { tag: '@phone-only' }, async ({ page }, testInfo) => {
  // Adding, switching off and deleting a link runs on the desktop; here both screens' phone layout.
  await useAdminSession(page);
  // A link of the phone's own (another phrase than the desktop journey's), added and removed through the admin API.
  const tag = 'e2e-phone-20';
  const added = await page.request.post('/api/admin/affiliate-links', {
    data: { phrase: PHRASES.phone, affiliate_url: tag, search_term: `dog ${PHRASES.phone}`, is_active: true },
  });
  expect(added.ok()).toBe(true);
  const { id } = (await added.json()) as { id: string };
  await page.goto('/admin/affiliate-links');
  await expect(page.locator('main').getByText(tag).first()).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-affiliate-links', testInfo);
  expect((await page.request.delete(`/api/admin/affiliate-links/${id}`)).ok()).toBe(true);
  await page.goto('/admin/affiliate-links/create');
  await page.getByRole('textbox', { name: 'Phrase' }).fill('towel');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tag is required')).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-affiliate-link-form', testInfo);
});
