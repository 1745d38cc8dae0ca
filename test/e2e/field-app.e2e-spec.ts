import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { adminRequest, createPaidOrder, expectFitsTheScreen, openFromAdminMenu, saveScreenshot, signInToAdmin, testCustomer, wcagAxe } from './support';
import { WEEKDAYS, businessToday, capital, letters } from './service-days';

/** A paid weekly subscription with its details given; answers the customer's name and the plan's first visit id. */
async function subscribedCustomer(
  request: APIRequestContext,
  admin: APIRequestContext,
  notes: string,
  dog: string,
): Promise<{ name: string; visitId: string }> {
  const name = `Robin ${capital(letters(9))}`;
  const { sessionId } = await createPaidOrder(request, 'subscription', testCustomer('field-app', { name }));
  const info = await request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: { streetAddress: '24 Orchard Lane', preferredDays: ['monday', 'thursday'], dogInfo: [{ name: dog, breed: 'Labrador' }], specialNotes: notes },
  });
  expect(info.status(), await info.text()).toBeLessThan(300);
  let visitId = '';
  await expect
    .poll(
      async () => {
        const listed = await admin.get('/api/admin/visits', {
          params: { filter: JSON.stringify({ q: name }), range: JSON.stringify([0, 9]), sort: JSON.stringify(['date', 'ASC']) },
        });
        const visits = listed.ok() ? ((await listed.json()) as Array<{ id: string }>) : [];
        visitId = visits[0]?.id ?? '';
        return visits.length;
      },
      { message: `the visits planned for ${name}`, timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return { name, visitId };
}

/** A new scooper account (signed in by staff) with two subscribed customers' visits moved onto today's route. */
async function scooperWithTwoStops(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  request: APIRequestContext,
  firstName: string,
  stops: [[string, string], [string, string]],
) {
  // Staff's API with the run's admin session: no admin screen is needed to seed the day.
  const admin = await adminRequest(playwright, baseURL);
  const staff = { close: () => admin.dispose() };
  const email = `scooper.${letters(8)}.${process.env.E2E_RUN_ID ?? 'local'}@example.com`;
  const created = await admin.post('/api/admin/scooper-accounts', {
    data: {
      name: `${firstName} ${capital(letters(6))}`,
      email,
      homeAddress: '24000 Valencia Blvd, Santa Clarita, CA',
      homeZip: '91355',
      workingDays: WEEKDAYS,
      dailyCapacity: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const scooper = (await created.json()) as { id: string; temporaryPassword: string };
  const first = await subscribedCustomer(request, admin, ...stops[0]);
  const second = await subscribedCustomer(request, admin, ...stops[1]);
  for (const visit of [first, second]) {
    const moved = await admin.put(`/api/admin/visits/${visit.visitId}`, { data: { date: businessToday(), scooperId: scooper.id } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { staff, admin, email, scooper, first, second };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await wcagAxe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The camera: Playwright's file chooser gets a real image (a PNG of the page), which the app shrinks to a JPEG. */
async function takePhoto(page: Page, button: string, stop: ReturnType<Page['locator']>): Promise<void> {
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 200 } });
  const chooser = page.waitForEvent('filechooser');
  await stop.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name: 'camera.png', mimeType: 'image/png', buffer: photo });
}

// The journey runs on the desktop project; the phone's layout of every field screen (the route at 390 and 360 px, the skip
// form, offline) and the admin's Text messages at 390 px are checked by the @phone-only test after it.
test("a scooper works today's route: on my way, start, complete with a photo, skip a dog-out stop with one", async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const { staff, admin, email, scooper, first, second } = await scooperWithTwoStops(playwright, baseURL, request, 'Sam', [
    ['Gate code 4321. Please keep Rex inside while you scoop.', 'Rex'],
    ['Side gate by the garage', 'Bella'],
  ]);
  // The first customer's plan wants proof of the yard as found: a before photo at Start.
  const visit = (await (await admin.get(`/api/admin/visits/${first.visitId}`)).json()) as { planId: string };
  const rule = await admin.put(`/api/admin/service-plans/${visit.planId}/photo-rule`, { data: { beforePhotos: true } });
  expect(rule.status(), await rule.text()).toBe(200);
  await staff.close();

  await page.goto('/field');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(scooper.temporaryPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today’s route' })).toBeVisible();
  await expect(page.getByText('0 of 2 done')).toBeVisible();
  const stopOf = (name: string) => page.locator('article', { has: page.getByRole('heading', { name }) });
  const one = stopOf(first.name);
  const two = stopOf(second.name);
  await expect(one.getByText('4321', { exact: true })).toBeVisible();
  await expect(one.getByRole('note')).toContainText('Please keep Rex inside while you scoop.');
  await expect(one.getByRole('link', { name: /24 Orchard Lane/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(two.getByText('Bella')).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'field-route', testInfo);

  await one.getByRole('button', { name: 'On my way' }).click();
  await expect(one.getByText('On the way')).toBeVisible();
  await expect(one.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await saveScreenshot(page, 'field-before-photo', testInfo);
  await takePhoto(page, 'Start with before photo', one);
  await expect(one.getByText(/^Started /)).toBeVisible();
  await takePhoto(page, 'Complete with photo', one);
  await expect(one.getByText(/^Done /)).toBeVisible();
  await expect(page.getByText('1 of 2 done')).toBeVisible();

  await two.getByRole('button', { name: 'Skip' }).click();
  await two.getByLabel(/Dog out/).check();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'field-skip', testInfo);
  await takePhoto(page, 'Take photo and skip', two);
  await expect(two.getByText('Skipped: dog out')).toBeVisible();
  await expect(page.getByText('2 of 2 done')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'field-done', testInfo);

  // What the server kept: one completion with its photo, one dog-out skip with its photo, each photo a small JPEG.
  // The screen shows queued actions at once; the outbox sends them in order a moment later, so wait until it has.
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
  type KeptRoute = {
    stops: Array<{ visitId: string; status: string; skipReason: string | null; photoIds: string[]; beforePhotoRequired: boolean; beforePhotoTaken: boolean }>;
  };
  const fetchRoute = async () => (await (await page.request.get('/api/field/route')).json()) as KeptRoute;
  await expect.poll(async () => (await fetchRoute()).stops.map((s) => s.status).sort()).toEqual(['completed', 'skipped']);
  const route = await fetchRoute();
  const kept = (id: string) => route.stops.find((s) => s.visitId === id)!;
  expect(kept(first.visitId)).toMatchObject({ status: 'completed', skipReason: null, beforePhotoRequired: true, beforePhotoTaken: true });
  expect(kept(second.visitId)).toMatchObject({ status: 'skipped', skipReason: 'dog-out' });
  for (const id of [first.visitId, second.visitId]) {
    expect(kept(id).photoIds.length).toBeGreaterThanOrEqual(1);
    const photo = await page.request.get(`/api/field/photos/${kept(id).photoIds[0]}`);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    expect((await photo.body()).length).toBeLessThanOrEqual(400 * 1024);
  }

  // Staff see the texts the day meant to send: these customers did not choose texts, so each was held back.
  await signInToAdmin(page);
  await openFromAdminMenu(page, 'Text messages');
  await expect(page.getByText('Not sent: not opted in').first()).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-sms-messages', testInfo);
});

test('on a phone: the route fits at 390 and 360 px with its skip form; offline, two stops completed with photos wait to sync and arrive once each when back online @phone-only', async ({
  page,
  request,
  playwright,
  baseURL,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const { staff, admin, email, scooper, first, second } = await scooperWithTwoStops(playwright, baseURL, request, 'Kim', [
    ['Gate code 1111', 'Max'],
    ['Gate code 2222', 'Luna'],
  ]);

  await page.goto('/field');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(scooper.temporaryPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('0 of 2 done')).toBeVisible();
  const stopOf = (name: string) => page.locator('article', { has: page.getByRole('heading', { name }) });
  await expect(stopOf(first.name).getByText('1111', { exact: true })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'field-route', testInfo);
  // One-handed on the narrowest common phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'field-route-360', testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  // The skip form (its reasons and the photo button); Back leaves the stop as it was.
  const two = stopOf(second.name);
  await two.getByRole('button', { name: 'Skip' }).click();
  await two.getByLabel(/Dog out/).check();
  await expect(two.getByRole('button', { name: 'Take photo and skip' })).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'field-skip', testInfo);
  await two.getByRole('button', { name: 'Back' }).click();
  await expect(two.getByRole('button', { name: 'Take photo and skip' })).toHaveCount(0);
  // The service worker has the app and today's route once it controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByText('0 of 2 done')).toBeVisible();

  await context.setOffline(true);
  await takePhoto(page, 'Complete with photo', stopOf(first.name));
  await takePhoto(page, 'Complete with photo', stopOf(second.name));
  await expect(page.getByText('2 actions waiting to sync')).toBeVisible();
  await expect(page.getByText('2 of 2 done')).toBeVisible();
  await expect(stopOf(first.name).getByText('Waiting to sync')).toBeVisible();
  await saveScreenshot(page, 'field-offline', testInfo);
  // No signal and the page reloaded: the app, the route and what waits to sync are all still there.
  await page.reload();
  await expect(page.getByText('2 actions waiting to sync')).toBeVisible();
  await expect(page.getByText('2 of 2 done')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
  for (const visit of [first, second]) {
    const events = await admin.get('/api/admin/visits/' + visit.visitId);
    expect((await events.json()) as { status: string }).toMatchObject({ status: 'completed' });
  }
  const route = (await (await page.request.get('/api/field/route')).json()) as { stops: Array<{ visitId: string; status: string; photoIds: string[] }> };
  expect(route.stops.map((s) => [s.status, s.photoIds.length])).toEqual([
    ['completed', 1],
    ['completed', 1],
  ]);
  // Each customer's report e-mail is in the outbox once, with the stop's photo in it.
  for (const visit of [first, second]) {
    const { orderId, photos } = (await (await admin.get('/api/admin/visits/' + visit.visitId)).json()) as { orderId: string; photos: Array<{ id: string }> };
    const { customer_email: customer } = (await (await admin.get('/api/admin/orders/' + orderId)).json()) as { customer_email: string };
    const reports = async () =>
      (await (await admin.get(`/api/admin/emails?filter=${encodeURIComponent(JSON.stringify({ q: customer, kind: 'visit-report' }))}`)).json()) as Array<{
        id: string;
      }>;
    await expect.poll(async () => (await reports()).length, { message: `the report e-mail to ${customer}`, timeout: 30_000 }).toBe(1);
    const [report] = await reports();
    const { text } = (await (await admin.get(`/api/admin/emails/${report.id}`)).json()) as { text: string };
    expect(photos).toHaveLength(1);
    expect(text).toContain(`/api/visit-photos/${photos[0].id}?token=`);
  }
  await staff.close();

  // Staff's Text messages at 390 px: the completions' texts, held back (these customers did not choose texts).
  await context.clearCookies();
  await signInToAdmin(page);
  await openFromAdminMenu(page, 'Text messages');
  await expect(page.getByText('Not sent: not opted in').first()).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-sms-messages', testInfo);
});

test('the field app loads at most 120 kB of gzipped JavaScript before any interaction @phone-only', () => {
  const dist = join(__dirname, '../../dist/public-web');
  const html = readFileSync(join(dist, 'field.html'), 'utf8');
  const urls = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  expect(urls.length).toBeGreaterThan(0);
  const total = urls.reduce((sum, url) => sum + gzipSync(readFileSync(join(dist, url.replace(/^\//, ''))), { level: 9 }).length, 0);
  expect(total).toBeLessThanOrEqual(120 * 1024);
});
