import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

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
  return { name: 'Pat Rivera', email: `pat.${tag}.${run}.${Math.random().toString(36).slice(2, 7)}@example.com`, phone: '(661) 555-0199', zipCode: '91354', ...overrides };
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

/** Signs in at the admin's own sign-in page, as staff do, and waits for react-admin to let them in. */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(requiredEnv('E2E_ADMIN_EMAIL'));
  await page.getByLabel(/^Password/).fill(requiredEnv('E2E_ADMIN_PASSWORD'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeHidden();
}
