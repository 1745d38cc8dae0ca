import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startBareNestApp } from './bare-nest';
import { Database } from '../../backend/src/platform/database/database';
import { ORDER_STREAM } from '../../backend/src/modules/orders/domain/order.events';
import { BenchApp, startBenchApp } from './bench-app';
import { startBenchWorker } from './bench-worker';
import {
  benchSeconds,
  countTraffic,
  fmtCpu,
  fmtMs,
  fmtRate,
  fmtTraffic,
  LatencySummary,
  now,
  profiled,
  runClosedLoop,
  runInterleaved,
  runPaced,
  verdict,
} from './stats';

const CONNECTIONS = 8;
/** Checkouts a second in the paced phase: far above a busy day (tens a day), below what saturates this machine. */
const PACED_CHECKOUTS_PER_SECOND = 40;
const DOGS = ['1', '2', '3+'] as const;
const YARDS = ['small', 'medium', 'large'] as const;
const FREQUENCIES = ['monthly', 'weekly', 'twice-weekly'] as const;

/** Issue 19's targets: the quote API at ≥ 70% of a bare NestJS app's throughput in the same run, p99 ≤ 10 ms; checkout p99 ≤ 50 ms. */
const TARGETS = { quoteShareOfBare: 0.7, quoteP99Ms: 10, checkoutP99Ms: 50 };

const quoteBody = (w: number, i: number) => ({
  serviceType: 'subscription',
  serviceFrequency: FREQUENCIES[(w + i) % 3],
  numberOfDogs: DOGS[i % 3],
  yardSize: YARDS[w % 3],
  addOns: { deodorizing: i % 2 === 0, offSiteDisposal: w % 2 === 0 },
  commitmentMonths: i % 4 === 0 ? 3 : 1,
});

/**
 * `npm run bench -- quote`: POST /api/quotes/price throughput and p99 at 8 connections beside a bare NestJS app answering
 * the same JSON POST in the same run (one after the other, never at once); checkout creation p99 on the sandbox, once at
 * saturation (8 closed loops, where p99 is mostly the queue they build) and once paced at 40 a second (open loop). All
 * of it on the layout `npm start` (start.js) and docker-compose.yml run, the API in one process (here, with the bench
 * client) and the worker in another; then the saturated checkouts once more with everything in one process (ROLE=all).
 */
export async function runQuoteBench(): Promise<void> {
  const seconds = benchSeconds(10);
  const window = { warmupMs: 1_000, durationMs: seconds * 1000 };
  // Every checkout here comes from one address; lift the per-address ceiling so only the server's work is timed.
  const env = { CHECKOUT_IP_LIMIT: '1000000000' };
  const bare = await startBareNestApp(CONNECTIONS);
  // As `npm start` (start.js) and docker-compose.yml run it: the API (with the bench client) in this process, the worker
  // in a process of its own.
  const api = await startBenchApp({ connections: CONNECTIONS, env: { ...env, ROLE: 'api' } }).catch(async (error: unknown) => {
    await bare.close();
    throw error;
  });
  let bench: BenchApp | undefined;
  try {
    const worker = await startBenchWorker(api);
    let quotes: Awaited<ReturnType<typeof runInterleaved>>;
    let apart: CheckoutRun;
    let paced: Awaited<ReturnType<typeof runPaced>>;
    try {
      // The bare app and the product take turns, ten slices each, so a change in the machine's load hits both alike.
      quotes = await profiled('quote-price', () =>
        runInterleaved(CONNECTIONS, { ...window, rounds: 10 }, [
          async (w, i) => {
            const res = await bare.post('/api/quotes/price', quoteBody(w, i));
            if (res.status !== 200) throw new Error(`bare app answered ${res.status}`);
          },
          async (w, i) => {
            const res = await api.post('/api/quotes/price', quoteBody(w, i));
            if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${JSON.stringify(res.body)}`);
          },
        ]),
      );
      await bare.close();
      apart = await checkoutsOn(api, 'checkout', seconds, [worker.pid]);
      paced = await runPaced(PACED_CHECKOUTS_PER_SECOND, checkoutWindow(seconds), (i) => apart.checkout(CONNECTIONS, i));
    } finally {
      await worker.close();
    }
    const serverVersion = api.database.serverVersion.split('.')[0];
    await api.close();
    // ROLE=all: API, worker and the bench client in one process, for comparison.
    bench = await startBenchApp({ connections: CONNECTIONS, env });
    const together = await checkoutsOn(bench, 'checkout-one-process', seconds);

    const [b, q] = quotes;
    const share = q.perSecond / b.perSecond;
    const quoteOk = share >= TARGETS.quoteShareOfBare && q.p99 <= TARGETS.quoteP99Ms;
    const row = (label: string, s: LatencySummary) =>
      `${label.padEnd(34)}${fmtRate(s.perSecond).padStart(7)} req/s   p50 ${fmtMs(s.p50)} ms   p99 ${fmtMs(s.p99)} ms   max ${fmtMs(s.max)} ms`;
    const checkoutRows = (label: string, run: CheckoutRun, layout: string) => [
      `${row(label, run.summary)}   (${run.summary.count} sandbox checkouts, ${CONNECTIONS} loops at saturation: queueing included; ${layout})  ` +
        `[target p99 ≤${TARGETS.checkoutP99Ms} ms: ${verdict(run.summary.p99 <= TARGETS.checkoutP99Ms)}]`,
      `    ${fmtCpu(run.traffic, run.counted, 'checkout')} (node: every app process and the bench client)`,
      `    ${run.delay}; the worker's consumers were ${run.backlog.behind} order events behind when the loops stopped and caught up in ${fmtMs(run.backlog.catchUpMs)} ms`,
    ];
    process.stdout.write(
      [
        `PostgreSQL ${serverVersion}, ${CONNECTIONS} keep-alive connections, ${seconds}s window after 1s warm-up; the API runs as npm start runs it (ROLE=api, the worker in a process of its own) unless a row says otherwise`,
        `${row('bare NestJS POST (baseline)', b)}   CPU ${fmtMs(b.cpuMsPerOp)} ms/req (client + server)   (${b.count} requests)`,
        `${row('POST /api/quotes/price', q)}   CPU ${fmtMs(q.cpuMsPerOp)} ms/req   ${Math.round(share * 100)}% of bare  ` +
          `[target ≥${TARGETS.quoteShareOfBare * 100}%, p99 ≤${TARGETS.quoteP99Ms} ms: ${verdict(quoteOk)}]`,
        ...checkoutRows('POST /api/checkout/subscription', apart, "client in the API's process"),
        `  work per checkout (request, payment mode, order number, vault key, session, event, projections, consumers): ${fmtTraffic(apart.traffic, apart.counted, 'checkout')}`,
        `${row(`  paced: ${PACED_CHECKOUTS_PER_SECOND} checkouts/s, open loop`, paced.summary)}   (${paced.summary.count} sandbox checkouts, timed from each one's scheduled start)  ` +
          `[target p99 ≤${TARGETS.checkoutP99Ms} ms: ${verdict(paced.summary.p99 <= TARGETS.checkoutP99Ms)}]`,
        ...checkoutRows('  one process (ROLE=all)', together, 'API, worker and client in one process'),
        '',
      ].join('\n'),
    );
  } finally {
    await bare.close();
    await api.close();
    await bench?.close();
  }
}

let checkouts = 0;
/**
 * A search word of each checkout's own (letters only: the order search splits at anything else), as a new customer's
 * e-mail brings one. It used to carry Date.now() in base 36, whose letter runs the 8 loops often shared within one
 * millisecond: a word new to the search vocabulary, inserted by two checkouts at once, makes the second wait for the
 * first's commit, a queue no two real customers form.
 */
function ownWord(): string {
  let n = checkouts++;
  let word = '';
  do {
    word = String.fromCharCode(97 + (n % 26)) + word;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `bench${word}`;
}

const checkoutBody = (w: number, i: number) => ({
  customerData: {
    name: 'Bench Customer',
    email: `${ownWord()}-${w}-${i}-${Date.now()}@example.com`,
    phone: '(661) 555-0100',
    zipCode: '91354',
    numberOfDogs: DOGS[i % 3],
    yardSize: YARDS[w % 3],
    serviceFrequency: 'weekly',
    serviceType: 'subscription',
  },
  selectedAddOns: { deodorizing: true },
  commitmentMonths: 3,
});

const checkoutWindow = (seconds: number) => ({ warmupMs: 1_000, durationMs: Math.max(3, seconds / 2) * 1000 });

type CheckoutRun = Awaited<ReturnType<typeof checkoutsOn>>;

/** 8 closed loops of sandbox checkouts on `app` (the CPU of this process and `nodePids`', and the loop's delay). */
async function checkoutsOn(app: BenchApp, profile: string, seconds: number, nodePids: number[] = []) {
  let started = 0;
  const checkout = async (w: number, i: number) => {
    started++;
    const res = await app.post('/api/checkout/subscription', checkoutBody(w, i));
    if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  // How long ready callbacks waited for this process's event loop during the checkouts: a tail made of long blocking
  // tasks shows here, one made of many short waits does not.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  const since = new Date();
  loopDelay.enable();
  const { result, traffic } = await countTraffic(() => profiled(profile, () => runClosedLoop(CONNECTIONS, checkoutWindow(seconds), checkout)), { nodePids });
  loopDelay.disable();
  const backlog = await consumerBacklog(app, since);
  const delay = `event-loop delay in the API's process: p50 ${fmtMs(loopDelay.percentile(50) / 1e6)} ms   p99 ${fmtMs(loopDelay.percentile(99) / 1e6)} ms   max ${fmtMs(loopDelay.max / 1e6)} ms`;
  return { summary: result.summary, traffic, counted: started, delay, backlog, checkout };
}

/**
 * How far the worker's consumers of order events were behind when the checkouts stopped (the most order events after any
 * of their checkpoints), and how long they took to catch up: a layout whose worker fell behind would look faster than it
 * is. Consumers of orders are those whose checkpoint moved during the checkouts; an event is after a checkpoint in the
 * consumers' own order, by transaction and then position (a later position can commit in an earlier transaction).
 */
async function consumerBacklog(app: BenchApp, since: Date): Promise<{ behind: number; catchUpMs: number }> {
  const db = app.app.get(Database);
  const behindNow = async () => {
    const [row] = await db.query<{ behind: number }>(
      `select coalesce(max(n), 0)::int as behind from (
         select (select count(*) from es_events e where e.stream_type = $2 and (e.transaction_id, e.global_position) > (c.last_tx, c.last_position)) as n
         from es_checkpoints c where c.updated_at >= $1) behind`,
      [since, ORDER_STREAM],
    );
    return row.behind;
  };
  const start = now();
  const behind = await behindNow();
  for (let left = behind; left > 0; left = await behindNow()) {
    if (now() - start > 60_000) throw new Error(`the worker's consumers were still ${left} order events behind a minute after the checkouts`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { behind, catchUpMs: now() - start };
}
