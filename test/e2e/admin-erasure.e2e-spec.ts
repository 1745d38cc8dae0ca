import { expect, test } from '@playwright/test';
import { deletionConfirmationLink, isPhoneLayout, openFromAdminMenu, requiredEnv, saveScreenshot, searchAdminList, signInToAdmin } from './support';

test.describe.configure({ timeout: 60_000 });

test("staff erase a customer's personal data once they confirmed, and the lead's history shows [erased]", async ({ page }, testInfo) => {
  const email = `erase.${testInfo.project.name}.${process.env.E2E_RUN_ID ?? 'local'}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const lead = await page.request.post('/api/leads', {
    data: { contact_info: email, contact_type: 'email', form_data: { name: 'Jordan Erasure', numberOfDogs: '1' }, form_type: 'quote', source_page: '/' },
  });
  expect(lead.status()).toBe(200);
  const leadId = ((await lead.json()) as { leadId: string }).leadId;
  const request = await page.request.post('/api/data-deletion-requests', { data: { email, fullName: 'Jordan Erasure', reason: 'Please forget me' } });
  expect(request.status()).toBe(201);

  await signInToAdmin(page);
  await openFromAdminMenu(page, 'Data-deletion requests');
  await searchAdminList(page, email);
  // The person's own row (a table row on desktop, a list item on a phone): other tests' requests may still show until the search applies
  // (the phone project files a 'Jordan Erasure' too, so the name alone could match two rows for a moment).
  const row = page.locator('tr, li').filter({ hasText: email }).first();
  await expect(row.getByText('Jordan Erasure')).toBeVisible();
  // Until the requester confirms by the e-mailed link, there is nothing staff can erase.
  await expect(row.getByText('Awaiting confirmation')).toBeVisible();
  await expect(row.getByText('Can be erased once the requester confirms by the link we e-mailed them')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
  // The due-date column says what the server's policy says (due_days on each row), not a number of the admin's own.
  const listed = await page.request.get('/api/admin/data-deletion-requests', { params: { filter: JSON.stringify({ q: email }) } });
  const [{ due_days: dueDays }] = (await listed.json()) as { due_days: number }[];
  expect(dueDays).toBeGreaterThan(0);
  if (!isPhoneLayout(page)) await expect(row.getByText(`${dueDays} days after confirmation`)).toBeVisible();
  await saveScreenshot(page, 'admin-data-deletion-awaiting', testInfo);

  // The requester follows the link from the outbox and presses Confirm.
  const link = await deletionConfirmationLink(page.request, email);
  const confirm = await page.context().newPage();
  await confirm.goto(link);
  await confirm.getByRole('button', { name: 'Confirm deletion request' }).click();
  await expect(confirm.getByRole('heading', { name: 'Request confirmed' })).toBeVisible();
  await confirm.close();

  await page.reload();
  await expect(page.getByText('Jordan Erasure')).toBeVisible();
  if (!isPhoneLayout(page)) await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase personal data' })).toBeVisible();
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
