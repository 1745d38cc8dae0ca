import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startBareNestApp } from './bare-nest';
import { startBenchApp } from './bench-app';
import {
  benchSeconds,
  countTraffic,
  fmtCpu,
  fmtMs,
  fmtRate,
  fmtTraffic,
  LatencySummary,
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
 * saturation (8 closed loops, where p99 is mostly the queue they build) and once paced at 40 a second (open loop).
 */
export async function runQuoteBench(): Promise<void> {
  const seconds = benchSeconds(10);
  const window = { warmupMs: 1_000, durationMs: seconds * 1000 };
  const bare = await startBareNestApp(CONNECTIONS);
  // Every checkout here comes from one address; lift the per-address ceiling so only the server's work is timed.
  const bench = await startBenchApp({ connections: CONNECTIONS, env: { CHECKOUT_IP_LIMIT: '1000000000' } }).catch(async (error: unknown) => {
    await bare.close();
    throw error;
  });
  try {
    // The bare app and the product take turns, ten slices each, so a change in the machine's load hits both alike.
    const [b, q] = await profiled('quote-price', () =>
      runInterleaved(CONNECTIONS, { ...window, rounds: 10 }, [
        async (w, i) => {
          const res = await bare.post('/api/quotes/price', quoteBody(w, i));
          if (res.status !== 200) throw new Error(`bare app answered ${res.status}`);
        },
        async (w, i) => {
          const res = await bench.post('/api/quotes/price', quoteBody(w, i));
          if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${JSON.stringify(res.body)}`);
        },
      ]),
    );
    await bare.close();

    const checkoutBody = (w: number, i: number) => ({
      customerData: {
        name: 'Bench Customer',
        email: `bench-${w}-${i}-${Date.now().toString(36)}@example.com`,
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
    let started = 0;
    const checkout = async (w: number, i: number) => {
      started++;
      const res = await bench.post('/api/checkout/subscription', checkoutBody(w, i));
      if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
    };
    const checkoutWindow = { warmupMs: 1_000, durationMs: Math.max(3, seconds / 2) * 1000 };
    // How long ready callbacks waited for this process's event loop during the checkouts (API, worker and client share it):
    // a tail made of long blocking tasks shows here, one made of many short waits does not.
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const { result: checkouts, traffic } = await countTraffic(() => profiled('checkout', () => runClosedLoop(CONNECTIONS, checkoutWindow, checkout)));
    loopDelay.disable();
    const checkoutsCounted = started;
    const paced = await runPaced(PACED_CHECKOUTS_PER_SECOND, checkoutWindow, (i) => checkout(CONNECTIONS, i));

    const c = checkouts.summary;
    const share = q.perSecond / b.perSecond;
    const quoteOk = share >= TARGETS.quoteShareOfBare && q.p99 <= TARGETS.quoteP99Ms;
    const row = (label: string, s: LatencySummary) =>
      `${label.padEnd(34)}${fmtRate(s.perSecond).padStart(7)} req/s   p50 ${fmtMs(s.p50)} ms   p99 ${fmtMs(s.p99)} ms   max ${fmtMs(s.max)} ms`;
    process.stdout.write(
      [
        `PostgreSQL ${bench.database.serverVersion.split('.')[0]}, ${CONNECTIONS} keep-alive connections, ${seconds}s window after 1s warm-up`,
        `${row('bare NestJS POST (baseline)', b)}   CPU ${fmtMs(b.cpuMsPerOp)} ms/req (client + server)   (${b.count} requests)`,
        `${row('POST /api/quotes/price', q)}   CPU ${fmtMs(q.cpuMsPerOp)} ms/req   ${Math.round(share * 100)}% of bare  ` +
          `[target ≥${TARGETS.quoteShareOfBare * 100}%, p99 ≤${TARGETS.quoteP99Ms} ms: ${verdict(quoteOk)}]`,
        `${row('POST /api/checkout/subscription', c)}   (${c.count} sandbox checkouts, ${CONNECTIONS} loops at saturation: queueing included)  ` +
          `[target p99 ≤${TARGETS.checkoutP99Ms} ms: ${verdict(c.p99 <= TARGETS.checkoutP99Ms)}]`,
        `  work per checkout (request, payment mode, order number, vault key, session, event, projections, consumers): ${fmtTraffic(traffic, checkoutsCounted, 'checkout')}`,
        `    ${fmtCpu(traffic, checkoutsCounted, 'checkout')} (bench client included)`,
        `    event-loop delay during the checkouts: p50 ${fmtMs(loopDelay.percentile(50) / 1e6)} ms   p99 ${fmtMs(loopDelay.percentile(99) / 1e6)} ms   max ${fmtMs(loopDelay.max / 1e6)} ms`,
        `${row(`  paced: ${PACED_CHECKOUTS_PER_SECOND} checkouts/s, open loop`, paced.summary)}   (${paced.summary.count} sandbox checkouts, timed from each one's scheduled start)  ` +
          `[target p99 ≤${TARGETS.checkoutP99Ms} ms: ${verdict(paced.summary.p99 <= TARGETS.checkoutP99Ms)}]`,
        '',
      ].join('\n'),
    );
  } finally {
    await bare.close();
    await bench.close();
  }
}
