import { performance } from 'node:perf_hooks';
import type { Response } from 'supertest';
import { checkoutBody, paidOrder } from '../../support/orders-fixtures';
import { registeredRoutes, Route, SAMPLE_ID } from '../../support/registered-routes';
import { createTestApp, TEST_PASSWORD, TestApp } from '../../support/test-app';

/**
 * Issue 13: one anonymous request must not stall the API. Every public write route, present and future, gets the
 * classic slow inputs; each must answer (a 4xx is fine, a 5xx never) quickly while /api/health keeps answering.
 * The issue asks for the timing; the bound is generous for a busy shared machine, the stall it guards against took seconds.
 */
const BOUND_MS = 250;

const KB98 = 98 * 1024;
const fill = (unit: string, bytes = KB98) => unit.repeat(Math.floor(bytes / unit.length));

/** Strings that made a regex rescan the rest of the text from every position (markup) or backtrack (validators). */
const SLOW_STRINGS: Record<string, string> = {
  'unclosed tags': fill('<a'),
  'unclosed comments, scripts, styles and tags': fill('<!--<script<style<a '),
  'a long word then a bad character': fill('a', 50_000) + '!',
  'a long run of spaces then a letter': fill(' ', 50_000) + 'x',
  'an endless domain': 'a@' + fill('a.', 50_000) + '!',
};

/** Raw JSON bodies: deep nesting and huge arrays, in a field that takes objects and at the top. */
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const hugeArray = (items: number, item: string) => `[${Array(items).fill(item).join(',')}]`;
const SHAPES: Record<string, (field: string) => string> = {
  'deeply nested objects': (field) => `{"${field}":${deepObject(15_000)}}`,
  'deeply nested arrays': (field) => `{"${field}":${deepArray(45_000)}}`,
  'a huge array of numbers': (field) => `{"${field}":${hugeArray(45_000, '0')}}`,
  'a huge array of objects': (field) => `{"${field}":${hugeArray(30_000, '{}')}}`,
  'an object with many keys': (field) => `{"${field}":{${Array.from({ length: 6_500 }, (_, i) => `"k${i}":"<a"`).join(',')}}}`,
};

/** Fields that forms commonly send, for routes whose body has no sample below. */
const GENERIC_FIELDS = ['name', 'fullName', 'email', 'message', 'formData', 'form_data', 'last_form_data', 'events', 'messages', 'code'];

let counter = 0;
const email = () => `slow.${++counter}@example.com`;
const snapshot = () => ({ fullName: 'Ann Lee', notes: 'Side gate', nested: { dogs: ['Rex'] } });

/** A body each route accepts (or nearly), so a slow value in any one field reaches the code behind the edge. */
const SAMPLES: Record<string, () => Record<string, unknown>> = {
  'POST /api/auth/sign-in': () => ({ email: email(), password: TEST_PASSWORD }),
  'POST /api/auth/sign-up': () => ({ email: email(), password: TEST_PASSWORD, fullName: 'Casey Customer' }),
  'POST /api/leads': () => ({
    contact_info: email(),
    contact_type: 'email',
    form_data: snapshot(),
    form_type: 'quote',
    source_page: '/',
    referrer: '/',
    user_agent: 'jest',
    user_session: 's1',
  }),
  'POST /api/leads/:id/progress': () => ({
    step: 'service-details',
    form_data: snapshot(),
    move_to_in_progress: true,
    contact_field_update: { fieldType: 'name', value: 'Ann Lee', trelloFieldId: 'f1' },
  }),
  'POST /api/leads/:id/abandon': () => ({ reason: 'page-hidden', last_form_data: snapshot() }),
  'POST /api/abandoned-cart': () => ({ trigger: 'track', customer_name: 'Ann Lee', customer_email: email(), form_data: snapshot(), page: '/quote' }),
  'POST /api/area-requests': () => ({
    zipCode: '90210',
    customerName: 'Ann Lee',
    customerEmail: email(),
    customerPhone: '6615550100',
    yardSize: 'small',
    numberOfDogs: '1',
    selectedAddOns: { deodorizing: true },
    trashDay: 'monday',
    serviceType: 'subscription',
    serviceFrequency: 'weekly',
  }),
  'POST /api/data-deletion-requests': () => ({ email: email(), fullName: 'Ann Lee', reason: 'Moving away', accountDetails: 'Order 1' }),
  'POST /api/discount-codes/validate': () => ({ code: 'WELCOME10' }),
  'POST /api/quotes/price': () => ({
    serviceType: 'subscription',
    serviceFrequency: 'weekly',
    numberOfDogs: '1',
    yardSize: 'small',
    trashDay: 'monday',
    commitmentMonths: 1,
    discountCode: 'WELCOME10',
    addOns: { deodorizing: true },
  }),
  'POST /api/checkout/subscription': () => checkoutBody({ leadId: 'lead-1', discountCode: 'WELCOME10', pricing: { total: 1 } }),
  'POST /api/checkout/one-time': () => checkoutBody({ customerData: { serviceFrequency: 'one-time-cleanup', serviceType: 'one-time' }, leadId: 'lead-1' }),
  'POST /api/orders/by-session/:sessionId/customer-info': () => ({
    streetAddress: '1 Main St',
    preferredDays: ['monday'],
    scheduledDate: '2026-12-01',
    timeSlot: '8am-12pm',
    dogInfo: [{ name: 'Rex', breed: 'Lab' }],
    specialNotes: 'Gate',
  }),
  'POST /api/orders/:orderId/onboarding': () => ({
    streetAddress: '1 Main St',
    city: 'Valencia',
    state: 'CA',
    zipCode: '91354',
    preferredDays: ['monday', 'tuesday'],
    contactPreference: 'email',
    specialNotes: 'Gate',
    optInMarketing: true,
  }),
  'POST /api/chat': () => ({ messages: [{ role: 'user', content: 'How much for 2 dogs?' }], currentPage: '/', userSession: 's1' }),
  'POST /api/analytics/events': () => ({
    sessionId: SAMPLE_ID,
    events: [{ eventType: 'page_view', pageUrl: '/', eventData: { label: 'x' }, occurredAt: '2026-01-01T00:00:00.000Z' }],
  }),
  'POST /api/help-link-clicks': () => ({ pageUrl: '/help', referrer: '/', formData: snapshot() }),
  'POST /api/account/sign-in-link': () => ({ email: email() }),
  'POST /api/account/plans/:planId/cancel': () => ({ reason: 'Moving away' }),
  'POST /api/account/plans/:planId/pause': () => ({ weeks: 2 }),
  'POST /api/account/plans/:planId/days': () => ({ preferredDays: ['monday'], trashDay: 'tuesday' }),
  'POST /api/account/orders/:orderId/change': () => ({ numberOfDogs: '1', addOns: { binBringIn: true }, trashDay: 'tuesday' }),
  'POST /api/account/orders/:orderId/change/preview': () => ({ serviceFrequency: 'monthly', addOns: { binTakeOut: true } }),
  'POST /api/account/card-pages/:sessionId': () => ({ cardNumber: '4242 4242 4242 4242' }),
  'POST /api/field/visits/:id/on-my-way': () => ({ clientId: SAMPLE_ID }),
  'POST /api/field/visits/:id/start': () => ({ clientId: SAMPLE_ID }),
  'POST /api/field/visits/:id/complete': () => ({ clientId: SAMPLE_ID, photoIds: [SAMPLE_ID] }),
  'POST /api/field/visits/:id/skip': () => ({ clientId: SAMPLE_ID, reason: 'other', note: 'Gate locked', photoIds: [SAMPLE_ID] }),
};

/** Public write routes that read no JSON body of their own (a signature, a token or nothing). */
const NO_BODY = [
  'POST /api/no-such-route',
  'POST /api/auth/sign-out',
  'POST /api/payments/stripe/webhook',
  'POST /api/payments/sandbox/sessions/:id/pay',
  'POST /api/payments/sandbox/sessions/:id/cancel',
  'POST /api/email/unsubscribe',
  'POST /api/auth/confirm',
  'POST /api/auth/sign-out-everywhere',
  'POST /api/data-deletion-requests/confirm',
  'POST /api/account/sign-in',
  'POST /api/account/visits/:visitId/skip',
  'POST /api/account/plans/:planId/resume',
  'POST /api/account/orders/:orderId/card-page',
  'POST /api/account/orders/:orderId/retry-payment',
  // A multipart photo (its limits have their own tests in field-visits) and Twilio's signed form post (like Stripe's webhook).
  'POST /api/field/visits/:id/photos',
  'POST /api/sms/twilio/inbound',
];

/** Every string in a body, by path, and the body with one of them replaced. */
function stringPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}
function replaced(value: unknown, path: Array<string | number>, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}
/** Fields that hold objects (form snapshots, add-ons): where nesting and size attacks go. */
const objectFields = (body: Record<string, unknown>) => Object.keys(body).filter((key) => body[key] !== null && typeof body[key] === 'object');

interface Attack {
  label: string;
  contentType: 'application/json' | 'text/plain';
  body: string;
}

function attacksOn(key: string): Attack[] {
  const attacks: Attack[] = [{ label: 'a 98 kB "<a" body as text/plain', contentType: 'text/plain', body: SLOW_STRINGS['unclosed tags'] }];
  const sample = SAMPLES[key];
  if (sample) {
    for (const path of stringPaths(sample()))
      for (const [name, slow] of Object.entries(SLOW_STRINGS)) {
        const body = JSON.stringify(replaced(sample(), path, slow));
        attacks.push({ label: `${name} in ${path.join('.')}`, contentType: 'application/json', body });
        // The beacon routes take text/plain too; the same JSON reaches them that way.
        if (name === 'unclosed tags') attacks.push({ label: `${name} in ${path.join('.')}, as text/plain`, contentType: 'text/plain', body });
      }
    for (const field of objectFields(sample()))
      for (const [name, shape] of Object.entries(SHAPES)) attacks.push({ label: `${name} in ${field}`, contentType: 'application/json', body: shape(field) });
  }
  for (const field of GENERIC_FIELDS)
    attacks.push({ label: `unclosed tags in ${field}`, contentType: 'application/json', body: JSON.stringify({ [field]: SLOW_STRINGS['unclosed tags'] }) });
  for (const [name, shape] of Object.entries(SHAPES))
    attacks.push({ label: `${name} at the top`, contentType: 'application/json', body: shape('form_data').slice('{"form_data":'.length, -1) });
  return attacks;
}

describe('security: no single request stalls the API (issue 13)', () => {
  let t: TestApp;
  let writeRoutes: Route[];
  let ids: Record<string, string>;
  let clientIp = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const writes = registeredRoutes(t.app).filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !/^\/api\/admin(\/|$)/i.test(r.path));
    // App-wide middleware (forRoutes '{*path}') is listed as '/api' and '/api/{*path}': one unknown path stands for them.
    writeRoutes = [...writes.filter((r) => r.path !== '/api' && !r.path.includes('{*')), { method: 'POST', path: '/api/no-such-route' }];
    const order = await paidOrder(t);
    ids = { sessionId: order.sessionId, orderId: order.orderId };
  });
  afterAll(() => t.close());

  const key = (route: Route) => `${route.method} ${route.path}`;
  const url = (route: Route) => {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? SAMPLE_ID);
    return route.path.endsWith('/onboarding') ? `${path}?session_id=${ids.sessionId}` : path;
  };

  /** Sends one request and, until it answers, keeps asking /api/health; returns both timings. */
  async function whileHealthIsAsked(route: Route, attack: Attack): Promise<{ res: Response; ms: number; slowestHealthMs: number; healthStatus: number }> {
    clientIp += 1;
    const started = performance.now();
    let answered = false;
    const answer = t
      .http()
      [route.method.toLowerCase() as 'post'](url(route))
      // A fresh client address each time (the app trusts loopback proxies), so per-IP limits do not hide the work.
      .set('X-Forwarded-For', `10.13.${(clientIp >> 8) & 255}.${clientIp & 255}`)
      .set('Content-Type', attack.contentType)
      .send(attack.body)
      .then((res) => {
        answered = true;
        return { res, ms: performance.now() - started };
      });
    let slowestHealthMs = 0;
    let healthStatus = 200;
    do {
      const asked = performance.now();
      const health = await t.http().get('/api/health');
      // A stalled event loop makes its own database and Redis probes time out: 503.
      if (health.status !== 200) healthStatus = health.status;
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
    } while (!answered);
    return { ...(await answer), slowestHealthMs, healthStatus };
  }

  it('finds the public write routes (so an empty enumeration cannot pass)', () => {
    const names = writeRoutes.map(key);
    expect(writeRoutes.length).toBeGreaterThan(15);
    for (const known of [
      'POST /api/leads/:id/abandon',
      'POST /api/leads/:id/progress',
      'POST /api/auth/sign-up',
      'POST /api/checkout/subscription',
      'POST /api/chat',
    ])
      expect(names).toContain(known);
  });

  it('has a sample body for every public write route that reads one (add one for a new route)', () => {
    const unknown = writeRoutes.map(key).filter((name) => !Object.hasOwn(SAMPLES, name) && !NO_BODY.includes(name));
    expect(unknown).toEqual([]);
  });

  it(`answers every slow input on every public write route within ${BOUND_MS} ms, never with a 5xx, while /api/health keeps answering`, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of writeRoutes) {
      // Warm the route (first calls compile code and open connections) before anything is timed.
      await t.http()[route.method.toLowerCase() as 'post'](url(route)).set('X-Forwarded-For', '10.12.0.1').send({});
      for (const attack of attacksOn(key(route))) {
        let { res, ms, slowestHealthMs, healthStatus } = await whileHealthIsAsked(route, attack);
        // A stall repeats; a pause of this shared machine does not: one more try before calling it slow.
        if (ms > BOUND_MS || slowestHealthMs > BOUND_MS) ({ res, ms, slowestHealthMs, healthStatus } = await whileHealthIsAsked(route, attack));
        sent += 1;
        const where = `${key(route)} with ${attack.label}`;
        const before = failures.length;
        if (res.status >= 500) failures.push(`${where}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (ms > BOUND_MS) failures.push(`${where}: answered in ${Math.round(ms)} ms`);
        if (slowestHealthMs > BOUND_MS) failures.push(`${where}: /api/health took ${Math.round(slowestHealthMs)} ms meanwhile`);
        if (healthStatus !== 200) failures.push(`${where}: /api/health answered ${healthStatus} meanwhile`);
        // One failure is enough to show a route stalls; its other attacks would each stall again.
        if (failures.length > before) break;
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 300_000);
});
