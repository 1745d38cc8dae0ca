import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceDayIn } from './service-days';
import {
  accountSignInLink as signInLink,
  adminRequest,
  createPaidOrder,
  expectFitsTheScreen,
  saveElementScreenshot,
  saveScreenshot,
  testCustomer,
  wcagAxe,
} from './support';

/** The journeys run on the desktop (the phone's Menu → Sign In is public-shell's); the phone's screens are checked below. */
/** The plan's visits are planned a moment after payment: reloads the account until they show; their region. */
async function untilVisitsPlanned(page: Page): Promise<Locator> {
  const upcoming = page.getByRole('region', { name: 'Upcoming visits' });
  await expect
    .poll(
      async () => {
        await page.reload();
        // The region is drawn once the account's data has loaded: counted any sooner, a slow page reads 0 on every try
        // (seen once on a loaded host: 30 s of zeros while the visits were there).
        await upcoming.waitFor({ timeout: 10_000 }).catch(() => undefined);
        return upcoming.getByRole('button', { name: /^Skip/ }).count();
      },
      { message: 'the planned visits', timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return upcoming;
}

async function openSignIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test('a customer signs in by an e-mailed link, skips a visit, pauses and resumes, and cancels; staff see each step', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = testCustomer('account', { name: 'Pat Rivera' });
  const { sessionId } = await createPaidOrder(page.request, 'subscription', customer);
  // Visits on the weekday four days from now: the first is more than 48 hours ahead, so it can be skipped.
  const info = await page.request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: { streetAddress: '24 Orchard Lane', preferredDays: [serviceDayIn(4)], dogInfo: [{ name: 'Rex', breed: 'Labrador' }] },
  });
  expect(info.status(), await info.text()).toBeLessThan(300);

  await openSignIn(page);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your e-mail.');
  await saveScreenshot(page, 'account-sign-in', testInfo);

  const admin = await adminRequest(playwright, baseURL);
  await page.goto(await signInLink(admin, customer.email));
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hi, Pat' })).toBeVisible();
  await expect(page.getByText('Weekly service')).toBeVisible();

  // The plan's visits are planned a moment after payment; the page shows them once there.
  const upcoming = await untilVisitsPlanned(page);
  await saveScreenshot(page, 'account-overview', testInfo);
  const axe = await wcagAxe(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await upcoming.getByRole('button', { name: /^Skip/ }).first().click();
  await expect(page.getByText('Visit skipped', { exact: true })).toBeVisible();
  await expect(upcoming.getByText('Skipped by the customer').first()).toBeVisible();

  // New days: the visits move to them.
  await page.getByRole('button', { name: 'Change days' }).click();
  const daysDialog = page.getByRole('dialog', { name: 'Change your days' });
  await daysDialog.getByRole('checkbox', { name: 'Thursday' }).check();
  await daysDialog.getByLabel('Trash day').selectOption('friday');
  await saveScreenshot(page, 'account-days', testInfo);
  await daysDialog.getByRole('button', { name: 'Save days' }).click();
  await expect(page.getByText('Days saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Friday', { exact: true })).toBeVisible();

  // Bin Bring In on the SAME subscription: the server prices it (proration and next charge shown), then applies it.
  const facts = page.locator('.account-facts').first();
  const priceBefore = await facts.getByText(/per month/).textContent();
  await page.getByRole('button', { name: 'Change service' }).click();
  const change = page.getByRole('dialog', { name: 'Change your service' });
  await change.getByRole('checkbox', { name: 'Bin Bring In' }).check();
  await expect(change.getByText('Rest of this period')).toBeVisible();
  await expect(change).toContainText('added to your next charge');
  await saveScreenshot(page, 'account-change-service', testInfo);
  await saveElementScreenshot(change, 'account-change-service-dialog', testInfo);
  await change.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Service changed', { exact: true })).toBeVisible();
  const changed = (await (await page.request.get('/api/account/overview')).json()) as { plans: { pricePerPeriod: number; addOns: string[] }[] };
  expect(changed.plans[0].addOns).toContain('Bin Bring In');
  await expect(facts.getByText(/per month/)).toHaveText(`$${(changed.plans[0].pricePerPeriod / 100).toFixed(2)} per month`);
  expect(await facts.getByText(/per month/).textContent()).not.toBe(priceBefore);
  await expect(facts).toContainText('Bin Bring In');

  // The post-payment "Add to Service" offer adds to this same subscription (no second checkout, no setup fee).
  await page.goto(`/subscription-success?session_id=${sessionId}`);
  const upsells = page.getByRole('region', { name: 'Make it even easier' });
  await upsells.getByRole('listitem').filter({ hasText: 'Off-Site Waste Removal' }).getByRole('button', { name: 'Add to Service' }).click();
  await expect(page).toHaveURL(/\/account\?change=/);
  const addDialog = page.getByRole('dialog', { name: 'Change your service' });
  await expect(addDialog.getByRole('checkbox', { name: 'Off-Site Waste Removal' })).toBeChecked();
  await expect(addDialog.getByText('Rest of this period')).toBeVisible();
  await saveScreenshot(page, 'account-add-to-service', testInfo);
  await saveElementScreenshot(addDialog, 'account-add-to-service-dialog', testInfo);
  await addDialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Service changed', { exact: true })).toBeVisible();
  await expect(facts).toContainText('Off-Site Waste Removal');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Hi, Pat' })).toBeVisible();

  // The save offer: pause instead of cancelling, then resume early.
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const offer = page.getByRole('dialog', { name: 'Cancel your plan' });
  await offer.getByLabel('Why are you cancelling?').selectOption('Too expensive');
  await offer.getByRole('button', { name: 'Continue' }).click();
  await offer.getByRole('button', { name: 'Pause instead' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause your plan' });
  await pause.getByLabel('How long?').selectOption('3');
  await saveScreenshot(page, 'account-pause', testInfo);
  await pause.getByRole('button', { name: 'Pause for 3 weeks' }).click();
  await expect(page.getByText('Paused', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/visits start again on/)).toBeVisible();
  await page.getByRole('button', { name: 'Resume early' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your plan' });
  await expect(dialog).toContainText('7 days’ notice');
  await dialog.getByLabel('Why are you cancelling?').selectOption('Moving away');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Need a break rather than a goodbye?');
  await saveScreenshot(page, 'account-cancel-offer', testInfo);
  await dialog.getByRole('button', { name: 'No thanks, continue cancelling' }).click();
  await dialog.getByRole('button', { name: 'Cancel my plan' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Last visits before/)).toBeVisible();
  await saveScreenshot(page, 'account-cancelled', testInfo);

  // Staff see the customer's steps in the plan's history.
  const overview = (await (await page.request.get('/api/account/overview')).json()) as { plans: { planId: string; orderId: string }[] };
  const plan = await admin.get(`/api/admin/service-plans/${overview.plans[0].planId}`);
  const history = ((await plan.json()) as { history: { eventType: string; actor: string }[] }).history;
  expect(history[history.length - 1]).toMatchObject({ eventType: 'service-plan.cancelled', actor: expect.stringMatching(/^customer:/) });
  expect(history.filter((e) => e.eventType.startsWith('service-plan.service-changed')).map((e) => e.actor)).toEqual([
    expect.stringMatching(/^customer:/),
    expect.stringMatching(/^customer:/),
  ]);

  // A renewal (the sandbox's monthly charge) is a second receipt, newest first, with the period it paid for.
  const renewal = await admin.post(`/api/admin/orders/${overview.plans[0].orderId}/sandbox-billing`, { data: { event: 'renewal-paid' } });
  expect(renewal.status()).toBe(200);
  await page.reload();
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await expect(receipts.getByRole('listitem')).toHaveCount(2);
  await expect(receipts.getByRole('listitem').first()).toContainText('Monthly renewal');
  await receipts.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'account-receipts', testInfo);
  await receipts.getByRole('link', { name: /^View/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Service period')).toBeVisible();
  await saveScreenshot(page, 'account-receipt', testInfo);
  await admin.dispose();
});

test('a past-due customer updates the card on the sandbox card page: a declined card is refused, a good one pays what is overdue', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = testCustomer('card', { name: 'Robin Vale' });
  const { orderId, sessionId } = await createPaidOrder(page.request, 'subscription', customer);
  const info = await page.request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: { streetAddress: '24 Orchard Lane', preferredDays: [serviceDayIn(4)], dogInfo: [{ name: 'Rex', breed: 'Labrador' }] },
  });
  expect(info.status(), await info.text()).toBeLessThan(300);
  const admin = await adminRequest(playwright, baseURL);
  // The renewal's card is declined (the sandbox's stand-in for Stripe's invoice.payment_failed).
  expect((await admin.post(`/api/admin/orders/${orderId}/sandbox-billing`, { data: { event: 'payment-failed' } })).status()).toBe(200);

  await openSignIn(page);
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your e-mail.');
  await page.goto(await signInLink(admin, customer.email));
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const notice = page.getByRole('alert').filter({ hasText: 'didn’t go through' });
  await expect(notice).toContainText('Please update your card');
  await expect(page.getByText('Visa ending 4242').first()).toBeVisible();
  await saveScreenshot(page, 'account-past-due', testInfo);
  await notice.getByRole('button', { name: 'Update card and pay' }).click();

  await expect(page).toHaveURL(/\/account\/card\/bps_sandbox_[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  const number = page.getByLabel('Card number');
  // The declined test card: refused, nothing saved.
  await page.getByRole('button', { name: '4000 0000 0000 0002' }).click();
  await expect(number).toHaveValue('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Save card and pay \$/ }).click();
  await expect(page.getByText('Your card was declined. Nothing was saved; please use another card.')).toBeVisible();
  await saveScreenshot(page, 'account-card-declined', testInfo);
  const axe = await wcagAxe(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await number.fill('5555 5555 5555 4444');
  await page.getByRole('button', { name: /^Save card and pay \$/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Card updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'didn’t go through' })).toHaveCount(0);
  await expect(page.getByText('Mastercard ending 4444', { exact: true })).toBeVisible();
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await expect(receipts.getByRole('listitem').first()).toContainText('Monthly renewal');
  await expect(receipts.getByRole('listitem').first()).toContainText('Mastercard ending 4444');
  await receipts.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'account-card-updated', testInfo);

  // Staff see the new card, the recovered payment, and the settled sequence in the order's history.
  const events = ((await (await admin.get(`/api/admin/streams/order-${orderId}/events`)).json()) as { type?: string; eventType?: string }[]).map(
    (e) => e.eventType ?? e.type,
  );
  expect(events.join(' ')).toMatch(/order\.card-updated.*order\.renewal-paid/);
  await admin.dispose();
});

test(
  'on a phone: the sign-in, the account with its dialogs, a receipt, the past-due notice and the card page fit the screen',
  { tag: '@phone-only' },
  async ({ page, playwright, baseURL }, testInfo) => {
    // The two journeys above run on the desktop; here each screen they pass through is opened once at 390 px.
    test.setTimeout(90_000);
    const shot = async (name: string) => {
      await expectFitsTheScreen(page);
      await saveScreenshot(page, name, testInfo);
    };
    const customer = testCustomer('account-phone', { name: 'Pat Rivera' });
    const { orderId, sessionId } = await createPaidOrder(page.request, 'subscription', customer);
    const info = await page.request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
      data: {
        streetAddress: '24 Orchard Lane',
        preferredDays: [serviceDayIn(4)],
        dogInfo: [{ name: 'Rex', breed: 'Labrador' }],
      },
    });
    expect(info.status(), await info.text()).toBeLessThan(300);
    const admin = await adminRequest(playwright, baseURL);

    await page.goto('/account');
    await page.getByLabel('E-mail address').fill(customer.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('status')).toContainText('Check your e-mail.');
    await shot('account-sign-in');
    await page.goto(await signInLink(admin, customer.email));
    await shot('account-sign-in-link');
    await page.getByRole('button', { name: 'Sign me in' }).click();
    await expect(page.getByRole('heading', { name: 'Hi, Pat' })).toBeVisible();
    await untilVisitsPlanned(page);
    await shot('account-overview');
    const axe = await wcagAxe(page).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.getByRole('button', { name: 'Change days' }).click();
    const days = page.getByRole('dialog', { name: 'Change your days' });
    await expect(days.getByRole('checkbox', { name: 'Thursday' })).toBeVisible();
    await shot('account-days');
    await days.getByRole('button', { name: 'Never mind' }).click();
    await expect(days).toBeHidden();

    await page.getByRole('button', { name: 'Change service' }).click();
    const change = page.getByRole('dialog', { name: 'Change your service' });
    await change.getByRole('checkbox', { name: 'Bin Bring In' }).check();
    await change.getByLabel('Trash day (for bin service)').selectOption('friday');
    await expect(change.getByText('Rest of this period')).toBeVisible();
    await shot('account-change-service');
    await saveElementScreenshot(change, 'account-change-service-dialog', testInfo);
    await change.getByRole('button', { name: 'Never mind' }).click();
    await expect(change).toBeHidden();

    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your plan' });
    await cancel.getByLabel('Why are you cancelling?').selectOption('Moving away');
    await cancel.getByRole('button', { name: 'Continue' }).click();
    await expect(cancel).toContainText('Need a break rather than a goodbye?');
    await shot('account-cancel-offer');
    await cancel.getByRole('button', { name: 'Pause instead' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause your plan' });
    await expect(pause.getByLabel('How long?')).toBeVisible();
    await shot('account-pause');
    await pause.getByRole('button', { name: 'Never mind' }).click();
    await expect(pause).toBeHidden();

    const receipts = page.getByRole('region', { name: 'Receipts' });
    await receipts.scrollIntoViewIfNeeded();
    await shot('account-receipts');
    await receipts.getByRole('link', { name: /^View/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await shot('account-receipt');

    // The renewal's card is declined: the account asks for a new one, on the card page.
    expect((await admin.post(`/api/admin/orders/${orderId}/sandbox-billing`, { data: { event: 'payment-failed' } })).status()).toBe(200);
    await page.goto('/account');
    const notice = page.getByRole('alert').filter({ hasText: 'didn’t go through' });
    await expect(notice).toContainText('Please update your card');
    await shot('account-past-due');
    await notice.getByRole('button', { name: 'Update card and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
    await page.getByRole('button', { name: '4000 0000 0000 0002' }).click();
    await page.getByRole('button', { name: /^Save card and pay \$/ }).click();
    await expect(page.getByText('Your card was declined. Nothing was saved; please use another card.')).toBeVisible();
    await shot('account-card-declined');
    const cardAxe = await wcagAxe(page).analyze();
    expect(cardAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await admin.dispose();
  },
);
