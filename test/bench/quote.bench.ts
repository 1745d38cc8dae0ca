import { startBenchApp } from './bench-app';
import { benchSeconds, fmtMs, fmtRate, runClosedLoop } from './stats';

const CONNECTIONS = 8;
const DOGS = ['1', '2', '3+'] as const;
const YARDS = ['small', 'medium', 'large'] as const;
const FREQUENCIES = ['monthly', 'weekly', 'twice-weekly'] as const;

/** `npm run bench -- quote`: POST /api/quotes/price throughput and p99 at 8 connections; checkout creation p99 on the sandbox. */
export async function runQuoteBench(): Promise<void> {
  // Every checkout here comes from one address; lift the per-address ceiling so only the server's work is timed.
  const bench = await startBenchApp({ connections: CONNECTIONS, env: { CHECKOUT_IP_LIMIT: '1000000000' } });
  try {
    const seconds = benchSeconds(10);
    const window = { warmupMs: 1_000, durationMs: seconds * 1000 };

    const quotes = await runClosedLoop(CONNECTIONS, window, async (w, i) => {
      const body = {
        serviceType: 'subscription',
        serviceFrequency: FREQUENCIES[(w + i) % 3],
        numberOfDogs: DOGS[i % 3],
        yardSize: YARDS[w % 3],
        addOns: { deodorizing: i % 2 === 0, offSiteDisposal: w % 2 === 0 },
        commitmentMonths: i % 4 === 0 ? 3 : 1,
      };
      const res = await bench.post('/api/quotes/price', body);
      if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${JSON.stringify(res.body)}`);
    });

    const checkouts = await runClosedLoop(CONNECTIONS, { warmupMs: 1_000, durationMs: Math.max(3, seconds / 2) * 1000 }, async (w, i) => {
      const body = {
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
      };
      const res = await bench.post('/api/checkout/subscription', body);
      if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
    });

    const q = quotes.summary;
    const c = checkouts.summary;
    process.stdout.write(
      [
        `PostgreSQL ${bench.database.serverVersion.split('.')[0]}, ${CONNECTIONS} keep-alive connections, ${seconds}s window after 1s warm-up`,
        `POST /api/quotes/price        ${fmtRate(q.perSecond).padStart(7)} req/s   p50 ${fmtMs(q.p50)} ms   p99 ${fmtMs(q.p99)} ms   max ${fmtMs(q.max)} ms   (${q.count} requests)`,
        `POST /api/checkout/subscription (sandbox)`,
        `                              ${fmtRate(c.perSecond).padStart(7)} req/s   p50 ${fmtMs(c.p50)} ms   p99 ${fmtMs(c.p99)} ms   max ${fmtMs(c.max)} ms   (${c.count} checkouts)`,
        '',
      ].join('\n'),
    );
  } finally {
    await bench.close();
  }
}
