import { chromium, type Browser } from 'playwright-core';
import { percentile } from './stats';
import { startBuiltServer } from './web.bench';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 5);
export const ADMIN_PAINT_BUDGET_MS = 2500;

// Lighthouse's mobile profile, applied with DevTools throttling: slow 4G (150 ms RTT × 3.75, 1.6 Mbps × 0.9 down,
// 750 kbps × 0.9 up) and a CPU four times slower than this machine's.
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

export interface AdminPaint {
  /** Largest contentful paint of the signed-out /admin (the sign-in page), ms, one per cold run, sorted. */
  samples: number[];
  median: number;
  /** JavaScript bytes the page transferred before its largest paint (encoded, as on the wire), median run. */
  scriptBytes: number;
}

async function oneRun(browser: Browser, url: string): Promise<{ lcp: number; scriptBytes: number }> {
  // A fresh context each run: cold HTTP cache, no cookies (no session), a phone-sized window.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    let sessionChecks = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/me')) sessionChecks++;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor({ timeout: 120_000 });
    // Let the browser settle the candidate (LCP is final at the first input; nothing larger paints after the form).
    await page.waitForTimeout(1000);
    if (process.env.BENCH_DEBUG) process.stdout.write(`  /api/auth/me requests: ${sessionChecks}\n`);
    // The bench compiles without the DOM library: the page's entries are typed here by the fields read.
    type Resource = { name: string; startTime: number; initiatorType: string; encodedBodySize: number };
    return await page.evaluate(
      () =>
        new Promise<{ lcp: number; scriptBytes: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const lcp = entries[entries.length - 1].startTime;
            const scripts = (performance.getEntriesByType('resource') as unknown as Resource[]).filter(
              (entry) => (entry.initiatorType === 'script' || entry.name.endsWith('.js')) && entry.startTime <= lcp,
            );
            resolve({ lcp, scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) });
          }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** The signed-out admin's largest paint, cold, on a throttled phone profile (npm run bench -- admin; needs `npm run build`). */
export async function measureAdminPaint(): Promise<AdminPaint> {
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const url = `${server.baseUrl}/admin`;
    await oneRun(browser, url); // warm the server (first requests compile templates, open pools), not the browser
    const runs: { lcp: number; scriptBytes: number }[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, url));
    runs.sort((a, b) => a.lcp - b.lcp);
    const samples = runs.map((run) => run.lcp);
    const median = percentile(samples, 50);
    return { samples, median, scriptBytes: runs[Math.floor((runs.length - 1) / 2)].scriptBytes };
  } finally {
    await browser.close();
    await server.stop();
  }
}
