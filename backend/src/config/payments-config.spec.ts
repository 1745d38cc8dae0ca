import { describeAdapters } from './adapters';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = { NODE_ENV: 'production', VAULT_MASTER_KEY: 'ab'.repeat(32) };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const paymentsLine = (env: Record<string, string>) => describeAdapters(loadConfig(env)).find((line) => line.startsWith('payments: ')) ?? '';

describe('payments configuration: no free payments in production', () => {
  it.each([
    [{}, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'STRIPE_SECRET_KEY is'],
    [{ STRIPE_LIVE_SECRET_KEY: 'sk_live_x', STRIPE_SECRET_KEY: '' }, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are'],
    [{ ALLOW_SANDBOX_PAYMENTS: 'false' }, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are'],
  ])('refuses NODE_ENV=production with %j: one line naming what is missing and the opt-in', (env, missing) => {
    const load = () => loadConfig({ ...PRODUCTION, ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      `Invalid configuration: ${missing} required when NODE_ENV=production, or the built-in sandbox marks every checkout paid without a charge (missing; set ALLOW_SANDBOX_PAYMENTS=true to allow sandbox payments on purpose)`,
    );
  });

  it.each(['true', 'false'])(
    'refuses a Stripe key without its webhook secret in production, ALLOW_SANDBOX_PAYMENTS=%s (no payment would ever be confirmed)',
    (allow) => {
      expect(() => loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_x', ALLOW_SANDBOX_PAYMENTS: allow })).toThrow(
        'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set and NODE_ENV=production, or no Stripe payment is ever confirmed (missing)',
      );
    },
  );

  it('starts in production with Stripe configured, and the banner names Stripe', () => {
    const config = loadConfig({ ...PRODUCTION, ...STRIPE });
    expect(config.sandboxPayments).toBe(false);
    expect(paymentsLine({ ...PRODUCTION, ...STRIPE })).toBe('payments: Stripe Checkout (test key)');
  });

  it('starts in production with ALLOW_SANDBOX_PAYMENTS=true, and the banner says so loudly', () => {
    const config = loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(config.sandboxPayments).toBe(true);
    expect(paymentsLine({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'true' })).toBe(
      'payments: WARNING: SANDBOX PAYMENTS ARE ALLOWED IN PRODUCTION (ALLOW_SANDBOX_PAYMENTS=true): every checkout at /checkout/sandbox/:id is marked paid and nobody is charged',
    );
  });

  it('keeps the quiet sandbox line outside production', () => {
    expect(loadConfig({}).sandboxPayments).toBe(true);
    expect(paymentsLine({})).toBe('payments: built-in sandbox checkout at /checkout/sandbox/:id (set STRIPE_SECRET_KEY for Stripe)');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).sandboxPayments).toBe(false);
  });

  it('rejects an ALLOW_SANDBOX_PAYMENTS that is not true or false', () => {
    expect(() => loadConfig({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/^Invalid configuration: ALLOW_SANDBOX_PAYMENTS /);
  });
});
