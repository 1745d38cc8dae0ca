import { expect, test, type Page } from '@playwright/test';
import {
  fillQuoteCustomer,
  isPhoneLayout,
  loadFresh,
  quoteCard,
  quoteForm,
  saveElementScreenshot,
  saveViewportScreenshot,
  seriousAxeFindings,
  testCustomer,
} from './support';

const quoteSection = (page: Page) => page.locator('section#quote');

async function choose(page: Page, dogs: string, yard: RegExp, frequency?: RegExp): Promise<void> {
  const form = quoteForm(page);
  await form.getByRole('radio', { name: dogs, exact: true }).check();
  await form.getByRole('radio', { name: yard }).check();
  if (frequency) await form.getByRole('radio', { name: frequency }).check();
}

/** Phones (issue 18 §8): the optional add-ons start folded behind one button; wider screens list them at once. */
async function showAddOns(page: Page): Promise<void> {
  const unfold = quoteForm(page).getByRole('button', { name: /^Show the \d add-ons/ });
  if (!isPhoneLayout(page)) return expect(unfold).toHaveCount(0);
  await unfold.click();
  await expect(unfold).toHaveCount(0);
}

// Checks of the quote form share a test (one context, warm loads), each a step starting from a fresh load.
test.describe.configure({ timeout: 60_000 });

test('the quote form: the live quote, the trash-day dialog and the free first-month bin deodorizing', { tag: '@phone' }, async ({ page }, testInfo) => {
  await test.step('the live quote itemises 2 dogs, medium yard, weekly, deodorizing and 3-month prepay as DESIGN.md §8 does', async () => {
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    const card = quoteCard(page);
    await expect(card).toContainText('Please select the number of dogs');
    await saveElementScreenshot(quoteSection(page), 'quote-empty', testInfo);

    await choose(page, '2 dogs', /^Medium/, /^Weekly/);
    await expect(card.getByTestId('due-today')).toHaveText('$174.00');
    await showAddOns(page);
    await form.getByRole('checkbox', { name: /Yard Deodorizing/ }).check();
    await form.getByRole('radio', { name: /Prepay 3 months/ }).check();

    await expect(card.getByTestId('due-today')).toHaveText('$341.20');
    for (const text of ['$124.00', 'Free', '-$18.60', '$25.00', '$105.40/mo']) await expect(card).toContainText(text);
    await expect(form.getByRole('button', { name: 'Pay $341.20' })).toBeDisabled();
    await saveElementScreenshot(quoteSection(page), 'quote-priced', testInfo);

    await fillQuoteCustomer(page, testCustomer('live-quote'));
    await expect(form.getByRole('button', { name: 'Pay $341.20' })).toBeEnabled();
    await page.getByRole('button', { name: 'Chat with us' }).waitFor();
    await saveViewportScreenshot(page, 'quote-viewport', testInfo);
  });

  await test.step('the trash-day dialog: ticking opens it, cancel leaves the add-on off, a day turns it on, unticking clears the day', async () => {
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    const binService = form.getByRole('checkbox', { name: /Trash Bin Service/ });
    const dialog = page.getByRole('dialog', { name: 'Which day is your trash day?' });

    await showAddOns(page);
    await binService.click();
    await expect(dialog).toBeVisible();
    await saveElementScreenshot(dialog, 'quote-trash-day-dialog', testInfo);
    expect(await seriousAxeFindings(page), 'the trash-day dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(binService).not.toBeChecked();

    await binService.click();
    await dialog.getByRole('button', { name: 'Tuesday' }).click();
    await expect(dialog).toBeHidden();
    await expect(binService).toBeChecked();
    await expect(form).toContainText('Trash day: Tuesday');

    await binService.click();
    await expect(binService).not.toBeChecked();
    await expect(form).not.toContainText('Trash day:');
  });

  await test.step('the quote card records the free first-month bin deodorizing on subscriptions, not on a one-time rescue', async () => {
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    await form.getByRole('radio', { name: '1 dog', exact: true }).check();
    await form.getByRole('radio', { name: /^Small/ }).check();
    await form.getByRole('radio', { name: /^Weekly/ }).check();
    const lines = quoteCard(page).getByRole('list', { name: 'Price breakdown' });
    const gift = lines.getByRole('listitem').filter({ hasText: 'Bin deodorizing with your first month' });
    await expect(gift).toContainText('Free');
    await expect(quoteCard(page).getByTestId('due-today')).toHaveText('$146.00');
    await saveElementScreenshot(quoteCard(page), 'quote-card-first-month-gift', testInfo);
    await form.getByRole('radio', { name: /One-time Yard Rescue/ }).check();
    await expect(lines).toBeVisible();
    await expect(gift).toHaveCount(0);
  });
});

test('the quote form: an unserved ZIP, its messages and discount codes', async ({ page }, testInfo) => {
  await test.step('an unserved ZIP opens the service-area dialog and keeps Pay disabled', async () => {
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    await choose(page, '1 dog', /^Small/, /^Weekly/);
    await fillQuoteCustomer(page, testCustomer('unserved', { zipCode: '90210' }));

    const dialog = page.getByRole('dialog', { name: 'We’re not in your area yet' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('90210');
    await expect(dialog).toContainText('Santa Clarita');
    await expect(dialog.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', /^mailto:support@scvscoopers\.example/);
    await saveElementScreenshot(dialog, 'quote-service-area-dialog', testInfo);
    expect(await seriousAxeFindings(page), 'the service-area dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await expect(form).toContainText("Sorry, we don't serve this ZIP code yet.");
    await expect(form.getByRole('button', { name: 'Pay $146.00' })).toBeDisabled();

    await form.getByLabel('ZIP code').fill('91355');
    await expect(form.getByRole('button', { name: 'Pay $146.00' })).toBeEnabled();
  });

  await test.step('the quote form shows its messages where they belong and strips markup', async () => {
    // Every message and its wording: test/unit/public-web/quote-form.spec.ts. Here: that they reach the screen.
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    const card = quoteCard(page);
    for (const message of ['Please select the number of dogs', 'Please select your yard size', 'Please select a service frequency']) {
      await expect(card).toContainText(message);
    }

    const expectOnLeave = async (label: string, value: string, message: string) => {
      const field = form.getByLabel(label, { exact: true });
      await field.fill(value);
      await field.blur();
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    };
    await expectOnLeave('Full name', 'Pat', 'Please enter your first and last name');
    // Leaving a contact field with the plan unfinished points at what is missing.
    await expect(form.getByRole('group', { name: 'How many dogs?' })).toContainText('Please select the number of dogs');
    await expect(form.getByRole('group', { name: 'Yard size' })).toContainText('Please select your yard size');
    await expect(form.getByRole('group', { name: 'How often?' })).toContainText('Please select a service frequency');
    await expectOnLeave('Email', 'pat.example.com', 'Please enter a valid email address');
    await expectOnLeave('Phone', '555-12', 'Please enter a 10-digit phone number');
    await expectOnLeave('ZIP code', '9135', 'Please enter a valid ZIP code (e.g., 91354 or 91354-1234)');
    await expectOnLeave('Special instructions (optional)', 'x'.repeat(501), 'Special instructions must be 500 characters or fewer');
    await saveElementScreenshot(form, 'quote-validation', testInfo);

    // Markup is stripped when a field is left.
    await form.getByLabel('Full name').fill('<b>Pat</b> Rivera');
    await form.getByLabel('Full name').blur();
    await expect(form.getByLabel('Full name')).toHaveValue('Pat Rivera');
  });

  await test.step('discount codes: invalid shows the inline message and toast, a valid code is applied, editing resets it', async () => {
    await loadFresh(page, '/#quote');
    const form = quoteForm(page);
    await choose(page, '1 dog', /^Small/, /^Monthly/);
    const code = form.getByLabel('Discount code (optional)');

    await code.fill('  nope99 ');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('Invalid or expired discount code', { exact: true })).toBeVisible();
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid Discount Code' });
    await expect(toast).toBeVisible();
    await expect(code).toHaveValue('NOPE99');

    await code.fill('welcome10');
    await expect(form.getByText('Invalid or expired discount code', { exact: true })).toBeHidden();
    await code.press('Enter');
    await expect(form).toContainText('WELCOME10 applied: 10% off');
    const card = quoteCard(page);
    await expect(card).toContainText('-$4.50');
    await expect(card.getByTestId('due-today')).toHaveText('$90.50');

    await code.fill('WELCOME1');
    await expect(card).not.toContainText('-$4.50');
    await expect(card.getByTestId('due-today')).toHaveText('$95.00');
  });
});
