import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectFitsTheScreen, isPhoneLayout, loadFresh, requiredEnv, saveScreenshot } from './support';

const denyConsent = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('consentPreferences', JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied' })));

async function openNavOnPhone(page: Page): Promise<void> {
  if (!isPhoneLayout(page)) return;
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The confirmation link of the newest sign-up e-mail to `email`, as staff see it in the outbox. */
async function confirmationLink(admin: APIRequestContext, email: string): Promise<string> {
  const list = await admin.get(`/api/admin/emails?filter=${encodeURIComponent(JSON.stringify({ q: email, kind: 'sign-up-confirmation' }))}`);
  expect(list.ok()).toBe(true);
  const [summary] = (await list.json()) as { id: string }[];
  expect(summary).toBeDefined();
  const detail = (await (await admin.get(`/api/admin/emails/${summary.id}`)).json()) as { text: string; html: string };
  const match = /https?:\/\/[^\s"]+\/api\/auth\/confirm\?token=[A-Za-z0-9_%-]+/.exec(detail.text);
  expect(match).not.toBeNull();
  const url = new URL((match as RegExpExecArray)[0]);
  return `${url.pathname}${url.search}`;
}

test.describe.configure({ timeout: 60_000 });

test('sign up, confirm through the e-mailed link, sign in, see the name in the menu, sign out', async ({ page, playwright, baseURL }, testInfo) => {
  // The whole journey, from the empty form to signing out everywhere, in one browser.
  test.slow();
  await denyConsent(page);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(page, 'auth', testInfo);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Email address is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();

  const email = `signup.${testInfo.project.name}.${process.env.E2E_RUN_ID ?? 'local'}@example.com`;
  await form.getByLabel('Full name').fill('Robin Signup');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('123456789');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();
  await saveScreenshot(page, 'auth-sign-up-errors', testInfo);

  await form.getByLabel('Password').fill('robin-secret');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText('confirmation link');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  // Before confirming, sign-in explains what is missing.
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill('robin-secret');
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInForm.getByRole('alert')).toContainText('Email not confirmed');

  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/sign-in', { data: { email: requiredEnv('E2E_ADMIN_EMAIL'), password: requiredEnv('E2E_ADMIN_PASSWORD') } })).ok()).toBe(
    true,
  );
  const link = await confirmationLink(admin, email);
  await admin.dispose();

  // Opening the link only asks (mail scanners open every link); the button confirms.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page).toHaveURL(/\/auth\?confirmed=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Email confirmed — you can sign in now' })).toBeVisible();

  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill('robin-secret');
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await openNavOnPhone(page);
  const userMenu = page.getByRole('button', { name: 'Robin Signup' });
  await expect(userMenu).toBeVisible();
  // An existing session sends /auth straight home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await openNavOnPhone(page);
  await page.getByRole('button', { name: 'Robin Signup' }).click();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await openNavOnPhone(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Signed in on a second device too, Robin signs out everywhere from the first.
  const otherDevice = await playwright.request.newContext({ baseURL });
  expect((await otherDevice.post('/api/auth/sign-in', { data: { email, password: 'robin-secret' } })).ok()).toBe(true);
  expect((await page.request.post('/api/auth/sign-in', { data: { email, password: 'robin-secret' } })).ok()).toBe(true);
  await page.goto('/');
  await openNavOnPhone(page);
  await page.getByRole('button', { name: 'Robin Signup' }).click();
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await openNavOnPhone(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await otherDevice.get('/api/auth/me')).status()).toBe(401);
  await otherDevice.dispose();
});

test('the sign-in page: a bad confirmation link, a wrong password, a network failure and a rate limit, each with its message and tip', async ({
  page,
}, testInfo) => {
  await test.step('a bad confirmation link says so on the sign-in page', async () => {
    await denyConsent(page);
    await loadFresh(page, '/api/auth/confirm?token=not-a-real-token-at-all-000');
    await expect(page).toHaveURL(/\/auth\?confirmed=0$/);
    await expect(page.getByRole('status').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  });

  await test.step('a wrong password shows the server message and the matching troubleshooting tip', async () => {
    await denyConsent(page);
    await loadFresh(page, '/auth');
    await expect(page.getByRole('heading', { name: 'Trouble signing in?' })).toBeVisible();
    // Nothing has gone wrong yet: the tips are folded to their title.
    await expect(page.locator('details.auth-tips')).not.toHaveAttribute('open');
    await expect(page.getByRole('heading', { name: 'Invalid email or password' })).toBeHidden();
    await saveScreenshot(page, 'auth-first-open', testInfo);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(requiredEnv('E2E_USER_EMAIL'));
    await form.getByLabel('Password').fill('definitely-not-it');
    await form.getByRole('button', { name: 'Sign In' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Invalid email or password');
    await expect(alert).toContainText('Caps Lock');
    await expect(page.locator('details.auth-tips')).toHaveAttribute('open', '');
    await expect(page.locator('.auth-tips__item--active')).toContainText('Invalid email or password');
    await saveScreenshot(page, 'auth-wrong-password', testInfo);
  });

  await test.step('a network failure and a rate limit get their own tips', async () => {
    await denyConsent(page);
    await loadFresh(page, '/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByLabel('Password').fill('whatever1');

    await page.route('**/api/auth/sign-in', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toContainText('Connection error. Please check your internet and try again.');
    await expect(page.locator('.auth-tips__item--active')).toContainText('Connection problems');

    await page.unroute('**/api/auth/sign-in');
    await page.route('**/api/auth/sign-in', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 429, title: 'Too Many Requests', detail: 'Too many requests. Please wait a moment and try again.' }),
      }),
    );
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toContainText('Too many requests. Please wait a moment and try again.');
    await expect(page.locator('.auth-tips__item--active')).toContainText('Too many attempts');
  });
});

test(
  'on a phone: the sign-in and sign-up page fits, and a signed-in customer finds the name in the menu',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    // The sign-up journey runs on the desktop; here the page's phone layout and the phone menu.
    await denyConsent(page);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expectFitsTheScreen(page);
    await saveScreenshot(page, 'auth', testInfo);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expectFitsTheScreen(page);
    await saveScreenshot(page, 'auth-sign-up-errors', testInfo);

    expect(
      (await page.request.post('/api/auth/sign-in', { data: { email: requiredEnv('E2E_USER_EMAIL'), password: requiredEnv('E2E_USER_PASSWORD') } })).ok(),
    ).toBe(true);
    await page.goto('/');
    await openNavOnPhone(page);
    await page.getByRole('button', { name: 'Casey Customer' }).click();
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  },
);
