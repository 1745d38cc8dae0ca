import { PassThrough, Readable } from 'node:stream';
import { createAdmin, parseAdminCreateArgs, readAdminPassword } from '../../../backend/src/cli/admin-create';
import { createTestApp, TEST_PASSWORD, TestApp } from '../../support/test-app';

const NEW_PASSWORD = 'a brand new admin secret';

describe('security: admin:create takes the password off argv', () => {
  it.each([[['--email', 'a@b.example', '--password', 'longenough-secret']], [['--email', 'a@b.example', '--password=longenough-secret']]])(
    'refuses %j with one clear line',
    (argv) => {
      expect(() => parseAdminCreateArgs(argv)).toThrow(/--password is not accepted on the command line.*ADMIN_PASSWORD/);
    },
  );

  it('reads --email, --name and --promote', () => {
    expect(parseAdminCreateArgs(['--email', 'a@b.example', '--name=Ada', '--promote'])).toEqual({ email: 'a@b.example', name: 'Ada', promote: true });
    expect(parseAdminCreateArgs(['--email=a@b.example'])).toEqual({ email: 'a@b.example', promote: false });
  });

  it('takes ADMIN_PASSWORD from the environment before stdin', async () => {
    const stdin = Readable.from(['from stdin, unused\n']);
    expect(await readAdminPassword({ env: { ADMIN_PASSWORD: 'from the environment' }, stdin, stdout: new PassThrough() })).toBe('from the environment');
  });

  it('reads one line from a piped stdin', async () => {
    const stdin = Readable.from(['piped secret value\r\n', 'second line\n']);
    expect(await readAdminPassword({ env: {}, stdin, stdout: new PassThrough() })).toBe('piped secret value');
  });

  it('prompts on a terminal without echoing what is typed', async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: jest.fn() });
    const stdout = new PassThrough();
    let shown = '';
    stdout.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    const password = readAdminPassword({ env: {}, stdin, stdout });
    stdin.write('typed secrex');
    stdin.write('\u007f'); // backspace
    stdin.write('t value\r');
    expect(await password).toBe('typed secret value');
    expect(shown).toContain('Password');
    expect(shown).not.toContain('typed');
    expect(stdin.setRawMode).toHaveBeenCalledWith(true);
    expect(stdin.setRawMode).toHaveBeenLastCalledWith(false);
  });
});

describe('security: admin:create against a live app', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => `192.0.2.${++ip}`;
  const signIn = (email: string, password: string) => t.http().post('/api/auth/sign-in').set('X-Forwarded-For', from()).send({ email, password });
  const roles = async (email: string) =>
    (await t.database.db.query<{ role: string }>('select r.role from user_roles r join users u on u.id = r.user_id where u.email = $1', [email])).map(
      (r) => r.role,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to promote a self-registered account without --promote, leaving it as it was', async () => {
    const customer = await t.signIn('customer');
    await expect(createAdmin(t.database.url, { email: 'customer@scvscoopers.example', password: NEW_PASSWORD, promote: false })).rejects.toThrow(
      /customer@scvscoopers\.example is an existing account that is not an admin: add --promote/,
    );
    expect(await roles('customer@scvscoopers.example')).toEqual([]);
    await t.http().get('/api/auth/me').set('Cookie', customer).expect(200);
    await signIn('customer@scvscoopers.example', TEST_PASSWORD).expect(200);
  });

  it('with --promote makes it an admin and revokes every session it had', async () => {
    const customer = await t.signIn('customer');
    const account = await createAdmin(t.database.url, { email: 'customer@scvscoopers.example', password: NEW_PASSWORD, promote: true });
    expect(account.created).toBe(false);
    expect(await roles('customer@scvscoopers.example')).toEqual(['admin']);
    await t.http().get('/api/auth/me').set('Cookie', customer).expect(401);
    await signIn('customer@scvscoopers.example', TEST_PASSWORD).expect(401);
    await signIn('customer@scvscoopers.example', NEW_PASSWORD).expect(200);
  });

  it("resetting an admin's password revokes every session of that admin", async () => {
    await createAdmin(t.database.url, { email: 'boss@scvscoopers.example', password: 'the first admin secret', promote: false });
    const first = (await signIn('boss@scvscoopers.example', 'the first admin secret').expect(200)).headers['set-cookie'][0].split(';')[0];
    await t.http().get('/api/auth/me').set('Cookie', first).expect(200);
    await createAdmin(t.database.url, { email: 'boss@scvscoopers.example', password: NEW_PASSWORD, promote: false });
    await t.http().get('/api/auth/me').set('Cookie', first).expect(401);
  });

  it('spends the pending sign-up links of the account it promotes', async () => {
    await t
      .http()
      .post('/api/auth/sign-up')
      .set('X-Forwarded-For', from())
      .send({ email: 'early@example.com', password: 'attacker chosen secret', fullName: 'Early Bird' })
      .expect(201);
    const [mail] = await t.database.db.query<{ text: string }>(`select text from email_outbox where to_address = 'early@example.com'`);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/confirm\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0]);

    await createAdmin(t.database.url, { email: 'early@example.com', password: NEW_PASSWORD, promote: true });
    const pending = await t.database.db.query(
      `select 1 from sign_up_tokens t join users u on u.id = t.user_id where u.email = 'early@example.com' and t.used_at is null`,
    );
    expect(pending).toEqual([]);
    expect((await t.http().post(`${link.pathname}${link.search}`).expect(303)).headers.location).toBe('/auth?confirmed=0');
    await signIn('early@example.com', 'attacker chosen secret').expect(401);
    await signIn('early@example.com', NEW_PASSWORD).expect(200);
  });

  it('refuses a short or common password', async () => {
    await expect(createAdmin(t.database.url, { email: 'short@scvscoopers.example', password: 'nine char', promote: false })).rejects.toThrow(
      'Password must be at least 10 characters',
    );
    await expect(createAdmin(t.database.url, { email: 'common@scvscoopers.example', password: 'password123', promote: false })).rejects.toThrow(/too common/);
    expect(await t.database.db.query(`select 1 from users where email in ('short@scvscoopers.example', 'common@scvscoopers.example')`)).toEqual([]);
  });
});
