import { expect, test, type Page } from '@playwright/test';
import { forgetAdminState, isPhoneLayout, saveScreenshot, signInToAdmin } from './support';

const DEAD_LETTERS_URL = '**/api/admin/dead-letters';
const RETRY_URL = '**/api/admin/dead-letters/retry';

const TRELLO_STREAM = 'lead-5f0c2a8e-2b7d-4a51-9a43-0d6b1c7e9f21';
const MAIL_STREAM = 'order-9d3e7b10-6c4f-4e8a-b2d5-71a0f3c8e654';

/** Two jobs as the API lists them, newest first; one dead in each queue. */
const FIXTURE_DEAD_LETTERS = [
  {
    queue: 'task-board',
    eventId: '0b8f6a2c-4d1e-4f7a-9c3b-5e2d8a1f6c90',
    jobName: 'lead.abandoned',
    eventType: 'lead.abandoned',
    streamId: TRELLO_STREAM,
    lastError:
      'Trello answered 503 Service Unavailable: upstream connect error or disconnect/reset before headers. reset reason: connection timeout (PUT https://api.trello.com/1/cards/65f1c0ffee0123456789abcd)',
    deadAt: '2026-11-21T13:05:00.000Z',
  },
  {
    queue: 'email',
    eventId: '7c1d9e4b-2a6f-4b8e-8d0c-3f5a9b7e1d24',
    jobName: 'order.payment-completed',
    eventType: 'order.payment-completed',
    streamId: MAIL_STREAM,
    lastError: 'connect ECONNREFUSED 10.0.0.25:587',
    deadAt: '2026-11-21T12:40:00.000Z',
  },
];

/** The sidebar's entry, right after E-mails; on a phone the sidebar is a drawer behind the menu button. */
async function openFailedJobs(page: Page): Promise<void> {
  if (isPhoneLayout(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu fills in as the session's permissions load, so read it once the entry is there.
  const failedJobs = page.getByRole('menuitem', { name: 'Failed jobs', exact: true });
  await expect(failedJobs).toBeVisible();
  await expect
    .poll(async () => {
      const items = await page.getByRole('menuitem').allInnerTexts();
      return items.indexOf('Failed jobs') - items.indexOf('E-mails');
    })
    .toBe(1);
  await failedJobs.click();
  await expect(page).toHaveURL(/\/admin\/failed-jobs$/);
}

// The empty list and the stubbed one share a test (the admin's bundle loads cold once), the stub's step last.
test.describe.configure({ timeout: 60_000 });

test(
  'failed jobs: none at first, then (the list stubbed) reading them, following one to its stream and retrying them all',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await test.step('an admin opens Failed jobs from the menu and sees that every job went through', async () => {
      await signInToAdmin(page);
      await openFailedJobs(page);

      await expect(page.getByText(/nothing is lost, because each event stays in the log and Retry all sends it again/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No failed jobs' })).toBeVisible();
      await expect(page.getByText('Every task-board card and e-mail went through.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry all' })).toBeDisabled();
      await saveScreenshot(page, 'admin-failed-jobs-empty', testInfo);
    });

    await test.step('staff read the failed jobs, follow one to its stream and retry them all', async () => {
      await forgetAdminState(page);
      let retried = false;
      let listCalls = 0;
      // The retry answer waits until the test has seen the busy label.
      let releaseRetry: () => void = () => undefined;
      const retryHeld = new Promise<void>((resolve) => (releaseRetry = resolve));
      await page.route(DEAD_LETTERS_URL, async (route) => {
        listCalls++;
        await route.fulfill({ json: retried ? [] : FIXTURE_DEAD_LETTERS });
      });
      await page.route(RETRY_URL, async (route) => {
        expect(route.request().method()).toBe('POST');
        expect(route.request().postDataJSON()).toEqual({});
        await retryHeld;
        retried = true;
        await route.fulfill({ json: { retried: 2 } });
      });

      await signInToAdmin(page);
      await openFailedJobs(page);
      // The page's own content; on desktop `main` also holds the sidebar menu.
      const main = page.locator('#main-content');

      await test.step('each job shows its queue, event, stream, last error and time in business time', async () => {
        if (isPhoneLayout(page)) {
          await expect(main.getByRole('list', { name: 'Failed jobs' }).getByRole('listitem')).toHaveCount(2);
          await expect(main.getByText('Gave up Nov 21, 2026, 5:05 AM PST')).toBeVisible();
        } else {
          const rows = main.locator('tbody tr');
          await expect(rows).toHaveCount(2);
          await expect(main.getByRole('columnheader')).toHaveText(['Queue', 'Event type', 'Stream', 'Last error', 'Gave up']);
          await expect(rows.nth(0)).toContainText('Nov 21, 2026, 5:05 AM PST');
          await expect(rows.nth(1)).toContainText('Nov 21, 2026, 4:40 AM PST');
        }
        await expect(main.getByText('Task board', { exact: true })).toBeVisible();
        await expect(main.getByText('E-mail', { exact: true })).toBeVisible();
        await expect(main.getByText('lead.abandoned')).toBeVisible();
        await expect(main.getByText(TRELLO_STREAM)).toBeVisible();
        await expect(main.getByText('connect ECONNREFUSED 10.0.0.25:587')).toBeVisible();
        // The long error wraps instead of widening the page.
        const error = main.getByText(/^Trello answered 503/);
        expect((await error.boundingBox())?.height ?? 0).toBeGreaterThan(30);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
        await saveScreenshot(page, 'admin-failed-jobs', testInfo);
      });

      await test.step('the stream links to its history in the event log', async () => {
        const links = main.getByRole('link', { name: 'Stream history' });
        await expect(links).toHaveCount(2);
        const href = (await links.first().getAttribute('href')) ?? '';
        const filter = new URL(href, 'http://admin.test').searchParams.get('filter');
        expect(href).toMatch(/^\/admin\/events\?/);
        expect(JSON.parse(filter ?? '{}')).toEqual({ streamId: TRELLO_STREAM });
      });

      await test.step('Retry all sends both again and reloads the now empty list', async () => {
        const callsBefore = listCalls;
        await page.getByRole('button', { name: 'Retry all' }).click();
        await expect(page.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
        releaseRetry();
        await expect(page.getByText('2 jobs sent again')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'No failed jobs' })).toBeVisible();
        expect(listCalls).toBeGreaterThan(callsBefore);
        await expect(page.getByRole('button', { name: 'Retry all' })).toBeDisabled();
      });
    });
  },
);

test('a list that cannot be loaded says why', async ({ page }, testInfo) => {
  await page.route(DEAD_LETTERS_URL, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      json: { title: 'Service Unavailable', status: 503, detail: 'Redis is unreachable' },
    }),
  );
  await page.clock.install();
  await signInToAdmin(page);
  await openFailedJobs(page);
  // react-query retries a failed read three times (about 7 s) before giving up: the page's clock skips the waits.
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the failed jobs: Redis is unreachable' });
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(alert).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Redis is unreachable', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry all' })).toBeDisabled();
  await saveScreenshot(page, 'admin-failed-jobs-error', testInfo);
});
