import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  createPaidOrder,
  expectFitsTheScreen,
  openFromAdminMenu,
  saveScreenshot,
  searchAdminList,
  signInToAdmin,
  testCustomer,
  seriousAxeFindings,
} from './support';
import { WEEKDAYS, addDays, businessToday, capital, letters, serviceDayIn } from './service-days';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

interface Plan {
  id: string;
  status: string;
  preferredDays: string[];
  pausedFrom: string | null;
  cancellationReason: string | null;
}

const formatDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A paid weekly subscription whose customer gave their details, so its service plan starts; answers the name and the plan. */
async function subscribedCustomer(request: APIRequestContext, admin: APIRequestContext, tag: string): Promise<{ name: string; plan: Plan }> {
  const name = `Robin ${capital(letters(9))}`;
  const { sessionId } = await createPaidOrder(request, 'subscription', testCustomer(tag, { name }));
  const info = await request.post(`/api/orders/by-session/${sessionId}/customer-info`, {
    data: {
      streetAddress: '24 Orchard Lane',
      preferredDays: [serviceDayIn(2)],
      dogInfo: [{ name: 'Rex', breed: 'Labrador' }],
      specialNotes: 'Gate code 4321',
    },
  });
  expect(info.status(), await info.text()).toBeLessThan(300);
  let plans: Plan[] = [];
  await expect
    .poll(
      async () => {
        const listed = await admin.get('/api/admin/service-plans', { params: { filter: JSON.stringify({ q: name }) } });
        plans = listed.ok() ? ((await listed.json()) as Plan[]) : [];
        return plans.length;
      },
      { message: `the service plan of ${name}`, timeout: 60_000 },
    )
    .toBe(1);
  return { name, plan: plans[0] };
}

async function planNow(admin: APIRequestContext, id: string): Promise<Plan> {
  return (await (await admin.get(`/api/admin/service-plans/${id}`)).json()) as Plan;
}

async function openPlanFromList(page: Page, name: string): Promise<void> {
  await openFromAdminMenu(page, 'Service plans');
  await searchAdminList(page, name);
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole('region', { name: 'The plan' }).getByRole('heading', { name })).toBeVisible();
}

/** The plan's proof rule: on, then off again (the screenshot shows it on). */
async function toggleBeforePhotos(page: Page, testInfo: TestInfo): Promise<void> {
  await page.getByRole('button', { name: 'Require before photos' }).click();
  await expect(page.getByRole('button', { name: 'Stop requiring before photos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Before photos required at Start')).toBeVisible();
  await saveScreenshot(page, 'admin-service-plan-before-photos', testInfo);
  await page.getByRole('button', { name: 'Stop requiring before photos' }).click();
  await expect(page.getByRole('button', { name: 'Require before photos' })).toBeVisible();
}

test('staff find a plan, change its days, pause and resume it, and cancel it with a reason', async ({ page, request }, testInfo) => {
  // Checkout, payment and the service consumers starting the plan come first, on a busy machine.
  test.setTimeout(120_000);
  await signInToAdmin(page);
  const admin = page.request;
  const { name, plan } = await subscribedCustomer(request, admin, 'service-plans');
  const firstDay = DAY_NAMES[WEEKDAYS.indexOf(plan.preferredDays[0] as (typeof WEEKDAYS)[number])];
  // Three days on, or four when three lands on a Sunday (not a service day).
  const firstIndex = WEEKDAYS.indexOf(plan.preferredDays[0] as (typeof WEEKDAYS)[number]);
  const newDayIndex = (firstIndex + 3) % 7 === 6 ? (firstIndex + 4) % 7 : (firstIndex + 3) % 7;

  await openPlanFromList(page, name);
  const summary = page.getByTestId('plan-summary');
  await expect(summary).toContainText(`Weekly service on ${firstDay} at 24 Orchard Lane`);
  await expect(
    page
      .getByRole('region', { name: 'Upcoming visits' })
      .getByText(/Scooping/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText(/^Plan started \(Weekly, from /)).toBeVisible();
  expect(await seriousAxeFindings(page, '#main-content')).toEqual([]);
  await saveScreenshot(page, 'admin-service-plan', testInfo);
  await toggleBeforePhotos(page, testInfo);

  // Change days: the form sends the new day; the plan's future visits follow.
  await page.getByRole('link', { name: 'Change days' }).click();
  await page.getByRole('checkbox', { name: firstDay }).uncheck();
  await page.getByRole('checkbox', { name: DAY_NAMES[newDayIndex] }).check();
  await saveScreenshot(page, 'admin-service-plan-days', testInfo);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service plan updated')).toBeVisible();
  await expect(summary).toContainText(`Weekly service on ${DAY_NAMES[newDayIndex]} at`);
  await expect(page.getByRole('region', { name: 'History' }).getByText(`Days changed to ${DAY_NAMES[newDayIndex]}; trash day None`)).toBeVisible();
  expect((await planNow(admin, plan.id)).preferredDays).toEqual([WEEKDAYS[newDayIndex]]);

  // Pause: a past date is refused next to the date; a week from now is taken.
  const pauseFrom = addDays(businessToday(), 7);
  await page.getByRole('button', { name: 'Pause' }).click();
  const pauseDialog = page.getByRole('dialog', { name: 'Pause this plan' });
  await pauseDialog.getByLabel(/^From/).fill(addDays(businessToday(), -3));
  await pauseDialog.getByRole('button', { name: 'Pause' }).click();
  await expect(pauseDialog.getByText('That date has already passed; choose today or a later date')).toBeVisible();
  await pauseDialog.getByLabel(/^From/).fill(pauseFrom);
  await pauseDialog.getByRole('button', { name: 'Pause' }).click();
  await expect(pauseDialog).toBeHidden();
  await expect(page.getByText('Service plan paused')).toBeVisible();
  await expect(summary).toContainText(`Paused from ${formatDate(pauseFrom)}`);
  expect(await planNow(admin, plan.id)).toMatchObject({ status: 'paused', pausedFrom: pauseFrom });

  // Resume: the dialog offers the pause date; staff take it.
  await page.getByRole('button', { name: 'Resume' }).click();
  const resumeDialog = page.getByRole('dialog', { name: 'Resume this plan' });
  await expect(resumeDialog.getByLabel(/^From/)).toHaveValue(pauseFrom);
  await resumeDialog.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Service plan resumed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText(`Resumed from ${formatDate(pauseFrom)}`)).toBeVisible();
  expect((await planNow(admin, plan.id)).status).toBe('active');

  // A pin outside the service area is refused in the dialog; the plan keeps its place.
  const before = (await (await admin.get(`/api/admin/service-plans/${plan.id}`)).json()) as { lat: number; lng: number };
  await page.getByRole('button', { name: 'Correct pin' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Drop a corrected pin' });
  await pinDialog.getByLabel(/^Latitude/).fill('40.7128');
  await pinDialog.getByLabel(/^Longitude/).fill('-74.006');
  await pinDialog.getByRole('button', { name: 'Correct pin' }).click();
  await expect(pinDialog.getByRole('alert')).toContainText('That pin is outside the Santa Clarita Valley');
  await pinDialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await (await admin.get(`/api/admin/service-plans/${plan.id}`)).json()).toMatchObject({ lat: before.lat, lng: before.lng });

  // Cancel: a reason is required; with one, the plan is cancelled and says why.
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this plan' });
  await cancelDialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(cancelDialog.getByText('Required')).toBeVisible();
  await cancelDialog.getByLabel(/^Reason/).fill('Moving out of the area');
  await cancelDialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('Service plan cancelled')).toBeVisible();
  await expect(summary).toContainText('Moving out of the area');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeHidden();
  expect(await planNow(admin, plan.id)).toMatchObject({ status: 'cancelled', cancellationReason: 'Moving out of the area' });
  await saveScreenshot(page, 'admin-service-plan-cancelled', testInfo);

  // The list filters by status.
  await page.goto(`/admin/service-plans?filter=${encodeURIComponent(JSON.stringify({ q: name, status: 'cancelled' }))}`);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await saveScreenshot(page, 'admin-service-plans', testInfo);
  await page.goto(`/admin/service-plans?filter=${encodeURIComponent(JSON.stringify({ q: name, status: 'active' }))}`);
  await expect(page.getByText('No Service plans found using the current filters.')).toBeVisible();
});

test('on a phone: the service plans list and a plan fit the screen', { tag: '@phone-only' }, async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await signInToAdmin(page);
  const { name } = await subscribedCustomer(request, page.request, 'service-plans-phone');
  await openFromAdminMenu(page, 'Service plans');
  await searchAdminList(page, name);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectFitsTheScreen(page);
  expect(await seriousAxeFindings(page, '#main-content')).toEqual([]);
  await saveScreenshot(page, 'admin-service-plans', testInfo);
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('plan-summary')).toContainText('Weekly service on');
  await expect(
    page
      .getByRole('region', { name: 'Upcoming visits' })
      .getByText(/Scooping/)
      .first(),
  ).toBeVisible();
  await expectFitsTheScreen(page);
  expect(await seriousAxeFindings(page, '#main-content')).toEqual([]);
  await saveScreenshot(page, 'admin-service-plan', testInfo);
  await toggleBeforePhotos(page, testInfo);
  await expectFitsTheScreen(page);
});
