import { eventually } from './eventually';
import { TestApp } from './test-app';

/** The confirmation link the relay e-mailed to `email` (the newest one), as a path with its token. */
export async function confirmationLinkFor(t: TestApp, email: string): Promise<string> {
  const [row] = await eventually(
    () =>
      t.database.db.query<{ text: string }>(
        `select text from email_outbox where kind = 'data-deletion-confirmation' and to_address = $1 order by created_at desc, id desc`,
        [email],
      ),
    (rows) => rows.length > 0,
    `the confirmation e-mail to ${email}`,
  );
  const match = /https?:\/\/\S+\/api\/data-deletion-requests\/confirm\?token=[A-Za-z0-9_.-]+/.exec(row.text);
  if (!match) throw new Error(`no confirmation link in: ${row.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** Files a data-deletion request the way the page does and confirms it by the e-mailed link; returns the request id. */
export async function fileConfirmedDeletion(t: TestApp, email: string, fullName: string, ip = '192.0.2.77'): Promise<string> {
  const filed = await t.http().post('/api/data-deletion-requests').set('X-Forwarded-For', ip).send({ email, fullName }).expect(201);
  const link = await confirmationLinkFor(t, email);
  await t.http().post(link).expect(200);
  return filed.body.id as string;
}
