import { expect, test, type Page } from '@playwright/test';
import { forgetAdminState, isPhoneLayout, openFromAdminMenu, saveScreenshot, signInToAdmin } from './support';

test.describe.configure({ timeout: 90_000 });

// Unique per run, retry and repeat: a retried test must not meet the accounts its first attempt created.
const run = () => `${process.env.E2E_RUN_ID ?? 'local'}r${test.info().retry}x${test.info().repeatEachIndex}`;

/** The temporary password from the dialog staff see once. */
async function readTemporaryPassword(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: /Temporary password for/ });
  await expect(dialog).toBeVisible();
  const password = (await dialog.getByTestId('temporary-password').innerText()).trim();
  expect(password).toMatch(/^[a-zA-Z0-9]{4}(-[a-zA-Z0-9]{4}){3}$/);
  return password;
}

test('staff create a scooper (field API yes, admin no, shut out once deactivated) and assign active scooper accounts, or any name, to slots', async ({
  page,
  browser,
}, testInfo) => {
  await test.step('staff create a scooper, who signs in to the field API but not the admin; deactivating shuts them out', async () => {
    const email = `scooper.${run()}@example.com`;
    const name = `Sam Rivera ${run()}`;
    await signInToAdmin(page);

    let password = '';
    await test.step('create: the form names what is missing, then shows the one-time password', async () => {
      await openFromAdminMenu(page, 'Scoopers');
      await expect(page).toHaveURL(/\/admin\/scooper-accounts/);
      await page.getByRole('link', { name: 'Create' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Home base ZIP' }).fill('913');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please enter a 5-digit ZIP code')).toBeVisible();
      await expect(page.getByText('Pick at least one working day')).toBeVisible();
      await page.getByRole('textbox', { name: 'Sign-in email' }).fill(email);
      await page.getByRole('textbox', { name: 'Phone' }).fill('(661) 555-0142');
      await page.getByRole('textbox', { name: 'Home base address' }).fill('24000 Valencia Blvd, Santa Clarita, CA');
      await page.getByRole('textbox', { name: 'Home base ZIP' }).fill('91355');
      for (const day of ['Mon', 'Wed', 'Fri']) await page.getByRole('checkbox', { name: day }).check();
      await page.getByRole('spinbutton', { name: 'Stops a day' }).fill('25');
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: 'Save' }).click();
      password = await readTemporaryPassword(page);
      await saveScreenshot(page, 'admin-scooper-password', testInfo);
      await page.getByRole('button', { name: 'Done' }).click();
      const details = page.getByRole('main');
      await expect(details.getByText(email)).toBeVisible();
      await expect(details.getByText('25 stops a day')).toBeVisible();
      await expect(details.getByText('(661) 555-0142')).toBeVisible();
      for (const day of ['Mon', 'Wed', 'Fri']) await expect(details.getByText(day, { exact: true })).toBeVisible();
      await saveScreenshot(page, 'admin-scooper-show', testInfo);
    });

    await test.step('the same address again is refused with a clear message', async () => {
      await page.goto('/admin/scooper-accounts/create');
      await page.getByRole('textbox', { name: 'Name' }).fill('Someone Else');
      await page.getByRole('textbox', { name: 'Sign-in email' }).fill(email.toUpperCase());
      await page.getByRole('textbox', { name: 'Home base address' }).fill('1 Main St');
      await page.getByRole('textbox', { name: 'Home base ZIP' }).fill('91350');
      await page.getByRole('checkbox', { name: 'Tue' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('That email address already has an account').first()).toBeVisible();
    });

    const scooper = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await test.step('the scooper signs in: the field API answers, the admin does not', async () => {
      expect((await scooper.request.post('/api/auth/sign-in', { data: { email, password } })).status()).toBe(200);
      const me = await scooper.request.get('/api/field/me');
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ name, email, dailyCapacity: 25, workingDays: ['monday', 'wednesday', 'friday'] });
      expect((await scooper.request.get('/api/admin/scooper-accounts')).status()).toBe(403);
    });

    await test.step('the list shows the scooper with days, capacity and status', async () => {
      await page.goto(`/admin/scooper-accounts?filter=${encodeURIComponent(JSON.stringify({ q: run() }))}`);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row.getByText('25 stops a day')).toBeVisible();
      await expect(row.getByText('Active')).toBeVisible();
      await saveScreenshot(page, 'admin-scooper-list', testInfo);
    });

    await test.step('deactivate: the scooper is signed out and the list says so', async () => {
      await page.getByRole('row').filter({ hasText: name }).click();
      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByLabel('Active').uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('main').getByText('Deactivated')).toBeVisible();
      expect((await scooper.request.get('/api/field/me')).status()).toBe(401);
      expect((await scooper.request.post('/api/auth/sign-in', { data: { email, password } })).status()).toBe(403);
    });
    await scooper.close();
  });

  await test.step('the Assign scooper dialog offers the active scooper accounts and still takes any name', async () => {
    await forgetAdminState(page);
    await signInToAdmin(page);
    const day = businessDate(40);
    const active = `Quinn Active ${run()}`;
    const inactive = `Quinn Gone ${run()}`;
    const profile = (name: string) => ({ name, homeAddress: '1 Main St', homeZip: '91350', workingDays: ['monday'] });
    const create = (name: string, email: string) => page.request.post('/api/admin/scooper-accounts', { data: { ...profile(name), email } });
    expect((await create(active, `quinn.active.${run()}@example.com`)).status()).toBe(201);
    const gone = await create(inactive, `quinn.gone.${run()}@example.com`);
    const goneId = ((await gone.json()) as { id: string }).id;
    expect((await page.request.put(`/api/admin/scooper-accounts/${goneId}`, { data: { ...profile(inactive), active: false } })).status()).toBe(200);
    expect((await page.request.post('/api/admin/slots/generate', { data: { startDate: day, endDate: day, startHour: 8, endHour: 10 } })).ok()).toBe(true);

    await openFromAdminMenu(page, 'Calendar');
    await page.getByLabel('Start date').fill(day);
    await page.getByLabel('End date').fill(day);
    await page.getByRole('button', { name: 'Load Date Range' }).click();
    await page.getByRole('button', { name: `Assign scooper ${day} 8:00 AM – 9:00 AM` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Scooper name').fill('Quinn');
    await expect(page.getByRole('option', { name: active })).toBeVisible();
    await expect(page.getByRole('option', { name: inactive })).toHaveCount(0);
    await page.getByRole('option', { name: active }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText(`${active} assigned to slot`)).toBeVisible();

    await page.getByRole('button', { name: `Assign scooper ${day} 9:00 AM – 10:00 AM` }).click();
    await dialog.getByLabel('Scooper name').fill('A helper without an account');
    await dialog.getByLabel('Notes (optional)').click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('A helper without an account assigned to slot')).toBeVisible();
  });
});

test('the Scoopers list fits the screen: a table on the desktop, one card per scooper on a phone', { tag: '@phone' }, async ({ page }, testInfo) => {
  await signInToAdmin(page);
  const name = `Pat Phone ${testInfo.project.name} ${run()}`;
  const created = await page.request.post('/api/admin/scooper-accounts', {
    data: {
      name,
      email: `phone.${testInfo.project.name}.${run()}@example.com`,
      homeAddress: '25000 Golden Valley Rd, Santa Clarita, CA',
      homeZip: '91350',
      workingDays: ['tuesday', 'thursday', 'saturday'],
      dailyCapacity: 18,
    },
  });
  expect(created.status()).toBe(201);
  await openFromAdminMenu(page, 'Scoopers');
  const entry = isPhoneLayout(page) ? page.getByRole('link', { name }) : page.getByRole('row').filter({ hasText: name });
  await expect(entry).toBeVisible();
  await expect(page.getByText('18 stops a day').first()).toBeVisible();
  if (isPhoneLayout(page)) await expect(page.getByRole('table')).toHaveCount(0);
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await saveScreenshot(page, 'admin-scooper-list-fits', testInfo);
  // A click while the list is still settling can be lost on a busy machine: click until the show page opens.
  await expect(async () => {
    await entry.click();
    await expect(page).toHaveURL(/\/scooper-accounts\/[^/]+\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The show page's facts about this scooper (the list, with other scoopers' rows, can linger a moment after the URL changes).
  const details = page.getByRole('main').locator(`dl[aria-label="${name}"]`);
  await expect(details.getByText('18 stops a day')).toBeVisible();
  for (const day of ['Tue', 'Thu', 'Sat']) await expect(details.getByText(day, { exact: true })).toBeVisible();
  await saveScreenshot(page, 'admin-scooper-show-fits', testInfo);
});

/** A business date well clear of the weeks the calendar journey works in (9 and 17 days ahead). */
function businessDate(daysFromToday: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + daysFromToday)).toISOString().slice(0, 10);
}
