import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';

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
