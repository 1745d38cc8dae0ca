// Starts the built product for the browser tests on its own database and Redis prefix, with fixture data.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../../dist/backend/${path}`);
const { createDatabase, ensureDatabaseExists, postgresAnswers } = dist('platform/database/database.js');
const { runMigrations } = dist('platform/database/data-source.js');
const { EventRegistry } = dist('event-store/event-registry.js');
const { ProjectionRegistry } = dist('event-store/projections/projection.js');
const { PersonalDataVault } = dist('event-store/vault/personal-data-vault.js');
const { EventStore } = dist('event-store/event-store.js');
const { SystemClock } = dist('platform/clock.js');
const { PasswordHasher } = dist('modules/identity/users/password-hasher.js');
const { ORDER_EVENTS, orderPricing } = dist('modules/orders/domain/order.events.js');
const { customerOrdersProjection } = dist('modules/orders/projections/customer-orders.projection.js');
const { LEAD_EVENTS } = dist('modules/leads/domain/lead.events.js');
const { leadTrackingProjection } = dist('modules/leads/projections/lead-tracking.projection.js');
const { calculateQuote, NO_ADD_ONS } = dist('modules/pricing/index.js');

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const runId = process.env.E2E_RUN_ID;
const vaultKey = '42'.repeat(32);

async function serverUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await postgresAnswers(LOCAL_PG)) ? LOCAL_PG : null;
}

async function seedFixtures(url) {
  const db = createDatabase(url, 2);
  const clock = new SystemClock();
  const registry = new EventRegistry().register(...LEAD_EVENTS, ...ORDER_EVENTS);
  const vault = new PersonalDataVault(db, Buffer.from(vaultKey, 'hex'), clock);
  const store = new EventStore(db, registry, vault, new ProjectionRegistry().register(customerOrdersProjection, leadTrackingProjection), clock);
  // A lead with a history, written with the real lead events and projection (the event-log screens read it).
  const leadId = randomUUID();
  const streamId = `lead-${leadId}`;
  const subjectId = vault.subjectIdFor('pat@example.com');
  const form = { numberOfDogs: '2', yardSize: 'medium', serviceFrequency: 'weekly', email: 'pat@example.com' };
  const meta = (actor) => ({ subjectId, metadata: { actor, correlationId: leadId } });
  const started = {
    leadId,
    contactInfo: 'pat@example.com',
    contactType: 'email',
    formType: 'quote',
    formData: form,
    sourcePage: '/',
    referrer: 'direct',
    userAgent: 'fixture',
    userSession: 'fixture',
    existingClient: false,
  };
  await store.append(streamId, 'lead', 'no-stream', [{ type: 'lead.started', data: started }], meta('visitor'));
  await store.append(streamId, 'lead', 1, [{ type: 'lead.progressed', data: { step: 'service-details', formData: form } }], meta('visitor'));
  await store.append(
    streamId,
    'lead',
    2,
    [{ type: 'lead.progressed', data: { step: 'add-ons', formData: { ...form, selectedAddOns: { deodorizing: true } } } }],
    meta('visitor'),
  );
  await store.append(
    streamId,
    'lead',
    3,
    [{ type: 'lead.abandoned', data: { reason: 'inactivity', lastFormData: null, by: null } }],
    meta('system:inactivity-timer'),
  );
  await seedPendingOrder(store, vault);
  const hash = await new PasswordHasher().hash(process.env.E2E_USER_PASSWORD);
  await db.query('insert into users (email, password_hash, full_name) values ($1, $2, $3) on conflict do nothing', [
    process.env.E2E_USER_EMAIL,
    hash,
    'Casey Customer',
  ]);
  await db.close();
}

/** One unpaid checkout through the real order events and projection, for the admin screens. */
async function seedPendingOrder(store, vault) {
  const orderId = randomUUID();
  const choices = {
    serviceType: 'subscription',
    serviceFrequency: 'weekly',
    numberOfDogs: '1',
    yardSize: 'small',
    addOns: NO_ADD_ONS,
    trashDay: '',
    commitmentMonths: 1,
  };
  const customer = { name: 'Pat Fixture', email: 'pat@example.com', phone: '(661) 555-0199', zipCode: '91355', specialInstructions: '' };
  const data = {
    orderId,
    customer,
    choices,
    pricing: orderPricing(calculateQuote(choices, 0)),
    discountCode: null,
    leadId: null,
    paymentMode: 'test',
    provider: 'sandbox',
    checkoutSessionId: `cs_fixture_${orderId.slice(0, 8)}`,
    checkoutUrl: '/checkout/sandbox/fixture',
    fingerprint: `fixture-${orderId}`,
  };
  await store.append(`order-${orderId}`, 'order', 'no-stream', [{ type: 'order.checkout-started', data }], {
    subjectId: vault.subjectIdFor(customer.email),
    metadata: { actor: 'visitor' },
  });
}

/** Earlier runs that were killed leave their databases behind; drop those older than six hours. */
async function dropStaleDatabases(server) {
  const pool = new pg.Pool({ connectionString: server, max: 1 });
  const { rows } = await pool.query(`select datname from pg_database where datname like 'scv_e2e_%'`);
  for (const { datname } of rows) {
    const startedAt = parseInt(datname.slice('scv_e2e_'.length, 'scv_e2e_'.length + 8), 36);
    if (Date.now() - startedAt > 6 * 3600_000) await pool.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
  }
  await pool.end();
}

let server = await serverUrl();
let embedded = null;
if (!server) {
  // No PostgreSQL to use: run an embedded one for this test run only.
  const { startEmbeddedPostgres } = dist('platform/embedded/embedded-postgres.js');
  embedded = await startEmbeddedPostgres(`.data/e2e-${runId}`, 'postgres');
  server = embedded.url;
}
await dropStaleDatabases(server);
const target = new URL(server);
target.pathname = `/scv_e2e_${runId}`;
const databaseUrl = target.toString();
await ensureDatabaseExists(databaseUrl);
await runMigrations(databaseUrl);
await seedFixtures(databaseUrl);

Object.assign(process.env, {
  PORT: process.env.E2E_PORT,
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  REDIS_PREFIX: `e2e:${runId}`,
  VAULT_MASTER_KEY: vaultKey,
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
  SIGN_IN_LIMIT: '200',
  // The browser tests sign in often; argon2's production cost is checked in password-hasher.spec.
  PASSWORD_HASH_MEMORY_KIB: '64',
  // Every browser test checks out from 127.0.0.1; the per-e-mail limits still hold.
  CHECKOUT_IP_LIMIT: '1000',
  LEAD_IP_LIMIT: '1000',
  LEAD_ACTIVITY_IP_LIMIT: '10000',
  ANALYTICS_IP_LIMIT: '1000',
  DATA_DIR: `.data/e2e-${runId}`,
  DATABASE_URL: databaseUrl,
  ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
});

process.once('exit', () => void embedded?.stop());

// As `npm start` runs it: start.js forks the API and the worker as two processes on this database and Redis.
delete process.env.ROLE;
require('../../dist/backend/start.js');
