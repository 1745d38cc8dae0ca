import { expect, test, type Page } from '@playwright/test';
import {
  createPaidOrder,
  expectFitsTheScreen,
  fillQuoteCustomer,
  loadFresh,
  quoteCard,
  quoteForm,
  saveElementScreenshot,
  saveScreenshot,
  testCustomer,
  seriousAxeFindings,
} from './support';

// Checkout, the sandbox and the post-payment pages run the whole backend path, so these take longer than a page check.
test.describe.configure({ timeout: 90_000 });

/** Pays on the sandbox checkout and checks it charges what the quote card said. */
async function payInSandbox(page: Page, dueToday: string, screenshot: string, testInfo: Parameters<typeof saveScreenshot>[2]): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sandbox_/);
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(dueToday);
  await saveScreenshot(page, screenshot, testInfo);
  await page.getByRole('button', { name: `Pay ${dueToday}` }).click();
}

test('subscription with add-ons, WELCOME10 and 3-month prepay, paid in the sandbox, then customer info, confirmation and next steps', async ({
  page,
}, testInfo) => {
  const customer = testCustomer('subscription');
  await loadFresh(page, '/#quote');
  const form = quoteForm(page);
  await form.getByRole('radio', { name: '2 dogs', exact: true }).check();
  await form.getByRole('radio', { name: /^Medium/ }).check();
  await form.getByRole('radio', { name: /^Weekly/ }).check();
  await form.getByRole('checkbox', { name: /Yard Deodorizing/ }).check();
  await form.getByRole('radio', { name: /Prepay 3 months/ }).check();
  await expect(form.getByRole('button', { name: 'Pay $341.20' })).toBeVisible();

  await fillQuoteCustomer(page, customer);
  await form.getByLabel('Discount code (optional)').fill('welcome10');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form).toContainText('WELCOME10 applied: 10% off');
  // 12400 − 1240 = 11160; 15% prepay off that is 1674; final 9486 a month; 3 × 9486 + 2500 setup = 30958.
  const card = quoteCard(page);
  for (const text of ['-$12.40', '-$16.74', '$94.86/mo']) await expect(card).toContainText(text);
  await form.getByLabel('Special instructions (optional)').fill('Side gate <script>alert(1)</script>code 1234');
  await form.getByRole('button', { name: 'Pay $309.58' }).click();

  await payInSandbox(page, '$309.58', 'checkout-sandbox-subscription', testInfo);
  await expect(page).toHaveURL(/\/customer-info\?session_id=cs_sandbox_/);
  const sessionId = new URL(page.url()).searchParams.get('session_id') as string;

  // The receipt comes before the next step: what was paid, line by line, with the code and the free gift.
  const receipt = page.getByRole('region', { name: 'Payment received' });
  for (const text of [
    'Weekly · 2 dogs · medium yard',
    'Discount code (10% off): WELCOME10',
    '-$12.40',
    '-$16.74',
    'Bin deodorizing with your first month',
    '$309.58',
    'By card',
  ])
    await expect(receipt).toContainText(text);
  const details = page.getByRole('form', { name: 'Service details' });
  await expect(details).toContainText('Weekly · 2 dogs · Medium yard');
  await expect(details.getByLabel('Dog 2 name')).toBeVisible();
  await details.getByLabel('Street address').fill('24000 Main St');
  await details.getByRole('checkbox', { name: 'Tuesday' }).check();
  await details.getByRole('checkbox', { name: 'Thursday' }).check();
  await details.getByLabel('Dog 1 name').fill('Biscuit');
  await details.getByLabel('Dog 1 breed').fill('Beagle');
  await details.getByLabel('Dog 2 name').fill('Pepper');
  await details.getByLabel('Dog 2 breed').fill('Border Collie');
  await details.getByRole('checkbox', { name: /^Text me visit updates/ }).check();
  await saveElementScreenshot(details.locator('.order-form__optin'), 'customer-info-text-opt-in', testInfo);
  // The journey's customer did not choose texts (the screenshot above is the box ticked).
  await details.getByRole('checkbox', { name: /^Text me visit updates/ }).uncheck();
  await saveScreenshot(page, 'customer-info-subscription', testInfo);
  expect(await seriousAxeFindings(page), 'customer-info-subscription').toEqual([]);
  await details.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Information Saved!' })).toBeVisible();
  await expect(page).toHaveURL(/\/customer-confirmation\?session_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re all set, Pat!');
  await expect(page.getByRole('region', { name: 'Payment received' })).toContainText('$309.58');
  for (const text of [
    '24000 Main St',
    'Tuesday, Thursday',
    'Biscuit (Beagle)',
    'Pepper (Border Collie)',
    'Yard Deodorizing',
    'Bin deodorizing with your first month',
  ])
    await expect(page.getByRole('main')).toContainText(text);
  await saveScreenshot(page, 'customer-confirmation', testInfo);
  expect(await seriousAxeFindings(page), 'customer-confirmation').toEqual([]);
  await page.getByRole('link', { name: 'What Happens Next' }).click();

  await expect(page).toHaveURL(/\/customer-next-steps$/);
  const main = page.getByRole('main');
  for (const text of [
    'within 24 hours',
    'text 30 minutes before',
    'keep your dogs inside',
    'before and after photos',
    'support@scvscoopers.example',
    '(661) 555-0142',
  ]) {
    await expect(main).toContainText(text, { ignoreCase: true });
  }
  await saveScreenshot(page, 'customer-next-steps', testInfo);

  // Back on the success page with details complete: the welcome, the confirmation id and the upsells.
  await page.goto(`/subscription-success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to SCV Scoopers!');
  await expect(main).toContainText('We’ll contact you within 24 hours to schedule your first visit.');
  await expect(main).toContainText('$309.58');
  const upsells = page.getByRole('region', { name: 'Make it even easier' });
  // A medium yard already with deodorizing: only Off-Site Waste Removal is left (no Key/Lock, no small-yard Gate Access).
  await expect(upsells.getByRole('listitem')).toHaveCount(1);
  await expect(upsells).not.toContainText('Yard Deodorizing');
  await expect(upsells).not.toContainText('Gate Access');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('completed_purchases') ?? '[]'))).toContain(customer.email.toLowerCase());
  await saveScreenshot(page, 'subscription-success', testInfo);
  expect(await seriousAxeFindings(page), 'subscription-success').toEqual([]);

  await upsells.getByRole('listitem').filter({ hasText: 'Off-Site Waste Removal' }).getByRole('button', { name: 'Add to Service' }).click();
  // A paid subscription adds to the same subscription from the account (issue 17; account.e2e follows it through):
  // not signed in yet, the account asks for the e-mailed link and keeps the offer for after it.
  await expect(page).toHaveURL(/\/account\?change=[0-9a-f-]{36}&addOn=offSiteDisposal$/);
  await expect(page.getByText('Sign in to add it to your service: we’ll e-mail you a link.')).toBeVisible();
});

test('one-time Yard Rescue: paid once, then a date and time slot', async ({ page }, testInfo) => {
  const customer = testCustomer('one-time');
  await loadFresh(page, '/#quote');
  const form = quoteForm(page);
  await form.getByRole('radio', { name: /One-time Yard Rescue/ }).check();
  // A one-time rescue has no visit frequency and no prepay.
  await expect(form.getByRole('radio', { name: /^Weekly/ })).toBeHidden();
  await expect(form.getByRole('radio', { name: /Prepay 3 months/ })).toBeHidden();
  await form.getByRole('radio', { name: '2 dogs', exact: true }).check();
  await form.getByRole('radio', { name: /^Small/ }).check();
  await form.getByRole('checkbox', { name: /Yard Deodorizing/ }).check();
  await fillQuoteCustomer(page, customer);
  await form.getByRole('button', { name: 'Pay $90.00' }).click();

  await payInSandbox(page, '$90.00', 'checkout-sandbox-one-time', testInfo);
  await expect(page).toHaveURL(/\/customer-info\?session_id=/);
  const sessionId = new URL(page.url()).searchParams.get('session_id') as string;
  const details = page.getByRole('form', { name: 'Service details' });
  await details.getByRole('button', { name: 'Complete Setup' }).click();
  for (const message of [
    'Please enter your street address.',
    'Please select your preferred service date.',
    'Please select your preferred time slot.',
    "Please provide at least one dog's name and breed.",
  ]) {
    await expect(details.getByText(message, { exact: true })).toBeVisible();
  }
  // A field error is shown at its field, not also as a toast (issue 18 #11).
  await expect(page.getByRole('alert').filter({ hasText: 'Address Required' })).toHaveCount(0);
  await saveScreenshot(page, 'customer-info-one-time-errors', testInfo);
  expect(await seriousAxeFindings(page), 'customer-info-one-time-errors').toEqual([]);

  const date = details.getByLabel('Preferred service date');
  const tomorrow = await date.getAttribute('min');
  expect(tomorrow).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await details.getByLabel('Street address').fill('25000 Valencia Blvd');
  await date.fill(tomorrow as string);
  await details.getByRole('radio', { name: '12pm – 3pm' }).check();
  await details.getByLabel('Dog 1 name').fill('Maple');
  await details.getByLabel('Dog 1 breed').fill('Labrador');
  await details.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/customer-confirmation\?session_id=/);
  await expect(page.getByRole('main')).toContainText('12pm-3pm');

  await page.goto(`/payment-success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(page.getByRole('heading', { name: 'Get 15% off with our 3-month commitment + FREE first service' })).toBeVisible();
  await saveScreenshot(page, 'payment-success', testInfo);
  expect(await seriousAxeFindings(page), 'payment-success').toEqual([]);
  await page.getByRole('link', { name: 'View Subscription Plans' }).click();
  await expect(page).toHaveURL(/\/#quote$/);
});

test('a trash-bins-only order: a trash day, no dogs, $89.60 charged', async ({ page }, testInfo) => {
  await loadFresh(page, '/#quote');
  const form = quoteForm(page);
  await form.getByRole('radio', { name: /Trash bins only/ }).check();
  // The form in bins-only mode (its figures: test/unit/public-web/quote-form.spec.ts): no dogs, no prepay, no setup fee.
  await expect(form.getByRole('radio', { name: '1 dog', exact: true })).toBeHidden();
  await expect(quoteCard(page)).toContainText('Pick at least one bin service');
  await form.getByRole('checkbox', { name: /Trash Bin Service/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wednesday' }).click();
  await form.getByRole('checkbox', { name: /Bin Take Out/ }).click();
  await form.getByRole('checkbox', { name: /Bin Bring In/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(quoteCard(page)).toContainText('$39.80');
  await expect(quoteCard(page)).not.toContainText('One-time setup fee');
  await expect(form.getByRole('radio', { name: /Prepay 3 months/ })).toBeHidden();
  await fillQuoteCustomer(page, testCustomer('bins'));
  await saveElementScreenshot(page.locator('section#quote'), 'quote-bins-only', testInfo);
  await form.getByRole('button', { name: 'Pay $89.60' }).click();

  await payInSandbox(page, '$89.60', 'checkout-sandbox-bins', testInfo);
  await expect(page).toHaveURL(/\/customer-info\?session_id=/);
  const details = page.getByRole('form', { name: 'Service details' });
  await expect(details).toContainText('Trash bin service');
  await expect(details.getByLabel('Dog 1 name')).toHaveCount(0);
  await details.getByLabel('Street address').fill('26000 Bouquet Canyon Rd');
  await details.getByRole('checkbox', { name: 'Wednesday' }).check();
  await details.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/customer-confirmation\?session_id=/);
  await expect(page.getByRole('main')).toContainText('Trash Bin Service, Bin Take Out, Bin Bring In');

  // The details are taken once: coming back to the form (the e-mail's link) shows the saved details and the receipt, not "Almost done".
  await page.goto(page.url().replace('/customer-confirmation', '/customer-info'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details are saved');
  await expect(page.getByText('Almost done')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Details Already Saved' })).toBeVisible();
  const main = page.getByRole('main');
  for (const text of [
    '26000 Bouquet Canyon Rd',
    'Wednesday',
    'Trash Bin Service, Bin Take Out, Bin Bring In',
    'Payment received',
    '$89.60',
    'support@scvscoopers.example',
  ])
    await expect(main).toContainText(text);
  await expect(page.getByRole('form', { name: 'Service details' })).toHaveCount(0);
  await saveScreenshot(page, 'customer-info-already-saved', testInfo);
});

test("the pages after payment refuse what they must (customer info, onboarding) and the sandbox checkout's Cancel and unknown session", async ({
  page,
  request,
}, testInfo) => {
  await test.step('customer info: the spec’s messages, dog rows never below one, and the missing or unknown session', async () => {
    const order = await createPaidOrder(request, 'subscription', testCustomer('info-rules'));
    await page.goto(`/customer-info?session_id=${order.sessionId}`);
    const details = page.getByRole('form', { name: 'Service details' });
    await expect(details.getByLabel('Dog 2 name')).toBeVisible();
    await details.getByRole('button', { name: 'Remove dog 2' }).click();
    await expect(details.getByLabel('Dog 2 name')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Remove dog 1' })).toBeDisabled();
    await details.getByRole('button', { name: '+ Add another dog' }).click();
    await expect(details.getByLabel('Dog 2 name')).toBeVisible();

    await details.getByLabel('Dog 1 name').fill('Biscuit');
    await details.getByRole('button', { name: 'Complete Setup' }).click();
    for (const message of [
      'Please enter your street address.',
      'Please select at least one preferred day for service.',
      "Please provide at least one dog's name and breed.",
    ]) {
      await expect(details.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(details.getByLabel('Street address')).toBeFocused();

    await page.goto('/customer-info?session_id=cs_sandbox_000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Unable to find your order. Please contact support.');

    await page.goto('/customer-info');
    await expect(page.getByRole('alert').filter({ hasText: 'Session Not Found' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('onboarding: missing order id, unknown order, its rules, at most three days', async () => {
    await page.goto('/customer-onboarding');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missing Order Information');
    await page.goto('/customer-onboarding?order_id=00000000-0000-0000-0000-000000000000&session_id=cs_sandbox_000000000000000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Not Found');

    const order = await createPaidOrder(request, 'subscription', testCustomer('onboarding'));
    await page.goto(`/customer-onboarding?order_id=${order.orderId}&session_id=${order.sessionId}`);
    const setup = page.getByRole('form', { name: 'Service setup' });
    await expect(setup.getByLabel('State')).toHaveValue('CA');
    await expect(setup.getByLabel('ZIP code')).toHaveValue('91354');
    await setup.getByLabel('ZIP code').fill('');
    await setup.getByRole('checkbox', { name: 'Monday' }).check();
    await setup.getByRole('button', { name: 'Complete Setup' }).click();
    for (const message of ['Street address is required', 'City is required', 'ZIP code is required', 'Please select at least 2 preferred service days']) {
      await expect(setup.getByText(message, { exact: true })).toBeVisible();
    }
    await setup.getByLabel('ZIP code').fill('9135a');
    await setup.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(setup.getByText('Please enter a valid ZIP code', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'customer-onboarding-errors', testInfo);

    await setup.getByLabel('Street address').fill('24000 Main St');
    await setup.getByLabel('City').fill('Santa Clarita');
    await setup.getByLabel('ZIP code').fill('91354');
    await setup.getByRole('checkbox', { name: 'Wednesday' }).check();
    await setup.getByRole('checkbox', { name: 'Sunday' }).check();
    await expect(setup.getByRole('checkbox', { name: 'Friday' })).toBeDisabled();
    await setup.getByRole('checkbox', { name: /Send me tips/ }).check();
    await setup.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/customer-next-steps$/);
  });

  await test.step('sandbox checkout: Cancel returns to the quote, an unknown session says so', async () => {
    const customer = testCustomer('cancel');
    const checkout = await request.post('/api/checkout/one-time', {
      data: {
        customerData: {
          ...customer,
          numberOfDogs: '1',
          yardSize: 'small',
          serviceFrequency: 'one-time-cleanup',
          serviceType: 'one-time',
          specialInstructions: '',
        },
        selectedAddOns: { deodorizing: false, offSiteDisposal: false, keyLockService: false, trashBinService: false, binTakeOut: false, binBringIn: false },
        trashDay: '',
        commitmentMonths: 1,
      },
    });
    expect(checkout.status()).toBe(201);
    const { url } = (await checkout.json()) as { url: string };
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('$75.00');
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/\?checkout=cancelled#quote$/);
    await expect(page.getByRole('status').filter({ hasText: 'Checkout cancelled.' })).toBeVisible();
    await expect(quoteForm(page)).toBeVisible();

    await page.goto('/checkout/sandbox/cs_sandbox_000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
    await saveElementScreenshot(page.locator('.checkout'), 'checkout-sandbox-missing', testInfo);
  });
});

test('on a phone: the sandbox checkout and every post-payment page fit the screen', { tag: '@phone-only' }, async ({ page, request }, testInfo) => {
  // The journeys above run on the desktop; here each page is opened on an order seeded through the API.
  const shot = async (name: string) => {
    await expectFitsTheScreen(page);
    await saveScreenshot(page, name, testInfo);
    expect(await seriousAxeFindings(page), name).toEqual([]);
  };
  const customer = testCustomer('phone-pages');
  const checkout = await request.post('/api/checkout/subscription', {
    data: {
      customerData: { ...customer, numberOfDogs: '2', yardSize: 'medium', serviceFrequency: 'weekly', serviceType: 'subscription', specialInstructions: '' },
      selectedAddOns: { deodorizing: true, offSiteDisposal: false, keyLockService: false, trashBinService: false, binTakeOut: false, binBringIn: false },
      trashDay: '',
      commitmentMonths: 1,
    },
  });
  expect(checkout.status()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = url.split('/').pop() as string;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('$174.00');
  await shot('checkout-sandbox-subscription');
  expect((await request.post(`/api/payments/sandbox/sessions/${sessionId}/pay`)).ok()).toBe(true);

  await page.goto(`/customer-info?session_id=${sessionId}`);
  const details = page.getByRole('form', { name: 'Service details' });
  await expect(details.getByLabel('Dog 2 name')).toBeVisible();
  await shot('customer-info-subscription');
  await details.getByRole('checkbox', { name: /^Text me visit updates/ }).check();
  await saveElementScreenshot(details.locator('.order-form__optin'), 'customer-info-text-opt-in', testInfo);

  const saved = await request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: { streetAddress: '24000 Main St', preferredDays: ['tuesday', 'thursday'], dogInfo: [{ name: 'Biscuit', breed: 'Beagle' }] },
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`/customer-confirmation?session_id=${sessionId}`);
  await expect(page.getByRole('main')).toContainText('Biscuit (Beagle)');
  await shot('customer-confirmation');
  await page.goto(`/customer-info?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details are saved');
  await shot('customer-info-already-saved');
  await page.goto('/customer-next-steps');
  await expect(page.getByRole('main')).toContainText('within 24 hours', { ignoreCase: true });
  await shot('customer-next-steps');
  await page.goto(`/subscription-success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to SCV Scoopers!');
  await shot('subscription-success');

  const rescue = await createPaidOrder(request, 'one-time', testCustomer('phone-rescue'));
  await page.goto(`/customer-info?session_id=${rescue.sessionId}`);
  await page.getByRole('form', { name: 'Service details' }).getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Please select your preferred time slot.', { exact: true })).toBeVisible();
  await shot('customer-info-one-time-errors');
  // The success page welcomes a customer whose details are on file: saved through the API, for the first open day.
  const tomorrow = (await page.getByLabel('Preferred service date').getAttribute('min')) as string;
  const rescueSaved = await request.post(`/api/orders/by-session/${rescue.sessionId}/customer-info`, {
    data: { streetAddress: '25000 Valencia Blvd', scheduledDate: tomorrow, timeSlot: '12pm-3pm', dogInfo: [{ name: 'Maple', breed: 'Labrador' }] },
  });
  expect(rescueSaved.ok()).toBe(true);
  await page.goto(`/payment-success?session_id=${rescue.sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await shot('payment-success');
});

test("the sandbox checkout itemises a subscription; a small yard's offers after payment", { tag: '@phone' }, async ({ page, request }, testInfo) => {
  await test.step('the sandbox checkout itemises what was chosen: lines, discount, gift, trash day and due today; a long e-mail wraps only at its seams', async () => {
    const customer = testCustomer('itemised', { email: `pat.rivera.with.a.rather.long.address.${Date.now().toString(36)}@scvscoopers-example-mail.com` });
    const started = await request.post('/api/checkout/subscription', {
      data: {
        customerData: { ...customer, numberOfDogs: '1', yardSize: 'small', serviceFrequency: 'weekly', serviceType: 'subscription', specialInstructions: '' },
        selectedAddOns: { binTakeOut: true },
        trashDay: 'thursday',
        commitmentMonths: 1,
        discountCode: 'WELCOME10',
      },
    });
    expect(started.status()).toBe(201);
    await loadFresh(page, (await started.json()).url);
    const chosen = page.getByRole('list', { name: 'What you chose' });
    // 9600 + 1980 = 11580; 10% off 1158 → 10422 a month, + 5000 setup = 15422 today.
    for (const text of ['Weekly · 1 dog · small yard', '$96.00', 'Bin Take Out', '$19.80', 'Discount code (10% off): WELCOME10', '-$11.58']) {
      await expect(chosen).toContainText(text);
    }
    await expect(chosen.getByRole('listitem').filter({ hasText: 'Bin deodorizing with your first month' })).toContainText('Free');
    await expect(chosen.getByRole('listitem').filter({ hasText: 'Trash day' })).toContainText('Thursday');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('$154.22');
    await expect(page.getByText('Renews at $104.22 per month')).toBeVisible();
    const email = page.locator('.checkout__email');
    await expect(email).toHaveText(customer.email);
    expect(await email.evaluate((el) => [getComputedStyle(el).overflowWrap, el.querySelectorAll('wbr').length])).toEqual(['break-word', 9]);
    await saveScreenshot(page, 'checkout-sandbox-itemised', testInfo);
    expect(await seriousAxeFindings(page), 'sandbox checkout').toEqual([]);
  });

  await test.step('a small yard is offered deodorizing $5, off-site removal $10 and Gate Access $2 after payment, never Key/Lock', async () => {
    const customer = testCustomer('upsells-small');
    const { sessionId } = await createPaidOrder(request, 'subscription', customer, { numberOfDogs: '1', yardSize: 'small' });
    const saved = await request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
      data: { streetAddress: '24000 Main St', preferredDays: ['tuesday'], dogInfo: [{ name: 'Biscuit', breed: 'Beagle' }] },
    });
    expect(saved.ok()).toBe(true);
    await loadFresh(page, `/subscription-success?session_id=${sessionId}`);
    const upsells = page.getByRole('region', { name: 'Make it even easier' });
    const items = upsells.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Yard Deodorizing');
    await expect(items.nth(0)).toContainText('$5');
    await expect(items.nth(1)).toContainText('Off-Site Waste Removal');
    await expect(items.nth(1)).toContainText('$10');
    await expect(items.nth(2)).toContainText('Gate Access Service');
    await expect(items.nth(2)).toContainText('$2');
    await expect(upsells).not.toContainText('Key/Lock');
    await saveElementScreenshot(upsells, 'upsells-small-yard', testInfo);

    await items.nth(2).getByRole('button', { name: 'Add to Service' }).click();
    // The same subscription, from the account (issue 17); the quote form's own Gate Access rule is checked on it directly.
    await expect(page).toHaveURL(/\/account\?change=[0-9a-f-]{36}&addOn=gateAccess$/);
    await loadFresh(page, '/?addOn=gateAccess#quote');
    const form = quoteForm(page);
    await form.getByRole('radio', { name: /^Small/ }).check();
    await expect(form.getByRole('checkbox', { name: /Gate Access Service/ })).toBeChecked();
    await form.getByRole('radio', { name: /^Medium/ }).check();
    await expect(form.getByRole('checkbox', { name: /Gate Access Service/ })).toHaveCount(0);
  });
});
