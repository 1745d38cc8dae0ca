import { expect, test } from '@playwright/test';
import { deletionConfirmationLink, loadFresh, requiredEnv, saveScreenshot } from './support';

test.describe.configure({ timeout: 60_000 });

test("data deletion: the form, its e-mailed link and staff's view; then a failed submission keeps the form", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await test.step('the data deletion form checks its fields, submits and clears; the e-mailed link confirms the request; staff see it', async () => {
    await page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied' })));
    await loadFresh(page, '/data-deletion');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Deletion Request' })).toBeVisible();
    for (const title of ['What gets deleted', 'Processing time', 'Legal retention']) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Deletion is permanent');

    const form = page.getByRole('form', { name: 'Data deletion request' });
    const submit = form.getByRole('button', { name: 'Submit Deletion Request' });
    await submit.click();
    await expect(form.getByText('Email address is required')).toBeVisible();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();

    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByLabel('Full name').fill('Jordan Delete');
    await submit.click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await saveScreenshot(page, 'data-deletion-errors', testInfo);

    const email = `delete.${testInfo.project.name}.${process.env.E2E_RUN_ID ?? 'local'}@example.com`;
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Reason for deletion (optional)').fill('Moving out of the area');
    await form.getByLabel('Account details (optional)').fill('Weekly plan at 123 Main St');
    await submit.click();
    const toast = page.getByRole('status').filter({ hasText: 'Data Deletion Request Submitted' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We'll process your request within 30 days and send confirmation to your email.");
    await expect(toast).toContainText("We've e-mailed you a link to confirm this request.");
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Reason for deletion (optional)')).toHaveValue('');
    await saveScreenshot(page, 'data-deletion', testInfo);

    const admin = await playwright.request.newContext({ baseURL });
    const signIn = await admin.post('/api/auth/sign-in', { data: { email: requiredEnv('E2E_ADMIN_EMAIL'), password: requiredEnv('E2E_ADMIN_PASSWORD') } });
    expect(signIn.ok()).toBe(true);
    const list = await admin.get(`/api/admin/data-deletion-requests?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    expect(list.ok()).toBe(true);
    const rows = (await list.json()) as { id: string; email: string; reason: string; status: string }[];
    expect(rows).toEqual([expect.objectContaining({ email, reason: 'Moving out of the area', status: 'awaiting-confirmation' })]);

    // The mailbox owner opens the link: a page that asks, whose button confirms (opening it alone changes nothing).
    const link = await deletionConfirmationLink(admin, email);
    await loadFresh(page, link);
    await expect(page.getByRole('heading', { name: 'Confirm your data deletion request' })).toBeVisible();
    const waiting = await admin.get(`/api/admin/data-deletion-requests/${rows[0].id}`);
    expect(((await waiting.json()) as { status: string }).status).toBe('awaiting-confirmation');
    await saveScreenshot(page, 'data-deletion-confirm', testInfo);
    await page.getByRole('button', { name: 'Confirm deletion request' }).click();
    await expect(page.getByRole('heading', { name: 'Request confirmed' })).toBeVisible();
    const confirmed = await admin.get(`/api/admin/data-deletion-requests/${rows[0].id}`);
    expect((await confirmed.json()) as { status: string; due_at: string | null }).toMatchObject({ status: 'confirmed', due_at: expect.any(String) });

    // The link works once.
    await loadFresh(page, link);
    await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    await admin.dispose();
  });

  await test.step('a failed submission keeps the form and shows the error toast', async () => {
    await page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied' })));
    let status = 503;
    await page.route('**/api/data-deletion-requests', (route) =>
      route.fulfill({
        status,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          status,
          title: status === 429 ? 'Too Many Requests' : 'Service Unavailable',
          detail: status === 429 ? 'Too many requests. Please try again later.' : 'down',
        }),
      }),
    );
    await loadFresh(page, '/data-deletion');
    const form = page.getByRole('form', { name: 'Data deletion request' });
    await form.getByLabel('Email address').fill('kept@example.com');
    await form.getByLabel('Full name').fill('Kept Person');
    await form.getByRole('button', { name: 'Submit Deletion Request' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Failed to submit your request. Please try again or contact support.' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('Error');
    await expect(form.getByLabel('Email address')).toHaveValue('kept@example.com');

    status = 429;
    await form.getByRole('button', { name: 'Submit Deletion Request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many requests. Please try again later.' })).toBeVisible();
  });
});
