import { expect, test, type Page } from '@playwright/test';
import { fillQuoteCustomer, quoteCard, quoteForm, saveElementScreenshot, saveViewportScreenshot, testCustomer } from './support';

const quoteSection = (page: Page) => page.locator('section#quote');

async function choose(page: Page, dogs: string, yard: RegExp, frequency?: RegExp): Promise<void> {
  const form = quoteForm(page);
  await form.getByRole('radio', { name: dogs, exact: true }).check();
  await form.getByRole('radio', { name: yard }).check();
  if (frequency) await form.getByRole('radio', { name: frequency }).check();
}

test(
  'the live quote itemises 2 dogs, medium yard, weekly, deodorizing and 3-month prepay as DESIGN.md §8 does',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/#quote');
    const form = quoteForm(page);
    const card = quoteCard(page);
    await expect(card).toContainText('Please select the number of dogs');
    await saveElementScreenshot(quoteSection(page), 'quote-empty', testInfo);

    await choose(page, '2 dogs', /^Medium/, /^Weekly/);
    await expect(card.getByTestId('due-today')).toHaveText('$174.00');
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
  },
);

test('other worked examples: twice-weekly with extras, one-time and a monthly plan', async ({ page }) => {
  await page.goto('/#quote');
  const form = quoteForm(page);
  const due = quoteCard(page).getByTestId('due-today');

  await choose(page, '3+ dogs', /^Large/, /^Twice-weekly/);
  await form.getByRole('checkbox', { name: /Off-Site Waste Removal/ }).check();
  await form.getByRole('checkbox', { name: /Key\/Lock Service/ }).check();
  await expect(due).toHaveText('$321.00');

  await form.getByRole('radio', { name: /One-time Yard Rescue/ }).check();
  await expect(form.getByRole('radio', { name: /^Weekly/ })).toBeHidden();
  await expect(form.getByRole('radio', { name: /Prepay 3 months/ })).toBeHidden();
  await form.getByRole('checkbox', { name: /Off-Site Waste Removal/ }).uncheck();
  await form.getByRole('checkbox', { name: /Key\/Lock Service/ }).uncheck();
  await choose(page, '2 dogs', /^Small/);
  await form.getByRole('checkbox', { name: /Yard Deodorizing/ }).check();
  await expect(due).toHaveText('$90.00');

  // Choosing regular visits again sets the frequency to weekly.
  await form.getByRole('radio', { name: /Regular visits/ }).check();
  await expect(form.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  await form.getByRole('checkbox', { name: /Yard Deodorizing/ }).uncheck();
  await choose(page, '1 dog', /^Small/, /^Monthly/);
  await expect(due).toHaveText('$95.00');
});

test('prefills from ?dogs=&frequency= and from the planSelected event', async ({ page }) => {
  await page.goto('/?dogs=2&frequency=twice-weekly#quote');
  const form = quoteForm(page);
  await expect(form.getByRole('radio', { name: '2 dogs', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Twice-weekly/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Medium/ })).toBeChecked();
  await expect(quoteCard(page).getByTestId('due-today')).toHaveText('$258.00');

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('planSelected', { detail: { numberOfDogs: '1', serviceFrequency: 'monthly' } })));
  await expect(form.getByRole('radio', { name: '1 dog', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Monthly/ })).toBeChecked();

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('planSelected', { detail: { numberOfDogs: '3+', serviceFrequency: 'one-time-cleanup' } })));
  await expect(form.getByRole('radio', { name: /One-time Yard Rescue/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: '3+ dogs', exact: true })).toBeChecked();
});

test('the upsell link pre-ticks its add-on and fills the email', async ({ page }) => {
  await page.goto('/?addOn=keyLockService&email=sam%40example.com#quote');
  const form = quoteForm(page);
  await expect(form.getByRole('checkbox', { name: /Key\/Lock Service/ })).toBeChecked();
  await expect(form.getByLabel('Email')).toHaveValue('sam@example.com');
});

test(
  'the trash-day dialog: ticking opens it, cancel leaves the add-on off, a day turns it on, unticking clears the day',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/#quote');
    const form = quoteForm(page);
    const binService = form.getByRole('checkbox', { name: /Trash Bin Service/ });
    const dialog = page.getByRole('dialog', { name: 'Which day is your trash day?' });

    await binService.click();
    await expect(dialog).toBeVisible();
    await saveElementScreenshot(dialog, 'quote-trash-day-dialog', testInfo);
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
  },
);

test('trash bins only: no dogs needed, $9.95 trips and no setup fee', async ({ page }, testInfo) => {
  await page.goto('/#quote');
  const form = quoteForm(page);
  await form.getByRole('radio', { name: /Trash bins only/ }).check();
  await expect(form.getByRole('radio', { name: '1 dog', exact: true })).toBeHidden();
  await expect(quoteCard(page)).toContainText('Pick at least one bin service');

  await form.getByRole('checkbox', { name: /Trash Bin Service/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Thursday' }).click();
  await form.getByRole('checkbox', { name: /Bin Take Out/ }).click();
  await form.getByRole('checkbox', { name: /Bin Bring In/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const card = quoteCard(page);
  await expect(card.getByTestId('due-today')).toHaveText('$89.60');
  await expect(card).toContainText('$39.80');
  await expect(card).not.toContainText('One-time setup fee');
  await expect(form.getByRole('radio', { name: /Prepay 3 months/ })).toBeHidden();
  await fillQuoteCustomer(page, testCustomer('bins-quote'));
  await expect(form.getByRole('button', { name: 'Pay $89.60' })).toBeEnabled();
  await saveElementScreenshot(quoteSection(page), 'quote-bins-only', testInfo);
});

test('an unserved ZIP opens the service-area dialog and keeps Pay disabled', async ({ page }, testInfo) => {
  await page.goto('/#quote');
  const form = quoteForm(page);
  await choose(page, '1 dog', /^Small/, /^Weekly/);
  await fillQuoteCustomer(page, testCustomer('unserved', { zipCode: '90210' }));

  const dialog = page.getByRole('dialog', { name: 'We’re not in your area yet' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('90210');
  await expect(dialog).toContainText('Santa Clarita');
  await expect(dialog.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', /^mailto:support@scvscoopers\.example/);
  await saveElementScreenshot(dialog, 'quote-service-area-dialog', testInfo);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expect(form).toContainText("Sorry, we don't serve this ZIP code yet.");
  await expect(form.getByRole('button', { name: 'Pay $146.00' })).toBeDisabled();

  await form.getByLabel('ZIP code').fill('91355');
  await expect(form.getByRole('button', { name: 'Pay $146.00' })).toBeEnabled();
});

test('every quote form validation message shows in the spec’s words', async ({ page }, testInfo) => {
  await page.goto('/#quote');
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
  await expectOnLeave('Full name', 'P4t Rivera', 'Please enter a valid name (letters, spaces, hyphens, and apostrophes only)');
  await expectOnLeave('Full name', '', 'Full name is required');
  await expectOnLeave('Email', 'pat.example.com', 'Please enter a valid email address');
  await expectOnLeave('Email', '', 'Email address is required');
  await expectOnLeave('Phone', '555-12', 'Please enter a 10-digit phone number');
  await expectOnLeave('Phone', '555-123-45678', 'Please enter a valid phone number (e.g., (555) 123-4567)');
  await expectOnLeave('Phone', '', 'Phone number is required');
  await expectOnLeave('ZIP code', '9135', 'Please enter a valid ZIP code (e.g., 91354 or 91354-1234)');
  await expectOnLeave('ZIP code', '', 'ZIP code is required');
  await expectOnLeave('Special instructions (optional)', 'x'.repeat(501), 'Special instructions must be 500 characters or fewer');
  await saveElementScreenshot(form, 'quote-validation', testInfo);

  // Markup is stripped when a field is left.
  await form.getByLabel('Full name').fill('<b>Pat</b> Rivera');
  await form.getByLabel('Full name').blur();
  await expect(form.getByLabel('Full name')).toHaveValue('Pat Rivera');
});

test('discount codes: invalid shows the inline message and toast, a valid code is applied, editing resets it', async ({ page }) => {
  await page.goto('/#quote');
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
