import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';

// Fixed once in the runner; workers inherit these, so every process agrees on the server and accounts.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@scvscoopers.example';
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-admin-password';
process.env.E2E_USER_EMAIL ??= 'e2e-customer@scvscoopers.example';
process.env.E2E_USER_PASSWORD ??= 'e2e-customer-password';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// Chromium is most of the phase's CPU. With no GPU, painting is software: the GPU process's work runs in the browser
// process (--in-process-gpu, one process and its IPC less per browser), one raster thread (two cores are shared with
// the server and the other worker), no threaded animation, checker-imaging or partial raster, and scrolls jump instead
// of animating. Measured on public-pages + admin-blog, back to back: 45.2 and 41.9 s of CPU against 48.1 and 48.8.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    '--in-process-gpu',
    '--num-raster-threads=1',
    '--disable-threaded-animation',
    '--disable-checker-imaging',
    '--disable-partial-raster',
    '--disable-smooth-scrolling',
  ],
};

// Tests start with a saved cookie choice (analytics denied), so the consent banner never covers what they click;
// the consent tests start without one: test.use({ storageState: { cookies: [], origins: [] } }).
const consentChosen = {
  cookies: [],
  origins: [{ origin: baseURL, localStorage: [{ name: 'consentPreferences', value: '{"ad_storage":"denied","analytics_storage":"denied"}' }] }],
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.e2e-spec.ts',
  // Signs the admin in once; signInToAdmin reuses that session (the sign-in form itself has its own tests).
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more and is reported as flaky if it then passes; a real defect fails both times.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // A trace records a screencast and a DOM snapshot at every step, a real cost on two cores for every passing test: it is
  // kept for the retry on CI (a failure that repeats, or a flaky pass). Locally, `npx playwright test --trace on`.
  use: { baseURL, trace: 'on-first-retry', launchOptions: chromium, storageState: consentChosen },
  // Every test runs on the desktop; on the phone only those tagged @phone: tests with a phone layout or behaviour of
  // their own, and at least one per page or screen (axe and a screenshot of every public page, a render, layout and
  // screenshot check per admin screen). Tests tagged @phone-only are those cheap phone checks of a screen whose journey
  // runs on the desktop: the desktop skips them.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // The Pixel 7's touch, mobile viewport and user agent at one device pixel per CSS pixel: its 2.625 ratio made
    // Chromium paint (in software, on two cores) and every full-page screenshot encode seven times the pixels, for
    // the same layout. No page picks images or styles by pixel ratio.
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node test/e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
