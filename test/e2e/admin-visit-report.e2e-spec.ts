import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  accountSignInLink as signInLink,
  createPaidOrder,
  expectFitsTheScreen,
  requiredEnv,
  saveElementScreenshot,
  saveScreenshot,
  signInCustomerByLink,
  testCustomer,
  wcagAxe,
} from './support';
import { WEEKDAYS, addDays, businessToday, capital, letters } from './service-days';

/** The Monday of a date's week (the board's week parameter). */
function weekStartOf(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  return addDays(date, -((at.getUTCDay() + 6) % 7));
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await wcagAxe(page).include('#main-content').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** How many messages of a kind the outbox holds for an address, as staff see it. */
async function mailCount(admin: APIRequestContext, email: string, kind: string): Promise<number> {
  const list = await admin.get(`/api/admin/emails?filter=${encodeURIComponent(JSON.stringify({ q: email, kind }))}`);
  return list.ok() ? ((await list.json()) as unknown[]).length : 0;
}

/**
 * Seeds the day through the API: a scooper, a customer with two visits on today's route, one completed with an after
 * photo and one skipped at a locked gate with a photo (as the field app sends them).
 */
async function seedDay(page: Page, admin: APIRequestContext, request: APIRequestContext, newContext: () => Promise<APIRequestContext>) {
  const email = `scooper.${letters(8)}.${process.env.E2E_RUN_ID ?? 'local'}@example.com`;
  const scooperName = `Sam ${capital(letters(6))}`;
  const created = await admin.post('/api/admin/scooper-accounts', {
    data: { name: scooperName, email, homeAddress: '24000 Valencia Blvd, Santa Clarita, CA', homeZip: '91355', workingDays: WEEKDAYS, dailyCapacity: 20 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const scooper = (await created.json()) as { id: string; temporaryPassword: string };

  const name = `Robin ${capital(letters(9))}`;
  const customer = testCustomer('visit-report', { name });
  const { sessionId } = await createPaidOrder(request, 'subscription', customer);
  const info = await request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: { streetAddress: '24 Orchard Lane', preferredDays: ['monday', 'thursday'], dogInfo: [{ name: 'Rex', breed: 'Labrador' }], specialNotes: 'Side gate' },
  });
  expect(info.status(), await info.text()).toBeLessThan(300);
  let visits: Array<{ id: string }> = [];
  await expect
    .poll(
      async () => {
        const listed = await admin.get('/api/admin/visits', {
          params: { filter: JSON.stringify({ q: name }), range: JSON.stringify([0, 9]), sort: JSON.stringify(['date', 'ASC']) },
        });
        visits = listed.ok() ? ((await listed.json()) as Array<{ id: string }>) : [];
        return visits.length;
      },
      { message: `the visits planned for ${name}`, timeout: 60_000 },
    )
    .toBeGreaterThan(1);
  const [done, skipped] = [visits[0].id, visits[1].id];
  for (const id of [done, skipped]) {
    const moved = await admin.put(`/api/admin/visits/${id}`, { data: { date: businessToday(), scooperId: scooper.id } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  const field = await newContext();
  const signedIn = await field.post('/api/auth/sign-in', { data: { email, password: scooper.temporaryPassword } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  // A real JPEG, as the phone sends it: a picture of a green lawn-ish page.
  await page.setContent(
    '<body style="margin:0;background:linear-gradient(160deg,#4f9a5b,#a8d08d 60%,#e9e2c8)"><h1 style="font:48px sans-serif;color:#fff;padding:40px">Yard</h1></body>',
  );
  // The field app says what each photo is: after (the finished yard) or skip (what stopped the visit).
  const photo = async (visitId: string, kind: 'after' | 'skip') => {
    const id = randomUUID();
    const buffer = await page.screenshot({ type: 'jpeg', quality: 80, clip: { x: 0, y: 0, width: 360, height: 270 } });
    const sent = await field.post(`/api/field/visits/${visitId}/photos`, {
      multipart: { id, kind, photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer } },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return id;
  };
  const afterPhoto = await photo(done, 'after');
  const completed = await field.post(`/api/field/visits/${done}/complete`, { data: { clientId: randomUUID(), photoIds: [afterPhoto] } });
  expect(completed.status(), await completed.text()).toBe(200);
  const gatePhoto = await photo(skipped, 'skip');
  const skip = await field.post(`/api/field/visits/${skipped}/skip`, { data: { clientId: randomUUID(), reason: 'locked-gate', photoIds: [gatePhoto] } });
  expect(skip.status(), await skip.text()).toBe(200);
  await field.dispose();
  return { name, customer, scooperName, done, skipped };
}

test('staff see a visit’s proof, resend its report and give a free return visit; the customer sees the photos in the account', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  // Staff's session (global-setup signed in once), without opening the dashboard: the API and the visit page are enough.
  const staff = await browser.newContext();
  const cookies = JSON.parse(requiredEnv('E2E_ADMIN_COOKIES')) as Parameters<BrowserContext['addCookies']>[0];
  await staff.addCookies(cookies);
  const admin = staff.request;
  const day = await seedDay(page, admin, request, () => playwright.request.newContext({ baseURL }));

  // The customer got the report and the skip notice, one each.
  await expect.poll(() => mailCount(admin, day.customer.email, 'visit-report'), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => mailCount(admin, day.customer.email, 'visit-skipped'), { timeout: 30_000 }).toBe(1);

  // The completed visit's page: outcome, times, the scooper, the after photo; a click enlarges it.
  await page.context().addCookies(cookies);
  await page.goto(`/admin/schedule/visits/${day.done}`);
  // The admin's first load on a busy machine may take a while: wait for it, not for a clock.
  await expect(page.getByRole('heading', { level: 1, name: day.name })).toBeVisible({ timeout: 30_000 });
  const proof = page.getByRole('region', { name: 'Proof of service' });
  await expect(proof.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(proof.getByText(day.scooperName)).toBeVisible();
  const thumbnail = proof.getByRole('button', { name: 'Enlarge After photo 1' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'admin-visit-completed', testInfo);
  await thumbnail.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'After photo, full size' })).toBeVisible();
  await saveScreenshot(page, 'admin-visit-photo', testInfo);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Resend: one more report, and the history says so.
  await page.getByRole('button', { name: 'Resend report' }).click();
  await expect(page.getByText('Report sent again').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByText('Report sent again')).toBeVisible();
  await expect.poll(() => mailCount(admin, day.customer.email, 'visit-report'), { timeout: 30_000 }).toBe(2);

  // The skipped visit: the reason and the gate photo; a free return visit tomorrow for the same scooper.
  await page.goto(`/admin/schedule/visits/${day.skipped}`);
  await expect(page.getByRole('heading', { level: 1, name: day.name })).toBeVisible();
  await expect(page.getByText('Locked gate')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enlarge At the skip photo 1' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Free return visit' });
  await form.getByLabel('Day').fill(addDays(businessToday(), 1));
  await form.getByLabel('Reason').fill('The gate was locked; the customer left it open for us');
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-visit-skipped', testInfo);
  await form.getByRole('button', { name: 'Schedule free return' }).click();
  await expect(page.getByText('A free return visit is already scheduled for this visit.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByText('Free return visit scheduled')).toBeVisible();
  await page.getByRole('link', { name: 'Open the return visit' }).click();
  await expect(page.getByText(/Scoop · Assigned · Free return/)).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-visit-return', testInfo);

  // The order's page lists its visits with what happened, each linked to its visit page.
  const visit = await admin.get(`/api/admin/visits/${day.done}`);
  const { orderId } = (await visit.json()) as { orderId: string };
  await page.goto(`/admin/orders/${orderId}/show`);
  const visits = page.getByRole('region', { name: 'Visits' });
  await expect(visits.getByText(/Scoop · Completed/).first()).toBeVisible({ timeout: 30_000 });
  await expect(visits.getByText('1 photo').first()).toBeVisible();
  await visits.scrollIntoViewIfNeeded();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-order-visits', testInfo);

  // The board: today's cards show the proof at a glance; the panel shows it in full.
  await page.goto(`/admin/schedule?${new URLSearchParams({ week: weekStartOf(businessToday()), day: businessToday(), view: 'day' }).toString()}`);
  const card = page.locator(`[data-visit-id="${day.done}"]`);
  await expect(card).toContainText('1');
  await expect(page.locator(`[data-visit-id="${day.skipped}"]`)).toContainText('Locked gate');
  await card.click();
  const panel = page.getByRole('region', { name: 'Visit details' });
  await expect(panel.getByRole('heading', { name: 'Proof of service' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Enlarge After photo 1' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Resend report' })).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-schedule-visit-proof', testInfo);

  // The customer's account: the past visits with their photo thumbnails.
  const customer = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await customer.goto('/account');
  await customer.getByLabel('E-mail address').fill(day.customer.email);
  await customer.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(customer.getByRole('status')).toContainText('Check your e-mail.');
  await customer.goto(await signInLink(admin, day.customer.email));
  await customer.getByRole('button', { name: 'Sign me in' }).click();
  const past = customer.getByRole('region', { name: 'Past visits' });
  await expect(past).toBeVisible({ timeout: 15_000 });
  const photos = past.getByRole('img', { name: /^Photo 1 of the visit on/ });
  await expect(photos).toHaveCount(2);
  for (const img of await photos.all()) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await expect(past.getByText('Not done: The gate was locked')).toBeVisible();
  await expect(past.getByRole('img', { name: /, after \(opens the full photo\)$/ })).toBeVisible();
  await expect(past.getByRole('img', { name: /, what we found \(opens the full photo\)$/ })).toBeVisible();
  await expect(customer.getByText('Free return visit, no charge')).toBeVisible();
  await past.scrollIntoViewIfNeeded();
  await saveElementScreenshot(past, 'account-past-visits-section', testInfo);
  await expectFitsTheScreen(customer);
  await saveScreenshot(customer, 'account-past-visits', testInfo);
  await customer.close();
  await staff.close();
});

test(
  'on a phone: a visit’s proof, the photo, the skip, the order’s visits, the board’s panel and the customer’s past visits fit the screen',
  { tag: '@phone-only' },
  async ({ page, browser, request, playwright, baseURL }, testInfo) => {
    // The journey above runs on the desktop; here each screen it passes through is opened once at 390 px, on a day seeded the same way.
    test.setTimeout(150_000);
    const shot = async (name: string) => {
      await expectFitsTheScreen(page);
      await saveScreenshot(page, name, testInfo);
    };
    const staff = await browser.newContext();
    const cookies = JSON.parse(requiredEnv('E2E_ADMIN_COOKIES')) as Parameters<BrowserContext['addCookies']>[0];
    await staff.addCookies(cookies);
    const admin = staff.request;
    const day = await seedDay(page, admin, request, () => playwright.request.newContext({ baseURL }));

    await page.context().addCookies(cookies);
    await page.goto(`/admin/schedule/visits/${day.done}`);
    await expect(page.getByRole('heading', { level: 1, name: day.name })).toBeVisible({ timeout: 30_000 });
    const thumbnail = page.getByRole('region', { name: 'Proof of service' }).getByRole('button', { name: 'Enlarge After photo 1' });
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await shot('admin-visit-completed');
    await thumbnail.click();
    await expect(page.getByRole('dialog').getByRole('img', { name: 'After photo, full size' })).toBeVisible();
    await saveScreenshot(page, 'admin-visit-photo', testInfo);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.goto(`/admin/schedule/visits/${day.skipped}`);
    await expect(page.getByText('Locked gate')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Free return visit' })).toBeVisible();
    await shot('admin-visit-skipped');

    const { orderId } = (await (await admin.get(`/api/admin/visits/${day.done}`)).json()) as { orderId: string };
    await page.goto(`/admin/orders/${orderId}/show`);
    const visits = page.getByRole('region', { name: 'Visits' });
    await expect(visits.getByText(/Scoop · Completed/).first()).toBeVisible({ timeout: 30_000 });
    await visits.scrollIntoViewIfNeeded();
    await shot('admin-order-visits');

    await page.goto(`/admin/schedule?${new URLSearchParams({ week: weekStartOf(businessToday()), day: businessToday(), view: 'day' }).toString()}`);
    await page.locator(`[data-visit-id="${day.done}"]`).click();
    await expect(page.getByRole('region', { name: 'Visit details' }).getByRole('button', { name: 'Enlarge After photo 1' })).toBeVisible();
    await shot('admin-schedule-visit-proof');

    // The customer, in the same phone tab once staff's session is gone.
    await page.context().clearCookies();
    await signInCustomerByLink(page, admin, day.customer.email);
    await page.goto('/account');
    const past = page.getByRole('region', { name: 'Past visits' });
    await expect(past.getByRole('img', { name: /^Photo 1 of the visit on/ })).toHaveCount(2);
    await expect(past.getByText('Not done: The gate was locked')).toBeVisible();
    await past.scrollIntoViewIfNeeded();
    await saveElementScreenshot(past, 'account-past-visits-section', testInfo);
    await shot('account-past-visits');
    await staff.close();
  },
);
