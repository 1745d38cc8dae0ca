import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { SystemClock } from '../../platform/clock';
import { PersonalDataVault } from './personal-data-vault';

/**
 * The vault's first key for a person: the process that makes it keeps the key it wrapped instead of unwrapping what it
 * stored, so these check that the key kept is the key stored. Each other vault here stands for another process: its
 * cache is empty, so it reads vault_keys and unwraps.
 */
describe('personal data vault: a person’s first key', () => {
  let t: TestDatabase;
  const master = randomBytes(32);
  const vault = () => new PersonalDataVault(t.db, master, new SystemClock());

  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    await t.close();
  });

  it('seals with the key it stored: another process opens what the maker sealed, and the maker opens what that one sealed', async () => {
    const subject = randomUUID();
    const maker = vault();
    const sealedByMaker = await maker.seal(subject, { email: 'first@example.com' }, ['email']);
    expect(String(sealedByMaker.email)).toMatch(/^pii:v2:1:/);

    const other = vault();
    expect(await other.open(subject, sealedByMaker)).toEqual({ email: 'first@example.com' });
    const sealedByOther = await other.seal(subject, { email: 'second@example.com' }, ['email']);
    expect(await maker.open(subject, sealedByOther)).toEqual({ email: 'second@example.com' });
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from vault_keys where subject_id = $1', [subject]);
    expect(n).toBe(1);
  });

  it('agrees on one key when several processes make the first one at once', async () => {
    const subject = randomUUID();
    const vaults = Array.from({ length: 6 }, () => vault());
    const sealed = await Promise.all(vaults.map((v, i) => v.seal(subject, { name: `writer ${i}` }, ['name'])));
    // Every process opens every other's value: all sealed with the one generation that won.
    for (const reader of [...vaults, vault()]) {
      expect(await Promise.all(sealed.map((data) => reader.open(subject, data)))).toEqual(vaults.map((_, i) => ({ name: `writer ${i}` })));
    }
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from vault_keys where subject_id = $1', [subject]);
    expect(n).toBe(1);
  });
});
