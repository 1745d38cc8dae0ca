import { expect, test } from '@playwright/test';
import { expectFitsTheScreen, isPhoneLayout, saveScreenshot, signInToAdmin, useAdminSession } from './support';

// A tiny real PNG (1×1, green): the server checks uploads by their bytes.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+q5pFxQAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ timeout: 90_000 });

test('an admin writes and publishes a post with an uploaded image, then reads it at /blog/{slug} and at its short code', async ({ page }, testInfo) => {
  const title = `Spring yard reset ${testInfo.project.name} ${process.env.E2E_RUN_ID ?? 'local'}`;
  await useAdminSession(page);

  await test.step('the blog list shows the fixed articles with View, Edit and Delete', async () => {
    await page.goto('/admin/blog');
    await expect(page.getByText('Keeping Your Dog Safe in Canyon Country').first()).toBeVisible();
    if (!isPhoneLayout(page)) {
      const row = page.getByRole('row').filter({ hasText: 'Keeping Your Dog Safe in Canyon Country' });
      await expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/blog/canyon-country-pet-safety');
      await expect(row.getByRole('link', { name: 'Edit' })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();
    await saveScreenshot(page, 'admin-blog-list', testInfo);
  });

  await test.step('newest first, and a row opens the editor', async () => {
    const api = await page.request.get(`/api/admin/articles?sort=${encodeURIComponent('["published_date","DESC"]')}&range=[0,99]`);
    const [newest] = (await api.json()) as Array<{ title: string }>;
    const rows = isPhoneLayout(page) ? page.locator('main li') : page.locator('main tbody tr');
    await expect(rows.first()).toContainText(newest.title);
    if (!isPhoneLayout(page)) {
      await page.getByRole('row').filter({ hasText: 'Keeping Your Dog Safe in Canyon Country' }).getByText('Keeping Your Dog Safe in Canyon Country').click();
      await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Keeping Your Dog Safe in Canyon Country');
      await page.goto('/admin/blog');
    }
  });

  await test.step('New Post opens the editor; write, upload an image and publish', async () => {
    await page.getByRole('link', { name: 'New Post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/create$/);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('A quick checklist to get your yard ready for spring.');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Rake, scoop and reseed the bare patches before the first warm week.');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByTestId('featured_image-file').setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByRole('textbox', { name: 'Featured image' })).toHaveValue(/^\/uploads\/blog-images\/\d+-[0-9a-f]+\.png$/);
    await expect(page.locator('main img[src^="/uploads/blog-images/"]')).toBeVisible();
    await saveScreenshot(page, 'admin-blog-editor', testInfo);
    await page.getByRole('button', { name: 'Save' }).click();
  });

  // Spec 001 §2: after saving, the editor goes to the post's page.
  await expect(page).toHaveURL(/\/blog\/spring-yard-reset-[^/]+$/);
  const slug = new URL(page.url()).pathname.replace('/blog/', '');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const api = await page.request.get(`/api/articles/${slug}`);
  expect(api.status()).toBe(200);
  const article = (await api.json()) as { title: string; featuredImage: string; shortCode: string; content: string };
  expect(article).toMatchObject({ title, featuredImage: expect.stringMatching(/^\/uploads\/blog-images\//) });
  expect(article.content).toContain('Rake, scoop and reseed');
  expect(article.shortCode).toMatch(/^[a-z][0-9]?$/);
  expect((await page.request.get(article.featuredImage)).headers()['content-type']).toBe('image/png');

  await test.step('the post reads on the public site at /blog/{slug} and at /{shortCode}', async () => {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Rake, scoop and reseed the bare patches')).toBeVisible();
    await page.goto(`/${article.shortCode}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  await test.step('the short URLs page lists it with both addresses and its click', async () => {
    await page.goto('/admin/short-urls');
    await page.getByPlaceholder('Search').fill(title);
    const entry = page.locator('main').getByText(title).first();
    await expect(entry).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(new RegExp(`/${article.shortCode}$`))
        .first(),
    ).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(new RegExp(`/blog/${slug}$`))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open' }).first()).toHaveAttribute('href', new RegExp(`/${article.shortCode}$`));
    await page
      .getByRole('button', { name: /^Copy / })
      .first()
      .click();
    await expect(page.getByText(/^Copied http|Could not copy/)).toBeVisible();
    await page.getByPlaceholder('Search').fill('');
    await expect(page.locator('main').getByText('Proud Paws: Walking Your Dog Through Historic Newhall').first()).toBeVisible();
    await saveScreenshot(page, 'admin-short-urls', testInfo);
  });

  await test.step('the spec address /admin/blog/edit/{id} opens the editor, and Delete asks first', async () => {
    const list = await page.request.get(`/api/admin/articles?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
    const [{ id }] = (await list.json()) as Array<{ id: string }>;
    await page.goto(`/admin/blog/edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(title);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Blog post deleted')).toBeVisible();
    expect((await page.request.get(`/api/articles/${slug}`)).status()).toBe(404);
  });
});

test('on a phone: the blog list, the editor with an uploaded image and the short URLs fit the screen', { tag: '@phone-only' }, async ({ page }, testInfo) => {
  // Writing, publishing and deleting a post runs on the desktop; here the three screens' phone layout, nothing saved.
  await signInToAdmin(page, '/admin/blog');
  await expect(page.getByText('Keeping Your Dog Safe in Canyon Country').first()).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-blog-list', testInfo);

  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/create$/);
  await page.getByTestId('featured_image-file').setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.locator('main img[src^="/uploads/blog-images/"]')).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-blog-editor', testInfo);

  await page.goto('/admin/short-urls');
  await expect(page.locator('main').getByText('Proud Paws: Walking Your Dog Through Historic Newhall').first()).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-short-urls', testInfo);
});
