import { TestApp } from './test-app';

let ip = 0;
/** Each call comes from its own address, so the per-IP limit never leaks between tests. */
export const freshIp = () => `203.0.113.${(++ip % 250) + 1}`;

/** The last sign-in link e-mailed to that address, reduced to path and query for supertest (null when none). */
export async function lastSignInLink(t: TestApp, to: string): Promise<string | null> {
  const rows = await t.database.db.query<{ text: string }>(
    `select text from email_outbox where to_address = $1 and kind = 'account-sign-in' order by created_at desc limit 1`,
    [to],
  );
  const match = rows[0]?.text.match(/https?:\/\/\S+\/api\/account\/sign-in\?token=[A-Za-z0-9_%-]+/);
  if (!match) return null;
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Signs the customer in the way the e-mail does (ask for a link, open it, press the button); answers the session cookie. */
export async function signInByLink(t: TestApp, email: string): Promise<string> {
  await t.http().post('/api/account/sign-in-link').set('X-Forwarded-For', freshIp()).send({ email }).expect(202);
  const link = await lastSignInLink(t, email.toLowerCase());
  if (!link) throw new Error(`no sign-in link e-mailed to ${email}`);
  const res = await t.http().post(link).expect(303);
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c: string) => c.startsWith('sid='));
  if (!cookie) throw new Error('the sign-in link set no session cookie');
  return cookie.split(';')[0];
}
