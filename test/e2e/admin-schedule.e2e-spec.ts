import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createPaidOrder, expectFitsTheScreen, openFromAdminMenu, saveScreenshot, signInToAdmin, testCustomer, useAdminSession } from './support';
import { WEEKDAYS, addDays, businessToday, capital, letters, serviceDayIn, weekdayOf } from './service-days';

interface Visit {
  id: string;
  date: string;
  kind: string;
  status: string;
  scooperId: string | null;
  customerName: string;
}

const weekStartOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));

/** A scooper account made as staff make it (admin API); answers its id. */
async function createScooper(admin: APIRequestContext, name: string, workingDays: readonly string[]): Promise<string> {
  const created = await admin.post('/api/admin/scooper-accounts', {
    data: {
      name,
      email: `scooper.${letters(8)}.${process.env.E2E_RUN_ID ?? 'local'}@example.com`,
      homeAddress: '24000 Valencia Blvd, Santa Clarita, CA',
      homeZip: '91355',
      workingDays,
      dailyCapacity: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/**
 * A paid weekly subscription whose customer gave their details (so a service plan starts and its visits are planned),
 * scooped two days from now; answers the customer's name and the plan's first visit.
 */
async function subscribedCustomer(request: APIRequestContext, admin: APIRequestContext, tag: string): Promise<{ name: string; visit: Visit }> {
  const name = `Robin ${capital(letters(9))}`;
  const { sessionId } = await createPaidOrder(request, 'subscription', testCustomer(tag, { name }));
  const info = await request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: {
      streetAddress: '24 Orchard Lane',
      preferredDays: [serviceDayIn(2)],
      dogInfo: [{ name: 'Rex', breed: 'Labrador' }],
      specialNotes: 'Gate code 4321',
    },
  });
  expect(info.status(), await info.text()).toBeLessThan(300);
  let visits: Visit[] = [];
  await expect
    .poll(
      async () => {
        const listed = await admin.get('/api/admin/visits', {
          params: { filter: JSON.stringify({ q: name }), range: JSON.stringify([0, 49]), sort: JSON.stringify(['date', 'ASC']) },
        });
        visits = listed.ok() ? ((await listed.json()) as Visit[]) : [];
        return visits.length;
      },
      { message: `the visits planned for ${name}`, timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return { name, visit: visits[0] };
}

async function visitNow(admin: APIRequestContext, id: string): Promise<Visit> {
  return (await (await admin.get(`/api/admin/visits/${id}`)).json()) as Visit;
}

const block = (page: Page, rowKey: string, visitId: string) => page.locator(`[data-row="${rowKey}"] [data-visit-id="${visitId}"]`);
const cell = (page: Page, rowKey: string, date: string) => page.locator(`[data-row="${rowKey}"] [role="gridcell"][data-date="${date}"]`);

/**
 * Drags a visit block onto a cell by the HTML5 drag events the board listens to, one at a time as a browser sends
 * them. A full run leaves many scoopers on the board, and the mouse-driven dragTo loses the drag when the page must
 * scroll between source and target; the board's handling of the events is what this test is about.
 */
async function dragVisit(page: Page, from: Locator, to: Locator): Promise<void> {
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await from.dispatchEvent('dragstart', { dataTransfer });
  await to.dispatchEvent('dragenter', { dataTransfer });
  await to.dispatchEvent('dragover', { dataTransfer });
  await to.dispatchEvent('drop', { dataTransfer });
}

test('staff see the week, drag a visit to a scooper (a refused drag goes back with the reason) and open the day route', async ({ page, request }, testInfo) => {
  // Checkout, payment and the service consumers planning the visits come first, on a busy machine.
  test.setTimeout(120_000);
  await signInToAdmin(page);
  const admin = page.request;
  const samName = `Sam ${capital(letters(8))}`;
  const sam = await createScooper(admin, samName, WEEKDAYS);
  const { name, visit } = await subscribedCustomer(request, admin, 'schedule-drag');
  // Lee works every day but the visit's: the server refuses to give it to Lee.
  const lee = await createScooper(
    admin,
    `Lee ${capital(letters(8))}`,
    WEEKDAYS.filter((day) => day !== weekdayOf(visit.date)),
  );
  expect(visit).toMatchObject({ kind: 'scoop', status: 'scheduled', scooperId: null, customerName: name });

  await openFromAdminMenu(page, 'Schedule');
  await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This week in figures' })).toBeVisible();
  // The visit may fall in next week; staff page there.
  if (weekStartOf(visit.date) !== weekStartOf(businessToday())) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${weekStartOf(visit.date)}`));
  }
  await expect(block(page, 'unassigned', visit.id)).toBeVisible();
  await expect(block(page, 'unassigned', visit.id)).toContainText(name);
  await expect(block(page, 'unassigned', visit.id)).toContainText('Scheduled');
  await expect(page.getByRole('rowheader', { name: samName })).toBeVisible();
  await saveScreenshot(page, 'admin-schedule-week', testInfo);

  await dragVisit(page, block(page, 'unassigned', visit.id), cell(page, sam, visit.date));
  await expect(page.getByText('Visit moved')).toBeVisible();
  await expect(block(page, sam, visit.id)).toContainText('Assigned');
  await expect(block(page, 'unassigned', visit.id)).toHaveCount(0);
  expect(await visitNow(admin, visit.id)).toMatchObject({ scooperId: sam, status: 'assigned', date: visit.date });

  await dragVisit(page, block(page, sam, visit.id), cell(page, lee, visit.date));
  await expect(page.getByText(/The visit was not moved: That scooper does not work on/)).toBeVisible();
  await expect(block(page, sam, visit.id)).toBeVisible();
  await expect(block(page, lee, visit.id)).toHaveCount(0);
  expect(await visitNow(admin, visit.id)).toMatchObject({ scooperId: sam, status: 'assigned' });

  // The keyboard opens a block too (its panel has Move to… for those who cannot drag).
  await block(page, sam, visit.id).press('Enter');
  const panel = page.getByRole('region', { name: 'Visit details' });
  await expect(panel).toContainText(samName);
  await expect(panel.getByRole('form', { name: 'Move to…' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await cell(page, sam, visit.date)
    .getByRole('link', { name: new RegExp(`^Day route of ${samName}`) })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${samName} · `) })).toBeVisible();
  await expect(page.getByTestId('route-count')).toHaveText('1 stop');
  const stops = page.getByRole('list', { name: 'Day route' }).getByRole('listitem');
  await expect(stops).toHaveCount(1);
  await expect(stops.first()).toContainText(name);
  await expect(stops.first()).toContainText('24 Orchard Lane');
  await expect(page.getByTestId('route-drive')).toHaveText('Not optimised yet');

  // Back on the board, a drop on the Unassigned row the same day takes the visit off Sam (an explicit un-assign).
  await page.getByRole('link', { name: 'Back to the board' }).click();
  await expect(block(page, sam, visit.id)).toBeVisible();
  await dragVisit(page, block(page, sam, visit.id), cell(page, 'unassigned', visit.date));
  await expect(page.getByText('Visit moved')).toBeVisible();
  await expect(block(page, 'unassigned', visit.id)).toContainText('Scheduled');
  await expect(block(page, sam, visit.id)).toHaveCount(0);
  expect(await visitNow(admin, visit.id)).toMatchObject({ scooperId: null, status: 'scheduled', date: visit.date });
});

/** A blank map tile, so the map draws its markers and line without the internet. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4AQAA6gDp3uJOLwAAAABJRU5ErkJggg==', 'base64');
const TILES = '**/*.tile.openstreetmap.org/**';

test('the day route: Optimise, a hand order, the lock, the map, and the list alone when the map is offline', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  await useAdminSession(page);
  const admin = page.request;
  const samName = `Sam ${capital(letters(8))}`;
  const sam = await createScooper(admin, samName, WEEKDAYS);
  const [first, second] = await Promise.all([subscribedCustomer(request, admin, 'route-one'), subscribedCustomer(request, admin, 'route-two')]);
  expect(second.visit.date).toBe(first.visit.date);
  for (const { visit } of [first, second]) {
    const assigned = await admin.put(`/api/admin/visits/${visit.id}`, { data: { scooperId: sam } });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }

  await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
  await page.goto(`/admin/schedule/route/${first.visit.date}/${sam}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${samName} · `) })).toBeVisible();
  await expect(page.getByTestId('route-count')).toHaveText('2 stops');
  await expect(page.getByTestId('route-drive')).toHaveText('Not optimised yet');
  const stops = page.getByRole('list', { name: 'Day route' }).getByRole('listitem');
  await expect(stops).toHaveCount(2);
  // No order planned yet: no drive between stops either.
  await expect(stops.getByTestId('stop-drive')).toHaveCount(0);

  await page.getByRole('button', { name: 'Optimise route' }).click();
  await expect(page.getByText('Route optimised')).toBeVisible();
  await expect(page.getByTestId('route-drive')).toHaveText(/^≈ \d+ min driving$/);
  await expect(stops.getByTestId('stop-number')).toHaveText(['1', '2']);
  // The drive to each stop: from the home base to the first, then between stops (these two share a ZIP centroid).
  await expect(stops.getByTestId('stop-drive')).toHaveText([/^(≈ \d+ min|Under 1 min) drive from the home base$/, /^(≈ \d+ min|Under 1 min) drive$/]);
  const optimised = await stops.evaluateAll((items) => items.map((item) => item.getAttribute('data-visit-id')));
  expect([...optimised].sort()).toEqual([first.visit.id, second.visit.id].sort());
  const route = await (await admin.get(`/api/admin/routes/${sam}:${first.visit.date}`)).json();
  expect((route as { stops: { visit_id: string }[] }).stops.map((stop) => stop.visit_id)).toEqual(optimised);

  // The map: numbered stops on OpenStreetMap.
  const map = page.getByRole('region', { name: 'Route map' });
  await expect(map).toBeVisible();
  // Both customers share a ZIP centroid here, so their stops may share one pin; each number is on the map once.
  await expect(map.locator('.leaflet-marker-icon[title*="Stop 1:"]')).toHaveCount(1);
  await expect(map.locator('.leaflet-marker-icon[title*="Stop 2:"]')).toHaveCount(1);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await saveScreenshot(page, 'admin-schedule-route', testInfo);

  // Staff's own order: the first stop moved down comes second; the server estimates that order's drive too.
  const firstName = optimised[0] === first.visit.id ? first.name : second.name;
  await page.getByRole('button', { name: `Move ${firstName} down` }).click();
  await expect(page.getByText('Route order saved')).toBeVisible();
  await expect(stops.nth(1)).toContainText(firstName);
  await expect(stops.nth(1)).toHaveAttribute('data-visit-id', optimised[0] ?? '');
  await expect(page.getByTestId('route-drive')).toHaveText(/^≈ \d+ min driving$/);
  await expect(stops.getByTestId('stop-drive')).toHaveCount(2);

  // A locked route keeps its order: the server refuses Optimise and the page says why.
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByText('Route locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Optimise route' }).click();
  await expect(page.getByText('The route was not changed: This route is locked; unlock it before optimising')).toBeVisible();
  await expect(stops.nth(1)).toHaveAttribute('data-visit-id', optimised[0] ?? '');
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible();

  // Offline (the tiles cannot be loaded): the map goes and the ordered list stays, with a short note.
  await page.unroute(TILES);
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByTestId('route-map-offline')).toContainText('The map could not be loaded');
  await expect(page.getByRole('region', { name: 'Route map' })).toHaveCount(0);
  await expect(stops).toHaveCount(2);
  await saveScreenshot(page, 'admin-schedule-route-offline', testInfo);
});

test('the day at a time: the day switcher, the side panel, Move to… instead of a drag, and cancel with a reason', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await useAdminSession(page);
  const admin = page.request;
  const { name, visit } = await subscribedCustomer(request, admin, 'schedule-phone');
  // Another day of the same week, never before today.
  const otherDay = weekdayOf(visit.date) === 'sunday' ? addDays(visit.date, -1) : addDays(visit.date, 1);

  await page.goto(`/admin/schedule?week=${weekStartOf(visit.date)}&day=${visit.date}&view=day`);
  const days = page.getByRole('tablist', { name: 'Day' });
  await expect(days.getByRole('tab')).toHaveCount(7);
  await expect(days.getByRole('tab', { selected: true })).toHaveAccessibleName(new RegExp(`${Number(visit.date.slice(8))}$`));
  const unassigned = page.locator('[data-row="unassigned"]');
  await expect(unassigned.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await saveScreenshot(page, 'admin-schedule-day', testInfo);
  // Nothing widens the page (a phone never scrolls sideways either: the check below at 390 px).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  await unassigned.getByRole('button', { name: new RegExp(name) }).click();
  const panel = page.getByRole('region', { name: 'Visit details' });
  await expect(panel).toContainText('24 Orchard Lane');
  await expect(panel).toContainText('Gate code 4321');
  await expect(panel).toContainText('Scheduled');
  await saveScreenshot(page, 'admin-schedule-panel', testInfo);

  const move = panel.getByRole('form', { name: 'Move to…' });
  await move.getByLabel('New date').fill(addDays(businessToday(), -1));
  await expect(move).toContainText('That day is in the past.');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('The visit was not moved: A visit cannot be moved to a date that has already passed')).toBeVisible();
  expect((await visitNow(admin, visit.id)).date).toBe(visit.date);

  await move.getByLabel('New date').fill(otherDay);
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Visit moved')).toBeVisible();
  await expect.poll(async () => (await visitNow(admin, visit.id)).date).toBe(otherDay);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(unassigned.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await days.getByRole('tab', { name: new RegExp(`${Number(otherDay.slice(8))}$`) }).click();
  await expect(unassigned.getByRole('button', { name: new RegExp(name) })).toBeVisible();

  // Cancelling needs a reason; the visit stays on the board, struck through, and can no longer be changed.
  await unassigned.getByRole('button', { name: new RegExp(name) }).click();
  const cancel = panel.getByRole('form', { name: 'Cancel this visit' });
  await expect(cancel.getByRole('button', { name: 'Cancel visit' })).toBeDisabled();
  await cancel.getByLabel('Reason').fill('Customer away this week');
  await cancel.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(page.getByText('Visit cancelled')).toBeVisible();
  await expect(unassigned.getByRole('button', { name: new RegExp(name) })).toContainText('Cancelled');
  expect(await visitNow(admin, visit.id)).toMatchObject({ status: 'cancelled', cancellationReason: 'Customer away this week' });
});

test('a week without visits says so, and a board that cannot load says why and tries again', async ({ page }) => {
  // Far beyond the four-week horizon: nothing is planned there.
  await signInToAdmin(page, '/admin/schedule?week=2031-03-03');
  await expect(page.getByRole('heading', { name: 'Week of Mar 3 – Mar 9' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No visits this week' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Schedule board' })).toHaveCount(0);

  let refuse = true;
  await page.route('**/api/admin/visits?*', (route) =>
    refuse
      ? route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({ title: 'Service Unavailable', detail: 'The database is restarting' }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The schedule could not be loaded: The database is restarting' })).toBeVisible();
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No visits this week' })).toBeVisible();
});

test('a week holding more visits than the board read says how many it shows', { tag: '@phone' }, async ({ page }, testInfo) => {
  // The server's Content-Range says the week holds 35,905 visits (a business of 20,000 plans); the board reads up to
  // 10,000 and says so, rather than leaving the rest out silently. Here the answer stops after two of them.
  const visit = (id: string, scooperId: string | null) => ({
    id,
    kind: 'scoop',
    date: '2031-03-03',
    windowStart: '08:00',
    windowEnd: '17:00',
    status: 'scheduled',
    scooperId,
    customerName: `Customer ${id.slice(-1)}`,
    streetAddress: '24 Orchard Lane',
    city: 'Valencia',
    zipCode: '91355',
  });
  await page.route('**/api/admin/visits?*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Content-Range': 'visits 0-1/35905', 'Access-Control-Expose-Headers': 'Content-Range' },
      body: JSON.stringify([visit('00000000-0000-4000-8000-000000000001', null), visit('00000000-0000-4000-8000-000000000002', null)]),
    }),
  );
  await signInToAdmin(page, '/admin/schedule?week=2031-03-03');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This week has 35,905 visits, more than the board shows at once: it shows the first 2' }),
  ).toBeVisible();
  await expect(page.getByText('Customer 1')).toBeVisible();
  await saveScreenshot(page, 'schedule-partial-week', testInfo);
});

test(
  'on a phone: the board (a day at a time, with its tabs and side panel) and the day route with its map and without it fit the screen',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    // The journeys above run on the desktop; here each screen they pass through is opened once at 390 px (a phone's board
    // is always a day at a time).
    test.setTimeout(120_000);
    const shot = async (name: string) => {
      await expectFitsTheScreen(page);
      await saveScreenshot(page, name, testInfo);
    };
    await useAdminSession(page);
    const admin = page.request;
    const samName = `Sam ${capital(letters(8))}`;
    const sam = await createScooper(admin, samName, WEEKDAYS);
    const { name, visit } = await subscribedCustomer(request, admin, 'schedule-phone');
    const assigned = await admin.put(`/api/admin/visits/${visit.id}`, { data: { scooperId: sam } });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await page.goto(`/admin/schedule?week=${weekStartOf(visit.date)}&day=${visit.date}&view=day`);
    const days = page.getByRole('tablist', { name: 'Day' });
    await expect(days.getByRole('tab')).toHaveCount(7);
    const block = page.locator(`[data-row="${sam}"]`).getByRole('button', { name: new RegExp(name) });
    await expect(block).toBeVisible();
    await shot('admin-schedule-day');
    await block.click();
    const panel = page.getByRole('region', { name: 'Visit details' });
    await expect(panel).toContainText('Gate code 4321');
    await expect(panel.getByRole('form', { name: 'Move to…' })).toBeVisible();
    await shot('admin-schedule-panel');

    await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
    await page.goto(`/admin/schedule/route/${visit.date}/${sam}`);
    await expect(page.getByRole('heading', { name: new RegExp(`^${samName} · `) })).toBeVisible();
    await expect(page.getByTestId('route-count')).toHaveText('1 stop');
    await page.getByRole('button', { name: 'Optimise route' }).click();
    await expect(page.getByText('Route optimised')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Route map' }).locator('.leaflet-marker-icon[title*="Stop 1:"]')).toHaveCount(1);
    await shot('admin-schedule-route');
    await page.unroute(TILES);
    await page.route(TILES, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByTestId('route-map-offline')).toContainText('The map could not be loaded');
    await shot('admin-schedule-route-offline');
  },
);
