import { createTestApp, TestApp } from '../../support/test-app';

describe('security: the sign-up confirmation link only confirms on a POST', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => `198.18.0.${++ip}`;
  const signIn = (email: string, password: string) => t.http().post('/api/auth/sign-in').set('X-Forwarded-For', from()).send({ email, password });

  async function signUpAndGetLink(email: string): Promise<string> {
    await t.http().post('/api/auth/sign-up').set('X-Forwarded-For', from()).send({ email, password: 'confirm me please', fullName: 'Pat Page' }).expect(201);
    const [mail] = await t.database.db.query<{ text: string }>('select text from email_outbox where to_address = $1', [email]);
    const url = new URL(/https?:\/\/\S+\/api\/auth\/confirm\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0]);
    return `${url.pathname}${url.search}`;
  }
  const confirmed = async (email: string) =>
    (await t.database.db.query<{ confirmed: boolean }>('select email_confirmed_at is not null as confirmed from users where email = $1', [email]))[0].confirmed;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opening the link (as a mail scanner would) shows a page whose button POSTs, and confirms nothing', async () => {
    const link = await signUpAndGetLink('scanned@example.com');
    for (let i = 0; i < 3; i++) {
      const page = await t.http().get(link).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toMatch(/<form method="post" action="[^"]*\?token=[A-Za-z0-9_%-]+"/);
      expect(page.text).toContain('Confirm my e-mail');
    }
    expect(await confirmed('scanned@example.com')).toBe(false);
    await signIn('scanned@example.com', 'confirm me please').expect(403);
  });

  it('the POST confirms once and lands on the sign-in page; the link is spent afterwards', async () => {
    const link = await signUpAndGetLink('pressed@example.com');
    const res = await t.http().post(link).expect(303);
    expect(res.headers.location).toBe('/auth?confirmed=1');
    expect(await confirmed('pressed@example.com')).toBe(true);
    await signIn('pressed@example.com', 'confirm me please').expect(200);

    expect((await t.http().post(link).expect(303)).headers.location).toBe('/auth?confirmed=0');
    // A spent or made-up link opens on the sign-in page's "link is invalid" notice, with nothing to press.
    expect((await t.http().get(link).expect(302)).headers.location).toBe('/auth?confirmed=0');
    expect((await t.http().get('/api/auth/confirm?token=not-a-real-token-at-all-000').expect(302)).headers.location).toBe('/auth?confirmed=0');
    expect((await t.http().post('/api/auth/confirm').expect(303)).headers.location).toBe('/auth?confirmed=0');
  });
});
