import { expect, test } from '@playwright/test';
import { expectFitsTheScreen, isPhoneLayout, openFromAdminMenu, saveScreenshot, signInToAdmin } from './support';

test.describe.configure({ timeout: 90_000 });

test('@phone staff add a holiday that moves trash pickup, see it in the list, and remove it', async ({ page }, testInfo) => {
  // A Thanksgiving week of its own per project, years ahead; a shift left by an earlier attempt is removed first.
  const [date, shiftedTo, label] =
    testInfo.project.name === 'phone' ? ['2031-11-27', '2031-11-28', 'Thu, Nov 27, 2031'] : ['2030-11-28', '2030-11-29', 'Thu, Nov 28, 2030'];
  const movedLabel = testInfo.project.name === 'phone' ? 'Fri, Nov 28, 2031' : 'Fri, Nov 29, 2030';
  await signInToAdmin(page);
  const existing = await page.request.get(`/api/admin/trash-day-shifts?${new URLSearchParams({ filter: JSON.stringify({ date_gte: date, date_lte: date }) })}`);
  expect(existing.status()).toBe(200);
  for (const shift of (await existing.json()) as Array<{ id: string }>)
    expect((await page.request.delete(`/api/admin/trash-day-shifts/${shift.id}`)).status()).toBe(200);

  await openFromAdminMenu(page, 'Trash day shifts');
  await expect(page).toHaveURL(/\/admin\/trash-day-shifts/);
  await page.getByRole('link', { name: 'Create' }).first().click();
  await page.getByLabel('Usual pickup').fill(date);
  await page.getByLabel('Moved to').fill(date);
  await page.getByRole('button', { name: 'Save' }).click();
  // The server refuses a shift to the same day, with its own words.
  await expect(page.getByText('The moved pickup date must differ from the usual one')).toBeVisible();
  await page.getByLabel('Moved to').fill(shiftedTo);
  await page.getByLabel('Note').fill('Thanksgiving');
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-trash-day-shift-create', testInfo);
  // Enter saves the form (on a phone the refusal's notice sits over the Save bar for a while).
  await page.getByLabel('Note').press('Enter');

  await expect(page).toHaveURL(/\/admin\/trash-day-shifts$/);
  const row = isPhoneLayout(page) ? page.getByRole('link', { name: new RegExp(`${label} → ${movedLabel}`) }) : page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText(movedLabel);
  await expect(row).toContainText('Thanksgiving');
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-trash-day-shifts', testInfo);

  await row.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/trash-day-shifts$/);
  await expect(page.getByText(label)).toHaveCount(0);
});
