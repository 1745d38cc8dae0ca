import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Pool } from 'pg';

// dist/bench/test/bench → the project root.
const ROOT = resolve(__dirname, '../../../..');
const WEB_DIST = join(ROOT, 'dist/public-web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/blog/valencia-dog-parks'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JS_BUDGET_KB = 150;
const SCORE_TARGET = 95;
/**
 * Lighthouse runs per page; the median run (by performance score) is the one reported and judged. One run is a coin
 * toss for the home page: the same build scored 90 to 98 in seven runs, its Total Blocking Time 70 to 340 ms.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

// lighthouse and chrome-launcher are ES modules; this bench compiles to CommonJS, whose import() would become require().
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

interface InitialJs {
  files: { file: string; raw: number; gzip: number }[];
  totalGzip: number;
}

/** The JS the home page loads before any interaction: the entry script and its modulepreloads in index.html (URLs under `base`). */
export function initialJavaScript(distDir: string, base = '/', page = 'index.html'): InitialJs {
  const html = readFileSync(join(distDir, page), 'utf8');
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);
  const files = [...urls].map((url) => {
    const body = readFileSync(join(distDir, url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '')));
    return { file: url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
}

interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The built product as the browser tests run it (test/e2e/serve.mjs): its own database, fixtures and first-start seeds. */
export async function startBuiltServer(): Promise<RunningServer> {
  const port = await freePort();
  const runId = `${Date.now().toString(36)}web`;
  const child = spawn(process.execPath, ['test/e2e/serve.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_RUN_ID: runId,
      E2E_ADMIN_EMAIL: 'bench-admin@scvscoopers.example',
      E2E_ADMIN_PASSWORD: 'bench-admin-password',
      E2E_USER_EMAIL: 'bench-customer@scvscoopers.example',
      E2E_USER_PASSWORD: 'bench-customer-password',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await dropDatabase(`scv_e2e_${runId}`);
      rmSync(join(ROOT, `.data/e2e-${runId}`), { recursive: true, force: true });
    },
  };
}

async function dropDatabase(name: string): Promise<void> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pool = new Pool({ connectionString: server, max: 1 });
  try {
    await pool.query(`drop database if exists "${name}" with (force)`);
  } catch {
    // An embedded server stopped with the child; its data directory is removed above.
  } finally {
    await pool.end();
  }
}

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

interface LighthouseResult {
  /** Set when the run itself failed (the page never painted in time, Chrome went away): its scores are then 0, not the page's. */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit & { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }>;
}

type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
type ChromeLauncher = { launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }> };

async function runLighthouse(url: string): Promise<LighthouseResult> {
  const { default: lighthouse } = await importEsm<{ default: LighthouseFn }>('lighthouse');
  const launcher = await importEsm<ChromeLauncher>('chrome-launcher');
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    // Lighthouse's default config is the mobile one (Moto G Power, simulated slow 4G).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function printLighthouse(path: string, lhr: LighthouseResult): void {
  const scores = CATEGORIES.map((c) => `${c} ${Math.round((lhr.categories[c]?.score ?? 0) * 100)}`).join(' · ');
  process.stdout.write(`\nLighthouse (mobile) ${path}: ${scores}\n`);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  process.stdout.write(`  ${metrics.map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '-'}`).join(' · ')}\n`);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
  process.stdout.write(`  scripts transferred: ${scripts.length} files, ${kb(scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0))}\n`);
  for (const category of CATEGORIES) {
    const failing = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative' && a.score !== null && a.score < 0.9);
    for (const audit of failing) process.stdout.write(`  [${category}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}\n`);
  }
}

/** One Lighthouse run, measured once more if the run itself failed (a failed run scores 0 whatever the page); null if both failed. */
async function measuredRun(url: string, path: string): Promise<LighthouseResult | null> {
  let lhr = await runLighthouse(url);
  if (lhr.runtimeError) {
    process.stdout.write(`\nLighthouse (mobile) ${path}: the run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); running it once more\n`);
    lhr = await runLighthouse(url);
  }
  if (lhr.runtimeError) {
    process.stdout.write(`  the second run failed too (${lhr.runtimeError.code}): not measured\n`);
    return null;
  }
  return lhr;
}

/** `npm run bench -- web` (after `npm run build`): the home page's initial JS and Lighthouse scores for / and a blog post. */
export async function runWebBench(): Promise<void> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('dist/public-web is missing: run `npm run build` first (this bench builds nothing)');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);

  const js = initialJavaScript(WEB_DIST);
  process.stdout.write(
    `Home page JS before interaction (entry + modulepreloads, gzip -9): ${kb(js.totalGzip)} (budget ${JS_BUDGET_KB} kB) ${js.totalGzip <= JS_BUDGET_KB * 1024 ? 'OK' : 'OVER'}\n`,
  );
  for (const f of js.files) process.stdout.write(`  ${f.file}: ${kb(f.raw)} raw, ${kb(f.gzip)} gzip\n`);

  const server = await startBuiltServer();
  try {
    for (const path of PAGES) {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const lhr = await measuredRun(`${server.baseUrl}${path}`, path);
        if (lhr) runs.push(lhr);
      }
      if (!runs.length) {
        process.stdout.write(`\nLighthouse (mobile) ${path}: not measured (every run failed)\n`);
        continue;
      }
      const performance = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const median = [...runs].sort((a, b) => performance(a) - performance(b))[Math.floor((runs.length - 1) / 2)];
      printLighthouse(path, median);
      if (runs.length > 1) {
        const tbt = (lhr: LighthouseResult) => lhr.audits['total-blocking-time']?.displayValue ?? '-';
        process.stdout.write(
          `  the median of ${runs.length} runs; performance in each: ${runs.map(performance).join(', ')}; Total Blocking Time: ${runs.map(tbt).join(', ')}\n`,
        );
      }
      const low = CATEGORIES.filter((c) => Math.round((median.categories[c]?.score ?? 0) * 100) < SCORE_TARGET);
      process.stdout.write(`  target ≥ ${SCORE_TARGET}: ${low.length ? `below in ${low.join(', ')}` : 'met'}\n`);
    }
  } finally {
    await server.stop();
  }
}
