import { createAdmin, parseAdminCreateArgs } from '../../backend/src/cli/admin-create';
import { loadConfig } from '../../backend/src/config/config';
import { AdminSeed, PasswordHasher, UsersRepository, UsersService } from '../../backend/src/modules/identity';
import { FakeClock } from '../../backend/src/platform/clock';
import { createTestDatabase, TestDatabase } from '../support/test-database';

describe('identity: admin:create arguments', () => {
  it('reads --flag value and --flag=value', () => {
    expect(parseAdminCreateArgs(['--email', 'a@b.example', '--name=Ada'])).toEqual({ email: 'a@b.example', name: 'Ada', promote: false });
  });

  it.each([
    [['--name', 'Ada'], /--email is required/],
    [['--email', '--name', 'Ada'], /--email needs a value/],
    [['--emial', 'a@b.example'], /unknown argument "--emial"/],
    [['--email', 'a@b.example', '--password', 'long enough secret'], /--password is not accepted on the command line/],
  ])('rejects %j with one line', (argv, message) => {
    expect(() => parseAdminCreateArgs(argv)).toThrow(message);
    try {
      parseAdminCreateArgs(argv);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('identity: admin:create against PostgreSQL', () => {
  let database: TestDatabase;
  const hasher = new PasswordHasher();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates an admin, then updates the same account with a new password', async () => {
    const first = await createAdmin(database.url, { email: 'Boss@SCVScoopers.example', password: 'first password', name: 'The Boss', promote: false });
    expect(first).toMatchObject({ email: 'boss@scvscoopers.example', created: true });

    const second = await createAdmin(database.url, { email: 'boss@scvscoopers.example ', password: 'second password', promote: false });
    expect(second).toMatchObject({ id: first.id, created: false });

    const users = await database.db.query<{ id: string; full_name: string; password_hash: string }>(
      `select id, full_name, password_hash from users where lower(email) = 'boss@scvscoopers.example'`,
    );
    expect(users).toHaveLength(1);
    expect(users[0].full_name).toBe('The Boss');
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(users[0].password_hash, 'first password')).toBe(false);
    expect(await hasher.verify(users[0].password_hash, 'second password')).toBe(true);
    const roles = await database.db.query<{ role: string }>('select role from user_roles where user_id = $1', [first.id]);
    expect(roles.map((r) => r.role)).toEqual(['admin']);
  });

  it('UsersService refuses an invalid account the same way', async () => {
    const users = new UsersService(new UsersRepository(database.db), hasher, new FakeClock());
    await expect(users.createOrUpdateAdmin('not-an-email', 'long enough secret')).rejects.toThrow('"not-an-email" is not a valid email address');
    await expect(users.createOrUpdateAdmin('a@b.example', 'short')).rejects.toThrow('Password must be at least 10 characters');
  });
});

describe('identity: first-start admin seed', () => {
  const seedFor = (database: TestDatabase, env: Record<string, string> = {}) =>
    new AdminSeed(
      new UsersRepository(database.db),
      new PasswordHasher(),
      loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'owner@scvscoopers.example', ...env }),
      new FakeClock(),
    );

  it('generates a 16-character password once, and returns it only that time', async () => {
    const database = await createTestDatabase();
    try {
      const seeded = await seedFor(database).seedAdminIfMissing();
      expect(seeded).toEqual({ email: 'owner@scvscoopers.example', password: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
      const users = new UsersService(new UsersRepository(database.db), new PasswordHasher(), new FakeClock());
      const owner = await users.findByEmail('owner@scvscoopers.example');
      expect(owner?.roles).toEqual(['admin']);
      const [{ password_hash }] = await database.db.query<{ password_hash: string }>('select password_hash from users');
      expect(await new PasswordHasher().verify(password_hash, seeded!.password)).toBe(true);

      expect(await seedFor(database).seedAdminIfMissing()).toBeNull();
      expect(await database.db.query('select 1 from users')).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('uses ADMIN_PASSWORD when set and returns nothing to print', async () => {
    const database = await createTestDatabase();
    try {
      expect(await seedFor(database, { ADMIN_PASSWORD: 'configured secret' }).seedAdminIfMissing()).toBeNull();
      const [{ password_hash }] = await database.db.query<{ password_hash: string }>('select password_hash from users');
      expect(await new PasswordHasher().verify(password_hash, 'configured secret')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('seeds once when two instances start together', async () => {
    const database = await createTestDatabase();
    try {
      const results = await Promise.all([seedFor(database).seedAdminIfMissing(), seedFor(database).seedAdminIfMissing()]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await database.db.query(`select 1 from user_roles where role = 'admin'`)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
