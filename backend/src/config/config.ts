import { BusinessIdentity } from './business';
import { configSchema, Env } from './config.schema';

export type { BusinessIdentity } from './business';

export class ConfigError extends Error {}

/** OWASP's floor for argon2id memory (19 MiB); only tests may hash with less. */
export const MIN_PASSWORD_HASH_MEMORY_KIB = 19_456;

/** Typed configuration; also the DI token, so Nest injects it by class. */
export class AppConfig {
  readonly role: Env['ROLE'];
  readonly runsApi: boolean;
  readonly runsWorker: boolean;
  readonly port: number;
  readonly publicUrl: string;
  readonly isProduction: boolean;
  readonly business: BusinessIdentity;
  /** The built-in sandbox takes test-mode checkouts (no STRIPE_SECRET_KEY); with Stripe configured its routes and secret are off. */
  readonly sandboxPayments: boolean;

  constructor(readonly env: Env) {
    this.role = env.ROLE;
    this.runsApi = env.ROLE !== 'worker';
    this.runsWorker = env.ROLE !== 'api';
    this.port = env.PORT;
    this.publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    this.isProduction = env.NODE_ENV === 'production';
    this.sandboxPayments = !env.STRIPE_SECRET_KEY;
    this.business = {
      name: env.BUSINESS_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE,
      serviceArea: env.SERVICE_AREA,
      hours: env.BUSINESS_HOURS,
      timeZone: env.BUSINESS_TIME_ZONE,
    };
  }
}

/** Validates the environment; the first bad value becomes one line that names the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = source[key];
    raw[key] = value === '' ? undefined : value;
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    const got = raw[name] === undefined ? 'missing' : `got "${redact(name, raw[name] as string)}"`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message.toLowerCase()} (${got})`);
  }
  const env = parsed.data;
  if (env.NODE_ENV !== 'test' && env.PASSWORD_HASH_MEMORY_KIB < MIN_PASSWORD_HASH_MEMORY_KIB) {
    throw new ConfigError(
      `Invalid configuration: PASSWORD_HASH_MEMORY_KIB must be at least ${MIN_PASSWORD_HASH_MEMORY_KIB} outside NODE_ENV=test (${env.PASSWORD_HASH_MEMORY_KIB})`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.VAULT_MASTER_KEY) {
    throw new ConfigError('Invalid configuration: VAULT_MASTER_KEY is required when NODE_ENV=production (missing)');
  }
  const paymentsMissing = productionPaymentsConfig(env);
  if (paymentsMissing) throw new ConfigError(paymentsMissing);
  const trelloMissing = partialTrelloConfig(env);
  if (trelloMissing) throw new ConfigError(trelloMissing);
  return new AppConfig(env);
}

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Production takes real payments: Stripe and its webhook secret, unless the operator allows the free sandbox by name. */
function productionPaymentsConfig(env: Env): string | null {
  if (env.NODE_ENV !== 'production') return null;
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    return 'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set and NODE_ENV=production, or no Stripe payment is ever confirmed (missing)';
  }
  const missing = STRIPE_VARIABLES.filter((name) => !env[name]);
  if (!missing.length || env.ALLOW_SANDBOX_PAYMENTS === 'true') return null;
  return `Invalid configuration: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required when NODE_ENV=production, or the built-in sandbox marks every checkout paid without a charge (missing; set ALLOW_SANDBOX_PAYMENTS=true to allow sandbox payments on purpose)`;
}

const TRELLO_VARIABLES = ['TRELLO_API_KEY', 'TRELLO_TOKEN', 'TRELLO_BOARD_ID'] as const;

/** Trello needs all three or none (then the built-in board serves); a partial set names the first one missing. */
function partialTrelloConfig(env: Env): string | null {
  const set = TRELLO_VARIABLES.filter((name) => env[name]);
  const missing = TRELLO_VARIABLES.find((name) => !env[name]);
  if (!set.length || !missing) return null;
  return `Invalid configuration: ${missing} is required when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set, for the Trello task board (missing)`;
}

function redact(name: string, value: string): string {
  return /KEY|PASSWORD|SECRET|TOKEN|URL/.test(name) ? '***' : value;
}
