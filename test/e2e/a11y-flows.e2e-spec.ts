import { expect, test, type Page } from '@playwright/test';
import { createPaidOrder, fillQuoteCustomer, quoteForm, signInToAdmin, testCustomer, wcagAxe } from './support';

/**
 * Issue 18's "axe stays clean" beyond the public pages' first screens (a11y.e2e-spec.ts): the quote's dialogs, the
 * sandbox checkout and the pages after payment with a real order, and the admin's main screens — at both widths.
 * Each test walks through its screens once and scans each; a finding names the screen it was on.
 */
async function findings(page: Page, screen: string): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe finds nothing serious in the quote form’s dialogs', { tag: '@phone' }, async ({ page }) => {
  const found: string[] = [];
  await page.goto('/#quote');
  const form = quoteForm(page);
  const addOns = form.getByRole('button', { name: /add-ons/i });
  if (await addOns.isVisible()) await addOns.click();
  await form.getByRole('checkbox', { name: /Trash Bin Service/ }).click();
  const trashDay = page.getByRole('dialog', { name: 'Which day is your trash day?' });
  await expect(trashDay).toBeVisible();
  found.push(...(await findings(page, 'trash-day dialog')));
  await trashDay.getByRole('button', { name: 'Cancel' }).click();

  await form.getByRole('radio', { name: '1 dog', exact: true }).check();
  await form.getByRole('radio', { name: /^Small/ }).check();
  await form.getByRole('radio', { name: /^Weekly/ }).check();
  await fillQuoteCustomer(page, testCustomer('axe-unserved', { zipCode: '90210' }));
  const area = page.getByRole('dialog', { name: 'We’re not in your area yet' });
  await expect(area).toBeVisible();
  found.push(...(await findings(page, 'service-area dialog')));
  expect(found).toEqual([]);
});

test('axe finds nothing serious on the sandbox checkout and the pages after payment', { tag: '@phone' }, async ({ page, request }) => {
  const found: string[] = [];
  const scan = async (screen: string, ready: () => Promise<void>) => {
    await ready();
    found.push(...(await findings(page, screen)));
  };
  const checkout = await request.post('/api/checkout/subscription', {
    data: {
      customerData: {
        ...testCustomer('axe-sub'),
        numberOfDogs: '2',
        yardSize: 'small',
        serviceFrequency: 'weekly',
        serviceType: 'subscription',
        specialInstructions: '',
      },
      selectedAddOns: { deodorizing: false, offSiteDisposal: false, keyLockService: false, trashBinService: true, binTakeOut: true, binBringIn: false },
      trashDay: 'tuesday',
      commitmentMonths: 1,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = url.split('/').pop() as string;
  await page.goto(url);
  await scan('sandbox checkout', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  expect((await request.post(`/api/payments/sandbox/sessions/${sessionId}/pay`)).ok()).toBe(true);

  await page.goto(`/customer-info?session_id=${sessionId}`);
  await scan('customer info', () => expect(page.getByRole('form', { name: 'Service details' }).getByLabel('Dog 2 name')).toBeVisible());
  await page.getByRole('form', { name: 'Service details' }).getByRole('button', { name: 'Complete Setup' }).click();
  await scan('customer info with errors', () => expect(page.getByText('Please enter your street address.', { exact: false }).first()).toBeVisible());
  const saved = await request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: { streetAddress: '24000 Main St', preferredDays: ['tuesday', 'thursday'], dogInfo: [{ name: 'Biscuit', breed: 'Beagle' }] },
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`/customer-confirmation?session_id=${sessionId}`);
  await scan('customer confirmation', () => expect(page.getByRole('main')).toContainText('Biscuit (Beagle)'));
  await page.goto(`/subscription-success?session_id=${sessionId}`);
  await scan('subscription success', () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to SCV Scoopers!'));

  // A one-time cleanup: its details form (a date and a time slot), then the receipt page once the details are saved
  // (without them, the receipt page moves on to the details form by itself).
  const oneTime = await createPaidOrder(request, 'one-time', testCustomer('axe-one-time'));
  await page.goto(`/customer-info?session_id=${oneTime.sessionId}`);
  const date = page.getByLabel('Preferred service date');
  await scan('one-time customer info', () => expect(date).toBeVisible());
  const oneTimeSaved = await request.post(`/api/orders/by-session/${oneTime.sessionId}/customer-info`, {
    data: {
      streetAddress: '25000 Valencia Blvd',
      scheduledDate: await date.getAttribute('min'),
      timeSlot: '12pm-3pm',
      dogInfo: [{ name: 'Maple', breed: 'Labrador' }],
    },
  });
  expect(oneTimeSaved.ok()).toBe(true);
  await page.goto(`/payment-success?session_id=${oneTime.sessionId}`);
  await scan('payment success', () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!'));
  expect(found).toEqual([]);
});

test('axe finds nothing serious on the admin’s main screens', { tag: '@phone' }, async ({ page, request }) => {
  test.slow();
  const found: string[] = [];
  const order = await createPaidOrder(request, 'subscription', testCustomer('axe-admin'));
  const screens: readonly [string, string][] = [
    ['dashboard', '/admin/dashboard'],
    ['orders', '/admin/orders'],
    ['order', `/admin/orders/${order.orderId}/show`],
    ['leads', '/admin/leads'],
    ['task board', '/admin/task-cards'],
    ['payments', '/admin/payments'],
    ['service plans', '/admin/service-plans'],
    ['schedule', '/admin/schedule'],
    ['settings', '/admin/settings'],
  ];
  await signInToAdmin(page, screens[0][1]);
  for (const [screen, path] of screens) {
    await page.goto(path);
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(page.locator('.MuiLinearProgress-root, [aria-busy="true"]')).toHaveCount(0);
    found.push(...(await findings(page, screen)));
  }
  expect(found).toEqual([]);
});
