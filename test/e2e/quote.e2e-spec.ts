import { expect, test } from '@playwright/test';
import { quoteCard, quoteForm, saveElementScreenshot } from './support';

test('the live quote itemises 2 dogs, medium yard, weekly, deodorizing and 3-month prepay as DESIGN.md §8 does', async ({ page }, testInfo) => {
  await page.goto('/#quote');
  const form = quoteForm(page);
  await saveElementScreenshot(page.locator('section#quote'), 'quote-empty', testInfo);
  await form.getByRole('radio', { name: '2 dogs' }).check();
  await form.getByRole('radio', { name: /^Medium/ }).check();
  await form.getByRole('radio', { name: /^Weekly/ }).check();
  await form.getByRole('checkbox', { name: /Yard Deodorizing/ }).check();
  await form.getByRole('radio', { name: /Prepay 3 months/ }).check();

  const card = quoteCard(page);
  await expect(card.getByTestId('due-today')).toHaveText('$341.20');
  await expect(card).toContainText('$124.00');
  await expect(card).toContainText('-$18.60');
  await expect(card).toContainText('$25.00');
  await expect(card).toContainText('$105.40/mo');
  await expect(form.getByRole('button', { name: 'Pay $341.20' })).toBeDisabled();
  await saveElementScreenshot(page.locator('section#quote'), 'quote-priced', testInfo);
});
