import { Agent, request } from 'node:http';
import { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { UsersService } from '../../backend/src/modules/identity';
import { Database } from '../../backend/src/platform/database/database';
import { startBenchApp } from './bench-app';
import { fmtMs, percentile } from './stats';

/**
 * `npm run bench -- soak` (never part of npm test): SOAK_MINUTES (10) of mixed visitor traffic at a steady
 * SOAK_RPS (20 requests a second): quotes, leads and their progress, sandbox checkouts, page views, and staff
 * reading the leads and orders lists. Prints the error rate, p50/p99 per route, events appended, jobs done, and heap
 * and RSS after warm-up (the first minute, or a tenth of the run) and at the end, each after a full GC.
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RPS = Number(process.env.SOAK_RPS ?? 20);
const MAX_IN_FLIGHT = 64;

type Route = 'quote' | 'lead' | 'progress' | 'checkout' | 'page-view' | 'admin-leads' | 'admin-orders';
/** How often each route comes up in every 20 requests, roughly a visitor's mix. */
const MIX: Array<[Route, number]> = [
  ['page-view', 6],
  ['quote', 5],
  ['lead', 2],
  ['progress', 3],
  ['checkout', 1],
  ['admin-leads', 2],
  ['admin-orders', 1],
];

export async function runSoakBench(): Promise<void> {
  const unlimited = '1000000000';
  const bench = await startBenchApp({
    connections: 16,
    env: { LEAD_IP_LIMIT: unlimited, CHECKOUT_IP_LIMIT: unlimited, ANALYTICS_IP_LIMIT: unlimited, LEAD_ACTIVITY_IP_LIMIT: unlimited, CONSUMER_POLL_MS: '200' },
  });
  const { port } = bench.app.getHttpServer().address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  // A request sent on a reused keep-alive socket the server closed meanwhile never reached it: send it again, once,
  // on a fresh socket (Node's documented pattern for req.reusedSocket). Any other failure counts as an error.
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, retried = false) =>
    new Promise<{ status: number; body: unknown; setCookie?: string[] }>((resolve) => {
      const payload = body === undefined ? '' : JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              /* not JSON */
            }
            // A server error says why in its problem details: print it, so a failure in the figures has a cause beside it.
            if ((res.statusCode ?? 0) >= 500) process.stderr.write(`soak: ${method} ${path} ${res.statusCode} ${text.slice(0, 300)}\n`);
            resolve({ status: res.statusCode ?? 0, body: parsed, setCookie: res.headers['set-cookie'] });
          });
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (req.reusedSocket && !retried && error.code === 'ECONNRESET') resolve(call(method, path, body, headers, true));
        else {
          process.stderr.write(`soak: ${method} ${path} no answer: ${error.code ?? error.message}${req.reusedSocket ? ' (reused socket)' : ''}\n`);
          resolve({ status: 0, body: null });
        }
      });
      req.end(payload);
    });

  const gc = gcFunction();
  const snapshot = () => {
    gc();
    const m = process.memoryUsage();
    return { heap: m.heapUsed, rss: m.rss };
  };
  const countOf = async (sql: string) => Number((await bench.app.get(Database).query<{ n: number }>(sql))[0].n);
  const eventsNow = () => countOf('select count(*)::int as n from es_events');
  const jobsNow = () => countOf(`select (select count(*) from task_cards) + (select count(*) from email_outbox) as n`);

  try {
    const password = 'soak admin password 1';
    await bench.app.get(UsersService).createOrUpdateAdmin('soak-admin@scvscoopers.example', password, 'Soak Admin');
    const signIn = await call('POST', '/api/auth/sign-in', { email: 'soak-admin@scvscoopers.example', password });
    const cookie = (signIn.setCookie ?? [])[0]?.split(';')[0] ?? '';
    const leads: Array<{ leadId: string; leadToken: string }> = [];
    const sessionId = randomUUID();
    let n = 0;

    const send = async (route: Route): Promise<number> => {
      const i = n++;
      switch (route) {
        case 'page-view':
          return (await call('POST', '/api/analytics/events', { sessionId, events: [{ eventType: 'page_view', pageUrl: `/?page=${i % 7}` }] })).status;
        case 'quote':
          return (
            await call('POST', '/api/quotes/price', {
              serviceType: 'subscription',
              serviceFrequency: ['monthly', 'weekly', 'twice-weekly'][i % 3],
              numberOfDogs: ['1', '2', '3+'][i % 3],
              yardSize: ['small', 'medium', 'large'][(i >> 1) % 3],
              addOns: { deodorizing: i % 2 === 0, offSiteDisposal: false },
              commitmentMonths: 1,
            })
          ).status;
        case 'lead': {
          const res = await call('POST', '/api/leads', {
            contact_info: `soak-${i}@example.com`,
            contact_type: 'email',
            form_data: { numberOfDogs: '1' },
            source_page: '/',
          });
          if (res.status === 200) leads.push(res.body as { leadId: string; leadToken: string });
          if (leads.length > 200) leads.shift();
          return res.status;
        }
        case 'progress': {
          const lead = leads[i % Math.max(1, leads.length)];
          if (!lead) return send('quote');
          return (
            await call(
              'POST',
              `/api/leads/${lead.leadId}/progress`,
              { step: 'service-details', form_data: { numberOfDogs: '2' } },
              { 'X-Lead-Token': lead.leadToken },
            )
          ).status;
        }
        case 'checkout':
          return (
            await call('POST', '/api/checkout/subscription', {
              customerData: {
                name: 'Soak Customer',
                email: `soak-buyer-${i}@example.com`,
                phone: '(661) 555-0100',
                zipCode: '91354',
                numberOfDogs: '1',
                yardSize: 'small',
                serviceFrequency: 'weekly',
                serviceType: 'subscription',
              },
              selectedAddOns: { deodorizing: true },
              commitmentMonths: 3,
            })
          ).status;
        case 'admin-leads':
          return (await call('GET', '/api/admin/leads?_start=0&_end=25', undefined, { cookie })).status;
        case 'admin-orders':
          return (await call('GET', '/api/admin/orders?_start=0&_end=25', undefined, { cookie })).status;
      }
    };

    const schedule: Route[] = MIX.flatMap(([route, weight]) => Array<Route>(weight).fill(route));
    const latencies = new Map<Route, number[]>();
    const failures = new Map<string, number>();
    let total = 0;
    let errors = 0;
    let skipped = 0;
    let inFlight = 0;
    let measuring = false;
    const durationMs = MINUTES * 60_000;
    const warmupMs = Math.min(60_000, durationMs / 10);
    const started = Date.now();
    process.stdout.write(`soak: ${MINUTES} min at ${RPS} req/s (warm-up ${Math.round(warmupMs / 1000)} s), in-process app on PostgreSQL and Redis\n`);

    let warm: { heap: number; rss: number; events: number; jobs: number; at: number } | null = null;
    const fire = (route: Route) => {
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        return;
      }
      inFlight++;
      const t0 = performance.now();
      const counted = measuring;
      void send(route).then((status) => {
        inFlight--;
        if (!counted) return;
        total++;
        const list = latencies.get(route) ?? [];
        list.push(performance.now() - t0);
        latencies.set(route, list);
        if (status === 0 || status >= 400) {
          errors++;
          const key = `${route} ${status}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      });
    };

    await new Promise<void>((done) => {
      let tick = 0;
      const timer = setInterval(() => {
        const elapsed = Date.now() - started;
        if (!measuring && elapsed >= warmupMs) {
          measuring = true;
          void (async () => {
            warm = { ...snapshot(), events: await eventsNow(), jobs: await jobsNow(), at: Date.now() };
          })();
        }
        if (elapsed >= durationMs) {
          clearInterval(timer);
          done();
          return;
        }
        fire(schedule[tick++ % schedule.length]);
      }, 1000 / RPS);
    });
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 50));
    // Let the relay finish what the last requests queued before counting jobs.
    await new Promise((r) => setTimeout(r, 3_000));
    const end = { ...snapshot(), events: await eventsNow(), jobs: await jobsNow(), at: Date.now() };
    const w = warm ?? end;
    const seconds = (end.at - w.at) / 1000;
    const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
    const lines = [
      `requests after warm-up: ${total} in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)}/s); not sent (over ${MAX_IN_FLIGHT} in flight): ${skipped}`,
      `error rate: ${((100 * errors) / Math.max(1, total)).toFixed(3)} % (${errors})${failures.size ? `  ${[...failures].map(([k, v]) => `${k}: ${v}`).join(', ')}` : ''}`,
      ...[...latencies].map(([route, list]) => {
        const sorted = list.sort((a, b) => a - b);
        return `  ${route.padEnd(14)} ${String(sorted.length).padStart(6)} req   p50 ${fmtMs(percentile(sorted, 50))} ms   p99 ${fmtMs(percentile(sorted, 99))} ms`;
      }),
      `events appended: ${end.events - w.events}; jobs done (cards + e-mails): ${end.jobs - w.jobs}`,
      `heap after warm-up ${mb(w.heap)} → end ${mb(end.heap)} (${(((end.heap - w.heap) / w.heap) * 100).toFixed(1)} %); RSS ${mb(w.rss)} → ${mb(end.rss)}`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    agent.destroy();
    await bench.close();
  }
}

/** global.gc without starting node with --expose-gc. */
function gcFunction(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
