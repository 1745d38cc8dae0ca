import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectFitsTheScreen, isPhoneLayout, loadFresh, requiredEnv, saveScreenshot, signInToAdmin } from './support';

interface EventRow {
  position: number;
  streamType: string;
  streamId: string;
  version: number;
}

interface ApiEvent {
  streamId: string;
}

const adminAccount = () => ({ email: requiredEnv('E2E_ADMIN_EMAIL'), password: requiredEnv('E2E_ADMIN_PASSWORD') });
const userAccount = () => ({ email: requiredEnv('E2E_USER_EMAIL'), password: requiredEnv('E2E_USER_PASSWORD') });

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Reads the visible rows from the desktop table or, on a phone, the simple list. */
async function readRows(page: Page): Promise<EventRow[]> {
  return page.evaluate(() => {
    const text = (element: Element | null) => element?.textContent?.trim() ?? '';
    const tableRows = [...document.querySelectorAll('.RaDataTable-root tbody tr')];
    if (tableRows.length > 0) {
      return tableRows.map((row) => ({
        position: Number(text(row.querySelector('.column-globalPosition'))),
        streamType: text(row.querySelector('.column-streamType')),
        // Long ids are shortened on screen; the full id is in the title.
        streamId: row.querySelector('.column-streamId [title]')?.getAttribute('title') ?? text(row.querySelector('.column-streamId')),
        version: Number(text(row.querySelector('.column-version'))),
      }));
    }
    const listRows = [...document.querySelectorAll('main a[href^="/admin/events/"][href$="/show"]')];
    return listRows.map((item) => {
      const primary = text(item.querySelector('.MuiListItemText-primary'));
      const [streamType = '', streamId = '', version = ''] = text(item.querySelector('.MuiListItemText-secondary')).split(' · ');
      return {
        position: Number(/^#(\d+)/.exec(primary)?.[1]),
        streamType,
        streamId,
        version: Number(version.replace(/^v/, '')),
      };
    });
  });
}

async function expectRows(page: Page, check: (rows: EventRow[]) => boolean): Promise<EventRow[]> {
  await expect.poll(async () => check(await readRows(page)), { timeout: 10_000 }).toBe(true);
  return readRows(page);
}

/** The clickable row of one event: a table cell on desktop, a list link on a phone. */
function eventRow(page: Page, position: number) {
  const tableCell = page.locator('.RaDataTable-root td.column-globalPosition').filter({ hasText: new RegExp(`^${position}$`) });
  const listLink = page.locator('main a[href$="/show"]').filter({ hasText: new RegExp(`^#${position} `) });
  return tableCell.or(listLink);
}

const isDescending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] > value);

/** Picks a lead stream with at least three events, straight from the admin API. */
async function leadStreamWithHistory(request: APIRequestContext): Promise<string> {
  const query = new URLSearchParams({
    filter: JSON.stringify({ streamType: 'lead' }),
    sort: JSON.stringify(['globalPosition', 'DESC']),
    range: JSON.stringify([0, 499]),
  });
  const response = await request.get(`/api/admin/events?${query.toString()}`);
  expect(response.status()).toBe(200);
  const counts = new Map<string, number>();
  for (const event of (await response.json()) as ApiEvent[]) {
    counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1);
  }
  const streamId = [...counts].find(([, count]) => count >= 3)?.[0];
  if (!streamId) throw new Error('The e2e fixtures need a lead stream with at least 3 events');
  return streamId;
}

async function chooseStreamType(page: Page, streamType: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stream type' }).click();
  await page.getByRole('option', { name: new RegExp(`^${streamType} \\(`) }).click();
}

test(
  'the admin sign-in page: a wrong password shows the server error; a non-admin who signs in lands on the public home page (desktop)',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await test.step('a wrong password shows the server error', async () => {
      const { email } = adminAccount();
      await loadFresh(page, '/admin');
      await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
      await saveScreenshot(page, 'admin-login', testInfo);

      let releaseSignIn: () => void = () => undefined;
      const signInHeld = new Promise<void>((resolve) => {
        releaseSignIn = resolve;
      });
      await page.route('**/api/auth/sign-in', async (route) => {
        await signInHeld;
        await route.continue();
      });

      await fillSignIn(page, email, 'not-the-right-password');
      await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
      releaseSignIn();

      await expect(page.getByText('Invalid email or password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    });

    // The held sign-in of the step before is let go; the non-admin's sign-in is a desktop check (it was a desktop-only test).
    await page.unroute('**/api/auth/sign-in');
    if (!isPhoneLayout(page))
      await test.step('a non-admin who signs in lands on the public home page', async () => {
        const { email, password } = userAccount();
        await loadFresh(page, '/admin');
        await fillSignIn(page, email, password);
        await page.waitForURL((url) => url.pathname === '/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
  },
);

test('an admin signs in, filters the event log, reads an event and signs out', async ({ page }, testInfo) => {
  // A long journey (sign-in, filters, an event, the public menu, sign-out): more than the default 30 s on a busy machine.
  test.slow();
  const { email, password } = adminAccount();
  await page.goto('/admin');
  await fillSignIn(page, email, password);
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page.getByText('Welcome to the SCV Scoopers back office')).toBeVisible();

  await test.step('the event log lists events newest first', async () => {
    await page.getByRole('link', { name: 'Open the event log' }).click();
    const rows = await expectRows(page, (found) => found.length > 1);
    expect(isDescending(rows.map((row) => row.position))).toBe(true);
    // Times read in the business time zone, like the rest of the admin, whatever the browser's zone (UTC here).
    await expect(page.locator('main tbody tr').first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T$/);
    // The whole table fits its box at 1280 px: no sideways scrolling to reach the last columns.
    const overflow = await page.locator('main table').evaluate((table) => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      table: table.scrollWidth - (table.closest('.RaList-content')?.clientWidth ?? 0),
    }));
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.table).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'admin-event-log', testInfo);
  });

  await test.step('filter by stream type', async () => {
    await chooseStreamType(page, 'order');
    await expectRows(page, (rows) => rows.length > 0 && rows.every((row) => row.streamType === 'order'));
    await chooseStreamType(page, 'lead');
    await expectRows(page, (rows) => rows.length > 0 && rows.every((row) => row.streamType === 'lead'));
  });

  const streamId = await leadStreamWithHistory(page.request);

  await test.step('filter by stream id', async () => {
    await page.getByRole('textbox', { name: 'Stream ID' }).fill(streamId);
    // The filter input is debounced; until it lands in the URL a late update could pull the page back to the list.
    await expect(page).toHaveURL(new RegExp(streamId));
    const rows = await expectRows(page, (found) => found.length >= 3 && found.every((row) => row.streamId === streamId));
    expect(isDescending(rows.map((row) => row.version))).toBe(true);
  });

  await test.step('open the oldest event and see the state as of that event', async () => {
    const rows = await readRows(page);
    const oldest = rows[rows.length - 1];
    const stateResponse = page.waitForResponse(
      (response) => response.url().includes(`/api/admin/streams/${encodeURIComponent(streamId)}/state`) && response.url().includes(`version=${oldest.version}`),
    );
    await eventRow(page, oldest.position).click();
    expect((await stateResponse).status()).toBe(200);

    await expect(page.getByText(streamId).first()).toBeVisible();
    const panel = page.getByRole('region', { name: 'State as of this event' });
    await expect(panel.locator('pre')).toBeVisible();
    const state = await panel.locator('pre').textContent();
    expect(() => JSON.parse(state ?? '')).not.toThrow();
    await saveScreenshot(page, 'admin-event-show', testInfo);
  });

  await test.step('Stream history goes back to the log filtered on that stream', async () => {
    await page.getByRole('link', { name: 'Stream history' }).click();
    await expect(page).toHaveURL(/\/admin\/events\?/);
    await expectRows(page, (rows) => rows.length >= 3 && rows.every((row) => row.streamId === streamId));
  });

  await test.step('the public site shows the admin menu', async () => {
    const me = (await (await page.request.get('/api/auth/me')).json()) as { email: string; fullName?: string };
    await page.goto('/');
    if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Menu' }).click();
    const userMenu = page.getByRole('button', { name: me.fullName || me.email });
    await userMenu.click();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(page.getByRole('link', { name: 'Blog Management' })).toHaveAttribute('href', '/admin/blog');
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  });

  await test.step('an admin who opens the sign-in page goes straight to the dashboard', async () => {
    await page.goto('/admin/login');
    await expect(page.getByText('Welcome to the SCV Scoopers back office')).toBeVisible();
  });

  await test.step('sign out returns to the sign-in page', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});

test('on a phone: the event log lists events newest first and an event opens with its state', { tag: '@phone-only' }, async ({ page }, testInfo) => {
  // The sign-in, filter and sign-out journey runs on the desktop; here the phone list and the event page.
  await signInToAdmin(page);
  await page.getByRole('link', { name: 'Open the event log' }).click();
  const rows = await expectRows(page, (found) => found.length > 1);
  expect(isDescending(rows.map((row) => row.position))).toBe(true);
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-event-log', testInfo);

  await eventRow(page, rows[0].position).click();
  await expect(page.getByRole('region', { name: 'State as of this event' }).locator('pre')).toBeVisible();
  await expectFitsTheScreen(page);
  await saveScreenshot(page, 'admin-event-show', testInfo);
});
