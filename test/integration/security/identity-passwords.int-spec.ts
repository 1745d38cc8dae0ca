import { loadConfig } from '../../../backend/src/config/config';
import { AdminSeed, PasswordHasher, UsersRepository, UsersService } from '../../../backend/src/modules/identity';
import { COMMON_PASSWORDS } from '../../../backend/src/modules/identity/domain/common-passwords';
import { passwordProblem } from '../../../backend/src/modules/identity/domain/password-policy';
import { FakeClock } from '../../../backend/src/platform/clock';
import { createTestApp, TestApp } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-database';

const TOO_SHORT = 'Password must be at least 10 characters';
const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';

describe('security: passwords of at least 10 characters, not on the shipped common list', () => {
  let t: TestApp;
  let ip = 0;
  const signUp = (password: string) =>
    t
      .http()
      .post('/api/auth/sign-up')
      .set('X-Forwarded-For', `198.19.0.${++ip}`)
      .send({ email: `p${ip}@example.com`, password, fullName: 'Pat Password' });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ships a list of thousands of common passwords, lower-cased', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(3000);
    for (const known of ['password123', 'qwertyuiop', '1234567890', 'iloveyou123', 'football123']) expect(COMMON_PASSWORDS.has(known)).toBe(true);
  });

  it.each([
    ['123456789', TOO_SHORT],
    ['nine char', TOO_SHORT],
    ['password123', TOO_COMMON],
    ['Password123!', TOO_COMMON],
    ['QWERTYUIOP', TOO_COMMON],
    ['1234567890', TOO_COMMON],
    ['  password123  ', TOO_COMMON],
  ])('sign-up refuses %j with the message %j', async (password, message) => {
    const res = await signUp(password).expect(400);
    expect(res.body.errors).toEqual({ password: message });
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts ten characters that are not on the list', async () => {
    await signUp('tenletters').expect(201);
    expect(passwordProblem('tenletters')).toBeNull();
  });

  it('holds staff to the same rules', async () => {
    const users = t.app.get(UsersService);
    await expect(users.createOrUpdateAdmin('staff-short@example.com', 'short pw')).rejects.toThrow(TOO_SHORT);
    await expect(users.createOrUpdateAdmin('staff-common@example.com', 'letmein123')).rejects.toThrow(TOO_COMMON);
  });

  it('the first-start seed refuses a short or common ADMIN_PASSWORD, and generates a good one', async () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'nine char' })).toThrow(/ADMIN_PASSWORD must be at least 10 characters/);
    const database = await createTestDatabase();
    try {
      const seed = (env: Record<string, string>) =>
        new AdminSeed(new UsersRepository(database.db), new PasswordHasher(), loadConfig({ NODE_ENV: 'test', ...env }), new FakeClock());
      await expect(seed({ ADMIN_PASSWORD: 'password1234' }).seedAdminIfMissing()).rejects.toThrow(TOO_COMMON);
      const generated = await seed({}).seedAdminIfMissing();
      expect(passwordProblem(generated!.password)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
