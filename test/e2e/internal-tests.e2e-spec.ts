import { expect, test, type Page } from '@playwright/test';
import { expectFitsTheScreen, requiredEnv, saveScreenshot } from './support';

const PAGES = [
  { path: '/trello-test', title: 'Task Board Integration Test', endpoint: '/api/admin/integrations/task-board/test' },
  { path: '/functionality-test', title: 'Functionality Test', endpoint: '/api/admin/functionality-test' },
] as const;

const DENIED = 'Access denied. Admin privileges required.';

/** Signs the browser in through the API; page.request shares the page's cookies. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status()).toBe(200);
}

const signInAdmin = (page: Page) => signIn(page, requiredEnv('E2E_ADMIN_EMAIL'), requiredEnv('E2E_ADMIN_PASSWORD'));

async function expectDenied(page: Page): Promise<void> {
  await expect(page.getByRole('alert')).toContainText(DENIED);
  await expect(page.getByRole('link', { name: 'Sign in as an admin' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('button', { name: 'Run checks' })).toHaveCount(0);
}

test('signed out, both internal test pages deny access and point to the admin sign-in', { tag: '@phone' }, async ({ page }, testInfo) => {
  for (const { path, title } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectDenied(page);
  }
  await saveScreenshot(page, 'internal-tests-denied', testInfo);
});

test('a signed-in customer without the admin role is denied too', async ({ page }) => {
  await signIn(page, requiredEnv('E2E_USER_EMAIL'), requiredEnv('E2E_USER_PASSWORD'));
  await page.goto('/trello-test');
  await expectDenied(page);
});

// Both pages in one test (one context, warm loads), each a step.
test('an admin runs the Task Board Integration Test and the Functionality Test on the built-in adapters and every check passes', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  for (const { path, title, endpoint } of PAGES) {
    await test.step(`an admin runs the ${title} on the built-in adapters and every check passes`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const run = page.getByRole('button', { name: 'Run checks' });
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === endpoint);
      await run.click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const report = (await response.json()) as {
        success: boolean;
        summary: { passed: number; total: number };
        results: unknown[];
        adapter?: string;
        board: { kind: string; description: string };
      };
      expect(report.board.kind).toBe('built-in');
      expect(report.success).toBe(true);
      expect(report.summary.total).toBeGreaterThan(0);

      const summary = page.getByRole('status').filter({ hasText: /checks? passed$/ });
      await expect(summary).toHaveText(`${report.summary.total} of ${report.summary.total} ${report.summary.total === 1 ? 'check' : 'checks'} passed`);
      await expect(summary).toHaveClass(/checks-summary--passed/);
      const checks = page.getByRole('listitem').filter({ hasText: ': passed' });
      await expect(checks).toHaveCount(report.results.length);
      await expect(page.getByRole('listitem').filter({ hasText: ': failed' })).toHaveCount(0);
      await expect(page.getByText('Ran against:')).toContainText(report.adapter ?? report.board.description);
      await expect(page.getByText('Ran against:')).toContainText('built-in board');
      await expect(run).toBeEnabled();
      await saveScreenshot(page, `internal-tests-${path.slice(1)}-passed`, testInfo);
    });
  }
});

test('while running the button says so; a failed check shows red with its error and data; a 403 denies access', async ({ page }, testInfo) => {
  await signInAdmin(page);
  const report = {
    success: false,
    error: 'Move the card to In Progress: Trello answered 401: invalid key',
    board: { kind: 'trello', description: 'Trello board 5f1e2d' },
    summary: { passed: 1, failed: 1, total: 2 },
    results: [
      { test: 'Create a lead card', status: 'passed', data: { cardId: 'abc123', list: 'New Leads' } },
      { test: 'Move the card to In Progress', status: 'failed', error: 'Trello answered 401: invalid key', data: { status: 401 } },
    ],
  };
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const answers = [
    { status: 200, contentType: 'application/json', body: JSON.stringify(report) },
    { status: 403, contentType: 'application/problem+json', body: JSON.stringify({ status: 403, title: 'Forbidden' }) },
  ];
  await page.route('**/api/admin/integrations/task-board/test', async (route) => {
    await held;
    await route.fulfill(answers.shift() ?? answers[0]);
  });
  await page.goto('/trello-test');
  await page.getByRole('button', { name: 'Run checks' }).click();
  await expect(page.getByRole('button', { name: 'Running...' })).toBeDisabled();
  release();

  const summary = page.getByRole('status').filter({ hasText: /checks? passed$/ });
  await expect(summary).toHaveText('1 of 2 checks passed');
  await expect(summary).toHaveClass(/checks-summary--failed/);
  await expect(page.getByText('Ran against:')).toHaveText('Ran against: Trello board 5f1e2d');
  const failed = page.getByRole('listitem').filter({ hasText: 'Move the card to In Progress' });
  await expect(failed).toContainText('Trello answered 401: invalid key');
  await failed.getByText('Data').click();
  await expect(failed.locator('pre')).toContainText('"status": 401');
  await saveScreenshot(page, 'internal-tests-failed', testInfo);

  await page.getByRole('button', { name: 'Run checks' }).click();
  await expectDenied(page);
});

test('on a phone: a passed run of each page fits the screen', { tag: '@phone-only' }, async ({ page }, testInfo) => {
  // The real runs on the built-in adapters happen on the desktop; here a passed report's layout, answered by the test.
  await signInAdmin(page);
  for (const { path, endpoint } of PAGES) {
    const report = {
      success: true,
      board: { kind: 'built-in', description: 'the built-in board' },
      adapter: 'the built-in board',
      summary: { passed: 2, failed: 0, total: 2 },
      results: [
        { test: 'Create a lead card', status: 'passed', data: { list: 'New Leads' } },
        { test: 'Move the card to In Progress', status: 'passed' },
      ],
    };
    await page.route(`**${endpoint}`, (route) => route.fulfill({ json: report }));
    await page.goto(path);
    await page.getByRole('button', { name: 'Run checks' }).click();
    await expect(page.getByRole('status').filter({ hasText: /checks? passed$/ })).toHaveText('2 of 2 checks passed');
    await expectFitsTheScreen(page);
    await saveScreenshot(page, `internal-tests-${path.slice(1)}-passed`, testInfo);
  }
});
