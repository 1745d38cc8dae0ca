import { expect, test, type Page } from '@playwright/test';
import { fillQuoteCustomer, loadFresh, quoteForm, testCustomer } from './support';

const problem = (status: number, body: Record<string, unknown>) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({ status, ...body }),
});

async function readyToPay(page: Page): Promise<void> {
  await loadFresh(page, '/#quote');
  const form = quoteForm(page);
  await form.getByRole('radio', { name: '1 dog', exact: true }).check();
  await form.getByRole('radio', { name: /^Small/ }).check();
  await form.getByRole('radio', { name: /^Weekly/ }).check();
  await fillQuoteCustomer(page, testCustomer('toasts'));
}

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ has: page.getByText(title, { exact: true }) });

/** A toast stays 5 s and the submit guard spaces clicks 3 s apart: the page's clock skips both instead of waiting them out. */
const TOAST_AND_SPACING_MS = 5_000;

test('checkout failures show the error catalogue’s toasts and the server’s field messages', async ({ page }) => {
  const answers = [
    problem(429, { title: 'Too Many Requests', detail: 'Please wait a few minutes before submitting another quote request.', code: 'TOO_MANY_SUBMISSIONS' }),
    problem(409, {
      title: 'Duplicate Submission Detected',
      detail: "You've already submitted a quote recently. Please check your email or wait before submitting again.",
      code: 'DUPLICATE_SUBMISSION',
    }),
    problem(500, { title: 'Internal Server Error', detail: 'boom' }),
    { status: 201, contentType: 'application/json', body: JSON.stringify({ orderId: 'x' }) },
    problem(400, { title: 'Bad Request', detail: 'Invalid request data', errors: { phone: 'Please enter a valid phone number (e.g., (555) 123-4567)' } }),
  ];
  await page.route('**/api/checkout/subscription', (route) => route.fulfill(answers.shift() ?? problem(500, { title: 'x' })));
  await page.clock.install();
  await readyToPay(page);
  const pay = quoteForm(page).getByRole('button', { name: 'Pay $146.00' });

  const expectToast = async (title: string, text: string) => {
    await pay.click();
    await expect(toast(page, title)).toContainText(text);
    await expect(pay).toBeEnabled();
  };
  /** The toast goes by itself and the next click is far enough from the last one. */
  const letToastGo = async (title: string) => {
    await page.clock.runFor(TOAST_AND_SPACING_MS);
    await expect(toast(page, title)).toBeHidden();
  };
  await expectToast('Too Many Requests', 'Please wait a few minutes before submitting another quote request.');
  // A second click within 3 s of the first is refused in the browser.
  await pay.click();
  await expect(toast(page, 'Please Wait')).toContainText('Please wait a moment before submitting again.');
  await letToastGo('Please Wait');

  await expectToast('Duplicate Submission Detected', "You've already submitted a quote recently.");
  await letToastGo('Duplicate Submission Detected');
  // A bare server failure names what could not be created (spec 001 §8).
  await expectToast('Error', 'Failed to create subscription. Please try again.');
  await letToastGo('Error');
  // A checkout answer without a URL is the payment session's failure (spec 000 §8).
  await expectToast('Error', 'Failed to create payment session. Please try again in a moment.');
  await letToastGo('Error');

  await pay.click();
  await expect(quoteForm(page).getByText('Please enter a valid phone number (e.g., (555) 123-4567)', { exact: true })).toBeVisible();
  await expect(quoteForm(page).getByLabel('Phone')).toBeFocused();
});

test.describe.configure({ timeout: 60_000 });

test("Cancel on the sandbox checkout brings back the same quote; then a discount code the server can't check shows the Validation Error toast", async ({
  page,
}, testInfo) => {
  await test.step('Cancel on the sandbox checkout brings back the same quote, with nothing charged', async () => {
    const customer = testCustomer('cancel-restore');
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    await form.getByRole('radio', { name: '3+ dogs', exact: true }).check();
    await form.getByRole('radio', { name: /^Large/ }).check();
    await form.getByRole('radio', { name: /^Monthly/ }).check();
    await form.getByRole('checkbox', { name: /Key\/Lock Service/ }).check();
    await fillQuoteCustomer(page, customer);
    await form.getByLabel('Discount code (optional)').fill('WELCOME10');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form).toContainText('WELCOME10 applied: 10% off');
    // (7000 + 500) − 750 = 6750 a month, plus the $50 setup fee.
    await form.getByRole('button', { name: 'Pay $117.50' }).click();

    await expect(page).toHaveURL(/\/checkout\/sandbox\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('$117.50');
    await page.getByRole('button', { name: 'Cancel and return' }).click();

    await expect(page).toHaveURL(/\/\?checkout=cancelled#quote$/);
    await expect(page.getByRole('status').filter({ hasText: 'Checkout cancelled.' })).toContainText('No payment was taken.');
    await expect(form.getByRole('radio', { name: '3+ dogs', exact: true })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /Key\/Lock Service/ })).toBeChecked();
    await expect(form.getByLabel('Full name')).toHaveValue(customer.name);
    await expect(form).toContainText('WELCOME10 applied: 10% off');
    await expect(form.getByRole('button', { name: 'Pay $117.50' })).toBeEnabled();
    await testInfo.attach('url', { body: page.url() });
  });

  await test.step('a discount code the server can’t check shows the Validation Error toast', async () => {
    await page.route('**/api/discount-codes/validate', (route) => route.fulfill(problem(503, { title: 'Service Unavailable' })));
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    await form.getByLabel('Discount code (optional)').fill('WELCOME10');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Unable to validate discount code. Please try again.');
    await expect(form.getByText('Invalid or expired discount code')).toBeHidden();
  });
});
