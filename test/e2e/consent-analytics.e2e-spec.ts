import { expect, test, type Page, type Request } from '@playwright/test';
import { saveViewportScreenshot, loadFresh } from './support';

// These tests are about the first visit: no saved cookie choice (playwright.config saves one for every other test).
test.use({ storageState: { cookies: [], origins: [] } });

interface SentEvent {
  eventType: string;
  pageUrl: string;
  eventData?: Record<string, unknown>;
}

/** Every analytics batch the page sends, parsed; the requests go on to the real server. */
function recordAnalytics(page: Page): { batches: { sessionId: string; events: SentEvent[] }[]; requests: Request[] } {
  const record = { batches: [] as { sessionId: string; events: SentEvent[] }[], requests: [] as Request[] };
  page.on('request', (request) => {
    if (!request.url().includes('/api/analytics/events')) return;
    record.requests.push(request);
    // A beacon's Blob body is not visible here; recordBeacons() reads those.
    const body = request.postData();
    if (body) record.batches.push(JSON.parse(body));
  });
  return record;
}

/** Wraps navigator.sendBeacon to keep what each beacon carried, then sends it as usual. */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const beacons: { url: string; type: string; body: string }[] = [];
    Object.assign(window, { __beacons: beacons });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (data instanceof Blob) void data.text().then((body) => beacons.push({ url: String(url), type: data.type, body }));
      return original(url, data);
    };
  });
}

const beaconsSent = (page: Page) => page.evaluate(() => (window as unknown as { __beacons: { url: string; type: string; body: string }[] }).__beacons);

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });
const events = (record: ReturnType<typeof recordAnalytics>) => record.batches.flatMap((b) => b.events);

test('nothing is sent before consent; Accept All saves the choice and sends a batch with a page view', async ({ page }, testInfo) => {
  const analytics = recordAnalytics(page);
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await page.clock.runFor(1000);
  await expect(banner(page)).toBeVisible();
  for (const label of ['Reject All', 'Accept Analytics Only', 'Accept All']) await expect(banner(page).getByRole('button', { name: label })).toBeVisible();
  await saveViewportScreenshot(page, 'consent-banner', testInfo);

  // Past the page-view delay and the batch interval, with clicks and another page: still nothing leaves the browser.
  await page.getByRole('banner').getByRole('link', { name: 'SCV Scoopers' }).click();
  await page.goto('/faq');
  await page.clock.runFor(12_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(analytics.requests).toHaveLength(0);

  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preferences saved' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('consentPreferences') ?? 'null'))).toEqual({
    ad_storage: 'granted',
    analytics_storage: 'granted',
  });

  await page.getByText('How much does it cost?').click();
  await page.clock.runFor(5000);
  await expect.poll(() => analytics.requests.length).toBeGreaterThan(0);
  const sent = events(analytics);
  expect(sent).toContainEqual(expect.objectContaining({ eventType: 'page_view', pageUrl: '/faq' }));
  expect(analytics.batches[0].sessionId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Preferences saved' })).toBeHidden();

  // A later page: its view goes out 2 s after the path changes, with the same session id.
  await page.getByRole('navigation', { name: 'Help and legal' }).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.clock.runFor(2000 + 5000);
  await expect.poll(() => events(analytics).some((e) => e.eventType === 'page_view' && e.pageUrl === '/terms')).toBe(true);
  expect(events(analytics)).toContainEqual(
    expect.objectContaining({ eventType: 'button_click', eventData: expect.objectContaining({ buttonName: 'Terms of Service', context: 'help_and_legal' }) }),
  );
  expect(new Set(analytics.batches.map((b) => b.sessionId)).size).toBe(1);

  // The choice is remembered: no banner on the next visit.
  await page.reload();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Reject All sends nothing at all, and Cookie preferences in the footer reopens the banner by keyboard', async ({ page }) => {
  const analytics = recordAnalytics(page);
  await page.clock.install();
  await page.goto('/santa-clarita');
  await page.clock.runFor(1000);
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  expect(await page.evaluate(() => window.localStorage.getItem('consentPreferences'))).toBe('{"ad_storage":"denied","analytics_storage":"denied"}');

  await page.getByRole('main').getByRole('link', { name: 'Get Free Quote' }).first().click();
  await page.clock.runFor(15_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(analytics.requests).toHaveLength(0);

  const preferences = page.getByRole('button', { name: 'Cookie preferences' });
  await preferences.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Reject All' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept Analytics Only' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('consentPreferences'))).toBe('{"ad_storage":"denied","analytics_storage":"granted"}');
  await expect(preferences).toBeFocused();
});

test('the quote form sends quote_started once it is touched, flushed by beacon when the page is hidden', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'denied', analytics_storage: 'granted' })));
  await recordBeacons(page);
  await loadFresh(page, '/#quote');
  const form = page.getByRole('form', { name: 'Quote' });
  await form.getByRole('radio', { name: '2 dogs', exact: true }).check();
  await form.getByRole('radio', { name: '3+ dogs', exact: true }).check();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await beaconsSent(page)).length).toBeGreaterThan(0);
  const [beacon] = await beaconsSent(page);
  expect(beacon.url).toContain('/api/analytics/events');
  expect(beacon.type).toBe('text/plain');
  const batch = JSON.parse(beacon.body) as { sessionId: string; events: SentEvent[] };
  const started = batch.events.filter((e) => e.eventType === 'quote_started');
  expect(started).toEqual([expect.objectContaining({ pageUrl: '/', eventData: { page: '/', timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) } })]);
});

test('an unknown page logs its path and, with consent, a page_not_found event', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'granted', analytics_storage: 'granted' })));
  const analytics = recordAnalytics(page);
  await page.goto('/definitely-missing');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // The batch goes out 5 s after the first event.
  await expect
    .poll(() => events(analytics).find((e) => e.eventType === 'page_not_found')?.eventData, { timeout: 10_000 })
    .toEqual({ path: '/definitely-missing' });
});
