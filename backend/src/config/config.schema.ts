import { z } from 'zod';
import { DEFAULT_BUSINESS } from './business';

const port = z.coerce.number().int().min(1).max(65535);
const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(p)), `must start with ${protocols.join(' or ')}`);
const positiveInt = z.coerce.number().int().positive();

/** Every environment variable the product reads; README's configuration table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http://', 'https://']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Where blog images and videos are stored (served at /uploads); default DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().min(1).optional(),
  /**
   * Visit photos in an S3-compatible bucket (AWS S3, MinIO, R2…) instead of the disk: set S3_BUCKET, S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY (S3_ENDPOINT for a non-AWS service; path-style requests). Without them photos stay on disk.
   */
  S3_ENDPOINT: url(['http://', 'https://']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The folder inside the bucket for visit photos. */
  S3_PREFIX: z.string().min(1).default('visit-photos'),
  DATABASE_URL: url(['postgres://', 'postgresql://']).optional(),
  /** Owner role that creates the database, migrates it and grants DATABASE_URL's role what the app needs; default DATABASE_URL. */
  DATABASE_MIGRATION_URL: url(['postgres://', 'postgresql://']).optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  /** The app pool's statement_timeout: the server cancels any statement running longer. */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.default(5000),
  /**
   * How long opening a new pool connection may take before the query fails with 503: the "database is down" bound,
   * comfortably under the 2 s a request may wait on a dependency that is down (issue 20), with a rate-limit check beside it.
   */
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(1200),
  /**
   * How long a query may wait for a pool connection in all, a free one while every connection is busy included (a busy
   * database is not a down one); default the larger of 2000 and DATABASE_CONNECT_TIMEOUT_MS.
   */
  DATABASE_POOL_WAIT_MS: positiveInt.optional(),
  REDIS_URL: url(['redis://', 'rediss://']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, 'letters, digits, ":", "_" or "-" only')
    .default('scv'),
  VAULT_MASTER_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SESSION_TTL_HOURS: positiveInt.default(24 * 7),
  /** A staff session ends after this long without a request (SESSION_TTL_HOURS still caps it). */
  SESSION_IDLE_HOURS: positiveInt.default(12),
  /** The same for customers, who come back every few days rather than every working day. */
  CUSTOMER_SESSION_IDLE_HOURS: positiveInt.default(72),
  ADMIN_EMAIL: z.string().email().default('admin@scvscoopers.example'),
  /** The seeded admin's password, and admin:create's when set (it is never read from the command line). */
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  CONSUMER_POLL_MS: positiveInt.default(1000),
  /** Connections of the worker's own pool for consumer batches, apart from DATABASE_POOL_SIZE's (requests) and JOB_POOL_SIZE's. */
  CONSUMER_POOL_SIZE: positiveInt.default(4),
  /** Connections of the worker's own pool for BullMQ jobs (cards, e-mails, texts, timers), apart from requests'. */
  JOB_POOL_SIZE: positiveInt.default(8),
  /** How often the relay's sweeper re-derives jobs Redis lost, and how old a pending job must be to count as lost. */
  RELAY_SWEEP_MS: positiveInt.default(30000),
  RELAY_SWEEP_GRACE_MS: positiveInt.default(60000),
  /** On SIGTERM, how long in-flight requests and jobs may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: positiveInt.default(20000),
  /** First retry delay of a failed task-board or e-mail job; each retry doubles it (8 attempts). */
  JOB_BACKOFF_MS: positiveInt.default(2000),
  /** How long a customer's confirmed plan change waits for another change of the same order before a 409 CHANGE_IN_PROGRESS. */
  CHANGE_LOCK_WAIT_MS: positiveInt.max(60_000).default(5000),
  /**
   * argon2id memory per password hash in KiB (the library's 64 MiB by default). Only NODE_ENV=test may go below
   * OWASP's 19 MiB floor: the test suites sign in hundreds of times and would otherwise spend their time hashing.
   */
  PASSWORD_HASH_MEMORY_KIB: positiveInt.min(8).max(1_048_576).default(65_536),
  SIGN_IN_LIMIT: positiveInt.default(5),
  SIGN_IN_WINDOW_SECONDS: positiveInt.default(60),
  /** Checkouts one address may start per 5 minutes, across all e-mails (the per-e-mail limit is the spec's 3). */
  CHECKOUT_IP_LIMIT: positiveInt.default(20),
  /** Leads (and abandoned-cart reports) one address may start per 5 minutes. */
  LEAD_IP_LIMIT: positiveInt.default(30),
  /** Lead progress reports and abandon beacons one address may send per 5 minutes, whatever lead ids they name. */
  LEAD_ACTIVITY_IP_LIMIT: positiveInt.default(300),
  /** Analytics batches (POST /api/analytics/events) one address may send per minute. */
  ANALYTICS_IP_LIMIT: positiveInt.default(60),
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  SERVE_STATIC: z.enum(['true', 'false']).default('true'),
  BUSINESS_NAME: z.string().min(1).default(DEFAULT_BUSINESS.name),
  SUPPORT_EMAIL: z.string().email().default(DEFAULT_BUSINESS.supportEmail),
  SUPPORT_PHONE: z.string().min(7).default(DEFAULT_BUSINESS.supportPhone),
  SERVICE_AREA: z.string().min(1).default(DEFAULT_BUSINESS.serviceArea),
  BUSINESS_HOURS: z.string().min(1).default(DEFAULT_BUSINESS.hours),
  BUSINESS_TIME_ZONE: z.string().min(1).default(DEFAULT_BUSINESS.timeZone),
  /** Stripe test-mode secret key (sk_test_…); with none set, checkout uses the built-in sandbox. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe live-mode secret key (sk_live_…), used when the admin switches payment mode to production. */
  STRIPE_LIVE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** With NODE_ENV=production and no Stripe keys, start anyway and let the built-in sandbox mark checkouts paid for free. */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  /** Overrides Stripe's API address (tests point it at a local stand-in). */
  STRIPE_API_URL: url(['http://', 'https://']).optional(),
  /** Trello REST API key and token, and the board that holds the lists; with none set, the built-in board is used. */
  TRELLO_API_KEY: z.string().optional(),
  TRELLO_TOKEN: z.string().optional(),
  TRELLO_BOARD_ID: z.string().optional(),
  /** Overrides Trello's API address (tests point it at a local stand-in). */
  TRELLO_API_URL: url(['http://', 'https://']).default('https://api.trello.com'),
  /** SMTP server for outgoing e-mail (smtp://user:pass@host:port); with none set, mail goes to the built-in outbox. */
  SMTP_URL: url(['smtp://', 'smtps://']).optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  /** Twilio account, auth token and sending number for texts; with none set, texts go to the built-in sms_outbox (issue 16). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Overrides Twilio's API address (tests point it at a local stand-in). */
  TWILIO_API_URL: url(['http://', 'https://']).default('https://api.twilio.com'),
  /** No texts in these business-local hours (HH:MM-HH:MM), except the on-the-way text during a visit. */
  SMS_QUIET_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'SMS_QUIET_HOURS is HH:MM-HH:MM, e.g. 20:00-07:00')
    .default('20:00-07:00'),
  /** How many times a text is tried before it shows as failed (retries back off exponentially from JOB_BACKOFF_MS). */
  SMS_SEND_ATTEMPTS: positiveInt.default(5),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: url(['http://', 'https://']).default('https://api.openai.com/v1'),
  CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Where addresses get their coordinates: the ZIP's centroid from the shipped table, or the US Census geocoder (no key) with the centroid as fall-back. */
  GEOCODER: z.enum(['zip-centroid', 'census']).default('zip-centroid'),
  /** Overrides the Census geocoder's address (tests point it at a local stand-in). */
  CENSUS_GEOCODER_URL: url(['http://', 'https://']).default('https://geocoding.geo.census.gov'),
  /** How long a Census look-up may take before the ZIP centroid is used instead. */
  GEOCODER_TIMEOUT_MS: positiveInt.max(60_000).default(5000),
  /** An OSRM server (http://host:5000) for road driving times; unset → straight-line distance × ROUTE_DETOUR_FACTOR at ROUTE_AVERAGE_SPEED_KMH. */
  OSRM_URL: url(['http://', 'https://']).optional(),
  /** How long an OSRM table request may take before the straight-line estimate is used instead. */
  OSRM_TIMEOUT_MS: positiveInt.max(60_000).default(5000),
  /** Road distance ÷ straight-line distance, for the built-in estimate. */
  ROUTE_DETOUR_FACTOR: z.coerce.number().min(1).max(3).default(1.3),
  /** Average driving speed between stops, for the built-in estimate. */
  ROUTE_AVERAGE_SPEED_KMH: z.coerce.number().min(5).max(120).default(30),
});

export type Env = z.infer<typeof configSchema>;
