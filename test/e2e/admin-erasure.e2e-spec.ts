import { expect, test, type Page } from '@playwright/test';
import { isPhoneLayout, requiredEnv, saveScreenshot, signInToAdmin } from './support';

test.describe.configure({ timeout: 60_000 });

test("staff erase a customer's personal data and the lead's history shows [erased]", async ({ page }, testInfo) => {
  const email = `erase.${testInfo.project.name}.${process.env.E2E_RUN_ID ?? 'local'}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const lead = await page.request.post('/api/leads', {
    data: { contact_info: email, contact_type: 'email', form_data: { name: 'Jordan Erasure', numberOfDogs: '1' }, form_type: 'quote', source_page: '/' },
  });
  expect(lead.status()).toBe(200);
  const leadId = ((await lead.json()) as { leadId: string }).leadId;
  const request = await page.request.post('/api/data-deletion-requests', { data: { email, fullName: 'Jordan Erasure', reason: 'Please forget me' } });
  expect(request.status()).toBe(201);

  await signInToAdmin(page);
  if (isPhoneLayout(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Data-deletion requests', exact: true }).click();
  await page.getByPlaceholder('Search').fill(email);
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByText('Jordan Erasure')).toBeVisible();
  await saveScreenshot(page, 'admin-data-deletion-before', testInfo);

  await page.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page.getByRole('dialog')).toContainText('This cannot be undone');
  await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(/Personal data erased \(\d+ streams?\)/)).toBeVisible();
  await page.getByPlaceholder('Search').fill('');
  await expect(page.getByText(`by ${requiredEnv('E2E_ADMIN_EMAIL')}`).first()).toBeVisible();
  await saveScreenshot(page, 'admin-data-deletion-erased', testInfo);

  await page.goto(`/admin/leads/${leadId}/show`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Personal data erased')).toBeVisible();
  await history.getByText('Started').click();
  await expect(page.getByText('[erased]').first()).toBeVisible();
  await saveScreenshot(page, 'admin-lead-erased', testInfo);
});
