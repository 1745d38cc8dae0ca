import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('runs on defaults with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ role: 'all', runsApi: true, runsWorker: true, port: 3000, publicUrl: 'http://localhost:3000' });
    expect(config.business).toEqual({
      name: 'SCV Scoopers',
      supportEmail: 'support@scvscoopers.example',
      supportPhone: '(661) 555-0142',
      serviceArea: 'Santa Clarita Valley',
      hours: 'Monday to Friday, 8AM to 5PM',
      timeZone: 'America/Los_Angeles',
    });
    expect(config.env.DATABASE_URL).toBeUndefined();
  });

  it('splits the roles', () => {
    expect(loadConfig({ ROLE: 'api' })).toMatchObject({ runsApi: true, runsWorker: false });
    expect(loadConfig({ ROLE: 'worker' })).toMatchObject({ runsApi: false, runsWorker: true });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ ROLE: 'web' }, /^Invalid configuration: ROLE /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL .*\(got "\*\*\*"\)$/],
    [{ VAULT_MASTER_KEY: 'short' }, /^Invalid configuration: VAULT_MASTER_KEY must be 64 hex characters/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: VAULT_MASTER_KEY is required when NODE_ENV=production/],
    [{ PASSWORD_HASH_MEMORY_KIB: '64' }, /^Invalid configuration: PASSWORD_HASH_MEMORY_KIB must be at least 19456 outside NODE_ENV=test/],
    [{ PASSWORD_HASH_MEMORY_KIB: '4' }, /^Invalid configuration: PASSWORD_HASH_MEMORY_KIB /],
  ])('rejects %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('hashes passwords with 64 MiB unless told otherwise, and with less than 19 MiB only under NODE_ENV=test', () => {
    expect(loadConfig({}).env.PASSWORD_HASH_MEMORY_KIB).toBe(65_536);
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '19456' }).env.PASSWORD_HASH_MEMORY_KIB).toBe(19_456);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '64' }).env.PASSWORD_HASH_MEMORY_KIB).toBe(64);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, env: { DATABASE_URL: undefined } });
  });
});
