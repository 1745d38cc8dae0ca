import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = path.join(__dirname, '.screenshots');

/** Full-page screenshot named <name>-<project>.png, for people to review both layouts. */
export async function saveScreenshot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

export function isPhoneLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} for the end-to-end run`);
  return value;
}

/** The quote form on the home page (public-web/src/quote). */
export function quoteForm(page: Page) {
  return page.getByRole('form', { name: 'Quote' });
}

/** The live quote card beside the form. */
export function quoteCard(page: Page) {
  return page.getByRole('complementary', { name: 'Your quote' });
}

export interface QuoteCustomer {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
}

/** A customer in a served ZIP; the run id keeps each test's email apart from the checkout rate limits. */
export function testCustomer(tag: string, overrides: Partial<QuoteCustomer> = {}): QuoteCustomer {
  const run = process.env.E2E_RUN_ID ?? 'local';
  return {
    name: 'Pat Rivera',
    email: `pat.${tag}.${run}.${Math.random().toString(36).slice(2, 7)}@example.com`,
    phone: '(661) 555-0199',
    zipCode: '91354',
    ...overrides,
  };
}

export async function fillQuoteCustomer(page: Page, customer: QuoteCustomer): Promise<void> {
  const form = quoteForm(page);
  await form.getByLabel('Full name').fill(customer.name);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Phone').fill(customer.phone);
  await form.getByLabel('ZIP code').fill(customer.zipCode);
  await form.getByLabel('ZIP code').blur();
}

/** Screenshot of one part of the page, named like saveScreenshot's, for pages too long to review whole. */
export async function saveElementScreenshot(locator: Locator, name: string, testInfo: TestInfo): Promise<void> {
  await locator.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`) });
}

export interface PaidOrder {
  sessionId: string;
  orderId: string;
  email: string;
}

/** Checkout plus the sandbox's Pay through the API, for tests that start after payment. */
export async function createPaidOrder(
  request: APIRequestContext,
  kind: 'subscription' | 'one-time',
  customer: QuoteCustomer,
  choices: Record<string, unknown> = {},
  /** Beside the customer data, e.g. the leadId the page hands over. */
  extra: Record<string, unknown> = {},
): Promise<PaidOrder> {
  const oneTime = kind === 'one-time';
  const checkout = await request.post(`/api/checkout/${kind}`, {
    data: {
      customerData: {
        ...customer,
        numberOfDogs: '2',
        yardSize: 'small',
        serviceFrequency: oneTime ? 'one-time-cleanup' : 'weekly',
        serviceType: kind,
        specialInstructions: '',
        ...choices,
      },
      selectedAddOns: { deodorizing: false, offSiteDisposal: false, keyLockService: false, trashBinService: false, binTakeOut: false, binBringIn: false },
      trashDay: '',
      commitmentMonths: 1,
      ...extra,
    },
  });
  if (checkout.status() !== 201) throw new Error(`checkout answered ${checkout.status()}: ${await checkout.text()}`);
  const { url, orderId } = (await checkout.json()) as { url: string; orderId: string };
  const sessionId = url.split('/').pop() as string;
  const paid = await request.post(`/api/payments/sandbox/sessions/${sessionId}/pay`);
  if (!paid.ok()) throw new Error(`sandbox pay answered ${paid.status()}: ${await paid.text()}`);
  return { sessionId, orderId, email: customer.email };
}

/** What the visitor sees right now, without scrolling: for fixed bars and floating buttons. */
export async function saveViewportScreenshot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`) });
}

/**
 * Opens the admin signed in, with the run's admin session (global-setup.ts signs in once): the sign-in form has tests
 * of its own (admin-event-log, admin-orders), so the other admin tests skip it. With a path, it opens that screen
 * straight away (rather than the dashboard and then the screen): react-admin's layout around it, never the sign-in page.
 */
export async function signInToAdmin(page: Page, path?: string): Promise<void> {
  await page.context().addCookies(JSON.parse(requiredEnv('E2E_ADMIN_COOKIES')) as Parameters<BrowserContext['addCookies']>[0]);
  await page.goto(path ?? '/admin');
  // The admin's first load in a worker (its bundle, then the dashboard's figures) outlasts the 7 s expect budget when
  // the machine is busy (it failed so at a load of 20-30 on two cores): wait for it, not for a clock.
  if (path) await expect(page.locator('#main-content')).toBeVisible({ timeout: 20_000 });
  else await expect(page.getByText('Welcome to the SCV Scoopers back office')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeHidden();
}

/**
 * Gives a page the run's admin session without opening anything: for tests whose first admin screen is a deep link
 * (page.goto then waits for that screen), so the dashboard is not loaded on the way.
 */
export async function useAdminSession(page: Page): Promise<void> {
  await page.context().addCookies(JSON.parse(requiredEnv('E2E_ADMIN_COOKIES')) as Parameters<BrowserContext['addCookies']>[0]);
}

/** Signs in at the admin's own sign-in page, as staff do, and waits for react-admin to let them in. */
export async function signInToAdminWithForm(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(requiredEnv('E2E_ADMIN_EMAIL'));
  await page.getByLabel(/^Password/).fill(requiredEnv('E2E_ADMIN_PASSWORD'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeHidden();
}

/**
 * The confirmation link of the newest data-deletion request for `email`, read from the outbox as staff see it
 * (`admin` is signed in). The relay sends it a moment after the request, so this waits for it.
 */
export async function deletionConfirmationLink(admin: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = await admin.get(`/api/admin/emails?filter=${encodeURIComponent(JSON.stringify({ q: email, kind: 'data-deletion-confirmation' }))}`);
        const [summary] = list.ok() ? ((await list.json()) as { id: string }[]) : [];
        if (!summary) return false;
        text = ((await (await admin.get(`/api/admin/emails/${summary.id}`)).json()) as { text: string }).text;
        return true;
      },
      { message: `the confirmation e-mail to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  const match = /https?:\/\/\S+\/api\/data-deletion-requests\/confirm\?token=[A-Za-z0-9_.-]+/.exec(text);
  expect(match).not.toBeNull();
  const url = new URL((match as RegExpExecArray)[0]);
  return `${url.pathname}${url.search}`;
}

/** A staff sidebar entry; on a phone the sidebar is a drawer behind the menu button, whose app bar hides on scroll. */
export async function openFromAdminMenu(page: Page, name: string): Promise<void> {
  if (isPhoneLayout(page)) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Types into an admin list's search box until the list's URL carries it (a fill made while the list mounts is dropped). */
export async function searchAdminList(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Search');
  const filtered = new RegExp(encodeURIComponent(text).replace(/\./g, '\\.'));
  await expect(async () => {
    if ((await box.inputValue()) !== text) await box.fill(text);
    await expect(page).toHaveURL(filtered, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A screen laid out for the phone: nothing sticks out sideways. The phone-only checks (tag '@phone-only') use it with a
 * screenshot; the journeys themselves run on the desktop (playwright.config.ts).
 */
export async function expectFitsTheScreen(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * axe with the WCAG 2.1 A/AA rules, run in the page itself (axe.run, "legacy mode"): the default mode opens a blank
 * tab per scan to merge per-frame results, which costs a second or two each time. Our pages hold no cross-origin
 * frame axe could reach either way, so the same rules see the same nodes.
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
}

/** axe's serious and critical findings on the page (or inside `include`), one line each naming the rule and the nodes. */
export async function seriousAxeFindings(page: Page, include?: string): Promise<string[]> {
  const axe = wcagAxe(page);
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}

/** An API client with the run's admin session (global-setup.ts signed in once), for staff reads and seeding. */
export async function adminRequest(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<APIRequestContext> {
  const cookies = JSON.parse(requiredEnv('E2E_ADMIN_COOKIES')) as Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  return playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
}

/** The account sign-in link e-mailed to `email`, read from the outbox as staff see it (the relay sends it a moment later). */
export async function accountSignInLink(admin: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = await admin.get(`/api/admin/emails?filter=${encodeURIComponent(JSON.stringify({ q: email, kind: 'account-sign-in' }))}`);
        const [summary] = list.ok() ? ((await list.json()) as { id: string }[]) : [];
        if (!summary) return false;
        text = ((await (await admin.get(`/api/admin/emails/${summary.id}`)).json()) as { text: string }).text;
        return true;
      },
      { message: `the sign-in e-mail to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  const match = /https?:\/\/\S+\/api\/account\/sign-in\?token=[A-Za-z0-9_%-]+/.exec(text);
  expect(match).not.toBeNull();
  const url = new URL((match as RegExpExecArray)[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * Signs a customer in to the account without the pages, for screen checks that start signed in: asks for the link,
 * reads it from the outbox and spends it through the page's own API client, whose cookies the page shares. The form
 * and the link page have their journey in account.e2e-spec.
 */
export async function signInCustomerByLink(page: Page, admin: APIRequestContext, email: string): Promise<void> {
  const asked = await page.request.post('/api/account/sign-in-link', { data: { email } });
  expect(asked.status(), await asked.text()).toBe(202);
  const used = await page.request.post(await accountSignInLink(admin, email), { maxRedirects: 0 });
  expect(used.status()).toBe(303);
  expect(used.headers()['location']).toMatch(/\/account$/);
}

/**
 * Loads `url` afresh, as a test of its own would: when a test's steps go from one part of a page to another (`/#quote`
 * after `/#pricing`), page.goto only changes the hash and keeps the document, so the page is then reloaded. With a
 * hash, it returns once the page has scrolled there (settleHashScroll).
 */
export async function loadFresh(page: Page, url: string): Promise<void> {
  const marked = page.url().startsWith('http') && (await page.evaluate(() => ((window as { e2eKeptDocument?: boolean }).e2eKeptDocument = true)));
  await page.goto(url);
  // A page that moves on by itself as it loads (a client-side redirect) is a new document too.
  const kept = marked && (await page.evaluate(() => (window as { e2eKeptDocument?: boolean }).e2eKeptDocument === true).catch(() => false));
  if (kept) await page.reload();
  if (url.includes('#')) await settleHashScroll(page);
}

/** ScrollOnNavigate's delay before it scrolls to the URL's hash (the spec's 100 ms; public-web/src/navigation/timings.ts). */
const HASH_SCROLL_DELAY_MS = 100;

/**
 * Waits for the scroll to the URL's hash to be over: it begins 100 ms after the page renders and is smooth, and a
 * reload first restores the scroll position the page had. A click during it can press on one element and release on
 * another once the page has moved, so no click happens: a radio gets the focus and stays unchecked (seen once in CI,
 * after a step that had scrolled below the quote form). Over: the page has not moved for 5 frames, past the delay,
 * with the hash's element at the top (or the page at its end); or, should the page have moved since, for 5 frames
 * after 2 s.
 */
export async function settleHashScroll(page: Page): Promise<void> {
  await page.evaluate(
    ({ delayMs, giveUpMs }) =>
      new Promise<void>((settled) => {
        const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
        const arrived = () => {
          if (!target) return true;
          // Where scrollIntoView puts it: below the page's scroll padding (the sticky header) and its own margin.
          const px = (value: string) => parseFloat(value) || 0;
          const top = px(getComputedStyle(document.documentElement).scrollPaddingTop) + px(getComputedStyle(target).scrollMarginTop);
          const atTop = Math.abs(target.getBoundingClientRect().top - top) <= 2;
          const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
          return atTop || atEnd;
        };
        const since = performance.now();
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          const waited = performance.now() - since;
          if (still >= 5 && ((waited > delayMs && arrived()) || waited > giveUpMs)) settled();
          else requestAnimationFrame(frame);
        };
        frame();
      }),
    { delayMs: HASH_SCROLL_DELAY_MS + 50, giveUpMs: 2_000 },
  );
}

/**
 * Between the steps of one admin test: forgets what react-admin kept in the browser (list filters, the sidebar) and
 * the sidebar cookie, as a new context would, keeping the staff session.
 */
export async function forgetAdminState(page: Page): Promise<void> {
  // Cleared from a page of the same origin that runs no app code: the admin itself, still open, could write its store back.
  await page.goto('/api/health');
  await page.evaluate(() => (window.localStorage.clear(), window.sessionStorage.clear()));
  await page.context().clearCookies({ name: 'sidebar_state' });
}
