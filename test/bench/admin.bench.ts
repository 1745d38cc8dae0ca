import { Agent, request } from 'node:http';
import { AddressInfo } from 'node:net';
import { UsersService } from '../../backend/src/modules/identity';
import { AppConfig } from '../../backend/src/config/config';
import { Checkpoint, EventStore, ProjectionRegistry, replayProjection, START } from '../../backend/src/event-store';
import { businessFigures, FigureEvent, lastMonths } from '../../backend/src/modules/analytics/domain/business-figures';
import { BUSINESS_FIGURE_MONTHS } from '../../backend/src/modules/analytics/queries/business-figures.query';
import { Database } from '../../backend/src/platform/database/database';
import { CustomerOrders } from '../../backend/src/modules/orders';
import { RESOLVE_ORDER_SQL } from '../../backend/src/modules/orders/commands/record-payment-event.command';
import { startBenchApp } from './bench-app';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { now, percentile, verdict } from './stats';
import { initialJavaScript } from './web.bench';
import { ADMIN_PAINT_BUDGET_MS, measureAdminPaint } from './admin-paint';

// Issue 19's scale: 1,000,000 orders (BENCH_ORDERS for a quicker look).
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ADMIN_DIST = join(resolve(__dirname, '../../../..'), 'dist/admin-ui');
const ADMIN_JS_BUDGET_KB = 200;
const PAGE_VIEWS = 200_000;
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/** A deep page of the list: ra-data-simple-rest pages by offset, so row 100,000 costs what skipping 100,000 rows costs. */
const DEEP_PAGE = 100_000;
const FOLD_SAMPLES = 10;
const TARGET_P95_MS = 100;
const ADMIN_EMAIL = 'bench-admin@scvscoopers.example';
const ADMIN_PASSWORD = 'bench admin password';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function call(port: number, agent: Agent, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 100,000 varied orders straight into the read table (the generated search column fills itself). */
const SEED_ORDERS = `
  with names as (
    select array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Maria','Daniel','Ana','Kevin','Emily','Jose'] as first,
           array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores','Green','Adams','Nelson','Baker','Hall','Rivera','Campbell','Mitchell','Carter','Roberts'] as last,
           array['91350','91351','91354','91355','91321','91387','91390','91381','91384','91310'] as zips,
           array['completed','completed','completed','pending','pending','cancelled','failed'] as statuses,
           array['weekly','twice-weekly','monthly','one-time-cleanup'] as freqs
  )
  insert into customer_orders (id, stream_id, customer_name, customer_email, customer_phone, zip_code, service_type, service_frequency,
    number_of_dogs, yard_size, is_subscription, base_price, add_ons_price, total_price, final_price, due_today, payment_status,
    payment_mode, payment_provider, submission_fingerprint, removed_at, created_at, updated_at, order_number)
  select id, 'order-' || id, fname || ' ' || lname, lower(fname) || '.' || lower(lname) || i || '@example.com',
    '(661) ' || lpad((200 + i % 800)::text, 3, '0') || '-' || lpad((i::bigint * 7919 % 10000)::text, 4, '0'),
    zips[1 + i % 10], case when freq = 'one-time-cleanup' then 'one-time' else 'subscription' end, freq,
    (1 + i % 3)::text, (array['small','medium','large'])[1 + i % 3], freq <> 'one-time-cleanup',
    price, 0, price, price, price + 5000, statuses[1 + i % 7], 'test', 'sandbox', 'bench-' || i,
    case when i % 53 = 0 then created end, created, created, 10000 + i
  from (
    select i, gen_random_uuid() as id, first[1 + (i * 31) % 25] as fname, last[1 + (i * 17) % 50] as lname, zips, statuses,
      freqs[1 + i % 4] as freq, 4000 + (i % 40) * 300 as price, now() - (i * interval '10 minutes') as created
    from generate_series(1, ${ORDERS}) i, names
  ) g`;

/**
 * The business figures' streams: BENCH_SUBSCRIPTIONS paid monthly subscriptions (checkout started, paid; a third cancelled
 * up to 90 days later) over the last two years, written straight into the log; the business_figures projection is then
 * rebuilt by replay, as on a database that had the events before the projection existed.
 */
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 20_000);
const SEED_ORDER_STREAMS = `
  insert into es_streams (stream_id, stream_type, version)
  select 'order-' || gen_random_uuid(), 'order', case when i % 3 = 0 then 3 else 2 end from generate_series(1, ${SUBSCRIPTIONS}) i`;
const SEED_ORDER_EVENTS = `
  insert into es_events (stream_id, version, event_id, event_type, stream_type, data, metadata)
  select stream_id, v, gen_random_uuid(), t, 'order', d,
    jsonb_build_object('correlationId', stream_id, 'causationId', null, 'actor', 'bench', 'requestId', null,
      'occurredAt', to_char(happened at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from (select stream_id, version as last, row_number() over (order by stream_id) as i from es_streams where stream_type = 'order') s
  cross join lateral (select now() - interval '100 days' - (s.i % 600) * interval '1 day' - (s.i % 1440) * interval '1 minute' as started,
    4000 + (s.i % 40) * 300 as price) p
  cross join lateral (values
    (1, 'order.checkout-started.v1', jsonb_build_object('pricing', jsonb_build_object('kind', 'subscription', 'finalPrice', p.price)), p.started - interval '1 minute'),
    (2, 'order.payment-completed.v1', '{}'::jsonb, p.started),
    (3, 'order.subscription-status-changed.v1', '{"status":"canceled"}'::jsonb, p.started + ((s.i % 90) + 1) * interval '1 day')
  ) e(v, t, d, happened)
  where e.v <= s.last
  order by happened`;

const SEED_PAGE_VIEWS = `
  insert into website_analytics (session_id, event_type, page_url, event_data, created_at)
  select md5((i / 8)::text)::uuid, (array['page_view','page_view','page_view','button_click','form_submit','quote_started'])[1 + i % 6],
    (array['/','/blog','/blog/valencia-dog-parks','/#quote','/data-deletion'])[1 + i % 5], '{}'::jsonb, now() - (i * interval '20 seconds')
  from generate_series(1, ${PAGE_VIEWS}) i`;

/**
 * npm run bench -- admin-ui (and the start of admin): the admin's initial JavaScript, and the signed-out /admin's largest
 * paint on slow 4G with a 4× slower CPU (when built; both describe the built dist/admin-ui).
 */
export async function runAdminUiBench(): Promise<void> {
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) {
    process.stdout.write('admin initial JavaScript and largest paint: not measured (run `npm run build` first)\n');
    return;
  }
  const js = initialJavaScript(ADMIN_DIST, '/admin/');
  const kb = js.totalGzip / 1024;
  process.stdout.write(
    `admin initial JavaScript before sign-in: ${kb.toFixed(1)} kB gz in ${js.files.length} files  [target ≤${ADMIN_JS_BUDGET_KB} kB gz: ${verdict(kb <= ADMIN_JS_BUDGET_KB)}]\n`,
  );
  for (const file of js.files) process.stdout.write(`  ${file.file}: ${(file.raw / 1024).toFixed(1)} kB raw, ${(file.gzip / 1024).toFixed(1)} kB gz\n`);
  const paint = await measureAdminPaint();
  process.stdout.write(
    `admin sign-in largest paint, cold, slow 4G + 4× CPU: median ${(paint.median / 1000).toFixed(2)} s of ${paint.samples.length} runs ` +
      `(${paint.samples.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s), ${(paint.scriptBytes / 1024).toFixed(1)} kB of script on the wire before it  ` +
      `[target ≤${(ADMIN_PAINT_BUDGET_MS / 1000).toFixed(1)} s: ${verdict(paint.median <= ADMIN_PAINT_BUDGET_MS)}]\n`,
  );
}

/**
 * npm run bench -- admin: the admin app's initial JavaScript (when built), and the orders list (page of 25, sorted; with and
 * without search) and the dashboard query over 1,000,000 orders.
 */
export async function runAdminBench(): Promise<void> {
  await runAdminUiBench();
  // Seeding 300,000 rows through the app's pool runs past its default 5 s statement_timeout.
  // BENCH_KEEP_DATABASE=1 seeds bench_admin_<orders>_<subscriptions> once and keeps it: later runs migrate it and measure.
  const keepDatabase = process.env.BENCH_KEEP_DATABASE ? `bench_admin_${ORDERS}_${SUBSCRIPTIONS}` : undefined;
  const bench = await startBenchApp({ connections: 4, keepDatabase, env: { SIGN_IN_LIMIT: '100', DATABASE_STATEMENT_TIMEOUT_MS: '600000' } });
  try {
    const db = bench.database;
    const { app } = bench;
    await app.get(UsersService).createOrUpdateAdmin(ADMIN_EMAIL, ADMIN_PASSWORD, 'Bench Admin');
    const database = app.get(Database);
    let t0 = now();
    const hasAnalytics =
      (await database.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_name = 'website_analytics'`))[0].n > 0;
    const seeded = (await database.query('select 1 from customer_orders limit 1')).length > 0;
    if (!seeded) {
      await database.query(SEED_ORDERS);
      if (hasAnalytics) await database.query(SEED_PAGE_VIEWS);
      await database.query(SEED_ORDER_STREAMS);
      await database.query(SEED_ORDER_EVENTS);
    }
    const store = app.get(EventStore);
    const businessProjection = app.get(ProjectionRegistry).get('business_figures');
    if (businessProjection && !seeded) await replayProjection(database, store, businessProjection);
    // What autovacuum does after a bulk load; without it, counts cannot use index-only scans.
    await database.query('vacuum analyze customer_orders');
    if (hasAnalytics) await database.query('vacuum analyze website_analytics');
    // The rollups that triggers fill as the analytics rows and orders go in (1763700050000, 1763700070000), where they exist.
    for (const table of ['website_analytics_hours', 'website_analytics_sessions', 'customer_order_search_words']) {
      if ((await database.query('select to_regclass($1) as t', [table]))[0].t) await database.query(`vacuum analyze ${table}`);
    }
    await database.query('vacuum analyze es_events');
    process.stdout.write(
      `${seeded ? `kept ${db.name}:` : 'seeded'} ${ORDERS.toLocaleString('en-US')} orders${hasAnalytics ? ` and ${PAGE_VIEWS.toLocaleString('en-US')} analytics events` : ''} in ${((now() - t0) / 1000).toFixed(1)} s (PostgreSQL ${db.serverVersion})\n`,
    );

    const { port } = app.getHttpServer().address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const signIn = await call(port, agent, 'POST', '/api/auth/sign-in', {}, JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body}`);
    const cookie = [signIn.headers['set-cookie'] ?? []].flat()[0].split(';')[0];

    const orders = (filter?: object, sort: [string, 'ASC' | 'DESC'] = ['created_at', 'DESC'], start = 0) => {
      const q = new URLSearchParams({
        sort: JSON.stringify(sort),
        range: JSON.stringify([start, start + 24]),
        ...(filter ? { filter: JSON.stringify(filter) } : {}),
      });
      return `/api/admin/orders?${q.toString()}`;
    };
    // Every sort and filter the admin's order list offers (admin-ui/src/orders/OrderList.tsx: the search box, payment
    // status, plan; the customer, amount, payment status and date columns both ways), a deep page, and the dashboard's calls.
    // The ids a page of payments or visits asks the orders for (react-admin's getMany for a reference column).
    const someIds = (await database.query<{ id: string }>('select id from customer_orders where removed_at is null and order_number % 40000 = 7 limit 25')).map(
      (row) => row.id,
    );
    const cases: Array<[string, string]> = [
      ['orders, by 25 ids (getMany)', `/api/admin/orders?${new URLSearchParams({ filter: JSON.stringify({ id: someIds }) }).toString()}`],
      ['orders, newest first, page of 25', orders()],
      ['orders, oldest first', orders(undefined, ['created_at', 'ASC'])],
      [`orders, newest first, deep page (row ${DEEP_PAGE.toLocaleString('en-US')})`, orders(undefined, ['created_at', 'DESC'], DEEP_PAGE)],
      [`orders, customer A-Z, deep page (row ${DEEP_PAGE.toLocaleString('en-US')})`, orders(undefined, ['customer_name', 'ASC'], DEEP_PAGE)],
      ['orders, customer A-Z', orders(undefined, ['customer_name', 'ASC'])],
      ['orders, customer Z-A', orders(undefined, ['customer_name', 'DESC'])],
      ['orders, amount high-low', orders(undefined, ['final_price', 'DESC'])],
      ['orders, amount low-high', orders(undefined, ['final_price', 'ASC'])],
      ['orders, payment status A-Z', orders(undefined, ['payment_status', 'ASC'])],
      ['orders, payment status Z-A', orders(undefined, ['payment_status', 'DESC'])],
      ['orders, search "smith"', orders({ q: 'smith' })],
      ['orders, search "smith", customer A-Z', orders({ q: 'smith' }, ['customer_name', 'ASC'])],
      ['orders, search "maria.lopez"', orders({ q: 'maria.lopez' })],
      ['orders, search phone "555-0199"', orders({ q: '555-0199' })],
      ['orders, search phone digits "6612340"', orders({ q: '6612340' })],
      ['orders, search ZIP "91350"', orders({ q: '91350' })],
      ['orders, search order "SCV-10427"', orders({ q: 'SCV-10427' })],
      ['orders, search order "10427"', orders({ q: '10427' })],
      ['orders, paid, newest first', orders({ payment_status: 'completed' })],
      ['orders, failed, newest first', orders({ payment_status: 'failed' })],
      ['orders, paid, amount high-low', orders({ payment_status: 'completed' }, ['final_price', 'DESC'])],
      ['orders, one-time plans, newest first', orders({ is_subscription: 'false' })],
      ['orders, subscriptions, customer A-Z', orders({ is_subscription: 'true' }, ['customer_name', 'ASC'])],
      ['orders, paid subscriptions, newest first', orders({ payment_status: 'completed', is_subscription: 'true' })],
      ['orders, paid, search "garcia"', orders({ payment_status: 'completed', q: 'garcia' })],
      ['dashboard analytics, today', '/api/admin/dashboard/analytics?period=today'],
      ['dashboard analytics, this month', '/api/admin/dashboard/analytics?period=this_month'],
      ['dashboard analytics, last month', '/api/admin/dashboard/analytics?period=last_month'],
      ['dashboard overview (all time)', '/api/admin/dashboard/overview'],
      ['dashboard business figures', '/api/admin/dashboard/business'],
      ['dashboard customer journeys, 30 days', '/api/admin/dashboard/journeys?days=30'],
    ];
    const rows: string[] = [];
    let failed = false;
    /** Times `run` SAMPLES times after WARM_UP calls, one at a time, and adds its row (p50, p95 and the verdict). */
    const measure = async (name: string, run: (i: number) => Promise<unknown>, suffix = '') => {
      for (let i = 0; i < WARM_UP; i++) await run(i);
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const start = now();
        await run(i);
        samples.push(now() - start);
      }
      samples.sort((a, b) => a - b);
      const p95 = percentile(samples, 95);
      if (p95 >= TARGET_P95_MS) failed = true;
      rows.push(
        `${name.padEnd(42)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${verdict(p95 < TARGET_P95_MS)}${suffix}`,
      );
    };
    // BENCH_ADMIN_CASES=<regex>: only the cases whose name matches (a quicker A/B of a few on a busy machine).
    const only = process.env.BENCH_ADMIN_CASES ? new RegExp(process.env.BENCH_ADMIN_CASES, 'i') : null;
    for (const [name, path] of cases.filter(([name]) => !only || only.test(name))) {
      const first = await call(port, agent, 'GET', path, { cookie });
      if (first.status !== 200) {
        failed = true;
        rows.push(`${name.padEnd(50)} HTTP ${first.status} (${first.body.slice(0, 80)})`);
        continue;
      }
      const range = first.headers['content-range'] ? `  [${String(first.headers['content-range'])}]` : '';
      await measure(name, () => call(port, agent, 'GET', path, { cookie }), range);
    }
    // Reads of customer_orders outside the admin, timed as the app's view makes them: a customer's paid orders by e-mail
    // (every account page and action, and the public sign-in link request, which anyone may send for any address).
    const paidEmails = (
      await database.query<{ email: string }>(`select customer_email as email from customer_orders where payment_status = 'completed' limit 50`)
    ).map((row) => row.email.toUpperCase());
    const views: Array<[string, (i: number) => Promise<unknown>]> = [
      ["account: a customer's paid orders by e-mail", (i) => app.get(CustomerOrders).paidByEmail(paidEmails[i % paidEmails.length])],
      ['payment webhook: the order an event is about', (i) => database.query(RESOLVE_ORDER_SQL, [someIds[i % someIds.length], `cs_${i}`, null])],
    ];
    for (const [name, read] of views.filter(([name]) => !only || only.test(name))) await measure(name, read);
    // The business figures as they were computed before the projection: the order, lead and plan streams read and folded.
    const timeZone = app.get(AppConfig).business.timeZone;
    const foldTheLog = async () => {
      const events: FigureEvent[] = [];
      let after: Checkpoint = START;
      for (;;) {
        const page = await store.readAll(after, 2000, { streamTypes: ['order', 'lead', 'service-plan'] });
        for (const e of page) events.push({ type: e.type, streamId: e.streamId, data: e.data as Record<string, unknown>, occurredAt: e.metadata.occurredAt });
        if (page.length < 2000) break;
        after = { tx: page[page.length - 1].transactionId, position: page[page.length - 1].globalPosition };
      }
      return businessFigures(events, timeZone, lastMonths(timeZone, new Date(), BUSINESS_FIGURE_MONTHS));
    };
    const foldName = 'business figures by folding the log (before)';
    if (!only || only.test(foldName)) {
      const folded = await foldTheLog();
      const fromProjection = JSON.parse((await call(port, agent, 'GET', '/api/admin/dashboard/business', { cookie })).body) as unknown;
      const foldSamples: number[] = [];
      for (let i = 0; i < FOLD_SAMPLES; i++) {
        t0 = now();
        await foldTheLog();
        foldSamples.push(now() - t0);
      }
      foldSamples.sort((a, b) => a - b);
      rows.push(
        `${foldName.padEnd(50)} p50 ${percentile(foldSamples, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(foldSamples, 95)
          .toFixed(1)
          .padStart(6)} ms   (${FOLD_SAMPLES} loads; ${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions' events; projection answers the same: ${
          JSON.stringify(folded) === JSON.stringify(fromProjection) ? 'yes' : 'NO'
        })`,
      );
    }
    process.stdout.write(
      `${SAMPLES} sequential requests each after ${WARM_UP} warm-up over ${ORDERS.toLocaleString('en-US')} orders, no cache; target p95 < ${TARGET_P95_MS} ms\n${rows.join('\n')}\n`,
    );
    if (failed) process.exitCode = 1;
    agent.destroy();
  } finally {
    await bench.close();
  }
}
