import { loadConfig } from '../../../config/config';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  it('hashes with argon2id at 64 MiB and 3 passes by default (no config, or the default config)', async () => {
    expect(await new PasswordHasher().hash('correct horse battery')).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await new PasswordHasher(loadConfig({})).hash('correct horse battery')).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('hashes with the configured memory, and verifies hashes of any cost', async () => {
    const cheap = new PasswordHasher(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '64' }));
    const hash = await cheap.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=64,p=4,t=3\$/);
    expect(await new PasswordHasher().verify(hash, 'correct horse battery')).toBe(true);
    expect(await cheap.verify(await new PasswordHasher().hash('correct horse battery'), 'correct horse battery')).toBe(true);
    expect(await cheap.verify(hash, 'wrong guess')).toBe(false);
    expect(await cheap.verifyAgainstDummy('correct horse battery')).toBe(false);
  });
});
