import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  createPaidOrder,
  forgetAdminState,
  isPhoneLayout,
  saveScreenshot,
  signInToAdmin,
  signInToAdminWithForm,
  testCustomer,
  useAdminSession,
} from './support';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (page: Page, name: string) => card(page, name).getByTestId('stat-value');

test.describe.configure({ timeout: 60_000 });

test('staff read the analytics for a period, the all-time overview and the journeys visitors took', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  // A visit of our own, so the figures and the journeys have something known to show.
  const visit = `/e2e-${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const sessionId = randomUUID();
  await request
    .post('/api/analytics/events', {
      data: {
        sessionId,
        events: [
          { eventType: 'page_view', pageUrl: visit },
          { eventType: 'button_click', pageUrl: visit, eventData: { buttonName: 'Get Free Quote', context: 'hero' } },
          { eventType: 'page_view', pageUrl: '/#quote' },
          { eventType: 'quote_started', pageUrl: '/#quote', eventData: { page: '/', timestamp: new Date().toISOString() } },
        ],
      },
    })
    .then((res) => expect(res.status()).toBe(202));
  // And a paid order, so this week has revenue to chart.
  await createPaidOrder(request, 'subscription', testCustomer('dashboard'));

  await signInToAdmin(page, '/admin/dashboard');

  await test.step('the Analytics cards show this week in Pacific time', async () => {
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('This Week');
    await expect(page.getByTestId('period-range')).toContainText('(Pacific time)');
    await expect(figure(page, 'Page Views')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(page, 'Events')).toHaveText(/^[1-9][\d,]*$/);
    // Issue 18 §18: the card counts paid orders, with the checkouts started (paid or not) beside them.
    await expect(figure(page, 'Paid Orders')).toHaveText(/^[1-9][\d,]*$/);
    const started = card(page, 'Paid Orders').getByTestId('stat-detail');
    await expect(started).toHaveText(/^of [1-9][\d,]* checkouts? started$/);
    const paid = Number((await figure(page, 'Paid Orders').innerText()).replace(/,/g, ''));
    expect(Number((await started.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(paid);
    await expect(figure(page, 'Revenue')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
    // The chart is its own lazy chunk; it draws once the figures arrive.
    await expect(page.locator('#analytics .recharts-surface').first()).toBeVisible();
  });

  await test.step('the overview counts all orders ever placed', async () => {
    await expect(figure(page, 'Total Orders')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(page, 'Completed Orders')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(page, 'Active Subscriptions')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(page, 'Total Revenue')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  });

  await test.step('the journeys list our visit as a path and a session with its steps', async () => {
    const paths = page.getByTestId('top-paths');
    await expect(paths.getByRole('row').filter({ hasText: `${visit} → /#quote` })).toBeVisible();
    const session = page.getByTestId('journey-session').filter({ hasText: visit }).first();
    await expect(session).toContainText('4 steps');
    await session.getByRole('button').first().click();
    await expect(session.getByText('Button click')).toBeVisible();
    await expect(session.getByText('Quote started')).toBeVisible();
    await expect(session.getByText('Page view')).toHaveCount(2);
  });

  await saveScreenshot(page, 'admin-dashboard', testInfo);

  await test.step('switching the period reloads the cards for it', async () => {
    const reply = page.waitForResponse((res) => res.url().includes('/api/admin/dashboard/analytics?period=today') && res.status() === 200);
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Today' }).click();
    await reply;
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Today');
    await expect(figure(page, 'Page Views')).toHaveText(/^[1-9][\d,]*$/);
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last Month' }).click();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last Month');
    await expect(figure(page, 'Paid Orders')).toHaveText(/^\d[\d,]*$/);
  });

  await test.step('the journeys window changes with its day choices', async () => {
    const reply = page.waitForResponse((res) => res.url().includes('/api/admin/dashboard/journeys?days=30') && res.status() === 200);
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await reply;
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('top-paths').getByRole('row').filter({ hasText: visit })).toBeVisible();
  });
});

test('signing in with the form lands on the dashboard and its sidebar; a failed load of the figures says what failed and offers a retry', async ({
  page,
}, testInfo) => {
  await test.step('signing in lands on /admin/dashboard; the sidebar shows Settings without scrolling and folds the developer tools', async () => {
    await signInToAdminWithForm(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    if (isPhoneLayout(page)) return; // the phone sidebar is a drawer; the desktop one is the point here
    const sidebar = page;
    await expect(sidebar.getByRole('menuitem', { name: 'Schedule' })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: 'Scoopers' })).toBeVisible();
    const settings = sidebar.getByRole('menuitem', { name: 'Settings', exact: true });
    await expect(settings).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByRole('menuitem', { name: 'Queues' })).toBeHidden();
    await sidebar.getByRole('menuitem', { name: 'Developer tools' }).click();
    await expect(sidebar.getByRole('menuitem', { name: 'Queues' })).toHaveAttribute('href', '/api/admin/queues');
    await expect(sidebar.getByRole('menuitem', { name: 'Task board test page' })).toHaveAttribute('href', '/trello-test');
    await saveScreenshot(page, 'admin-sidebar-developer-tools', testInfo);
    await page.goto('/admin/calendar');
    await expect(page.getByRole('tab', { name: /Calendar Management/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
  });

  await test.step('a failed load says what failed and offers a retry', async () => {
    await forgetAdminState(page);
    await useAdminSession(page);
    await page.route('**/api/admin/dashboard/overview', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Service Unavailable', detail: 'Database is restarting' }),
      }),
    );
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load the overview' })).toBeVisible();
    await page.unroute('**/api/admin/dashboard/overview');
    await page.getByRole('alert').filter({ hasText: 'Could not load the overview' }).getByRole('button', { name: 'Try again' }).click();
    await expect(figure(page, 'Total Orders')).toHaveText(/^\d[\d,]*$/);
  });
});
